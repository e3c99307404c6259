import {
  AliasNode,
  type CompiledQuery,
  type DatabaseConnection,
  DeleteQueryNode,
  type Dialect,
  type Driver,
  InsertQueryNode,
  MergeQueryNode,
  type OperationNode,
  type QueryCompiler,
  type QueryResult,
  type RootOperationNode,
  SelectQueryNode,
  TableNode,
  type TransactionSettings,
  UpdateQueryNode,
} from 'kysely';
import { COUNTER_TABLES } from './counter-tables';
import { groupsMovedBy, TABLE_GROUPS, type TableGroup, type WriteKind } from './table-groups';

/** The groups of tables (db/table-groups.ts) whose generations one statement moves; none for a read. */
type Written = ReadonlySet<TableGroup>;

const NOTHING: Written = new Set();
const EVERY_GROUP: Written = new Set(TABLE_GROUPS);

/**
 * What a query writes, from the operation tree Kysely built it from (never from its SQL text). A `select`
 * writes nothing unless a `with` of it does; an insert, update, delete or merge writes its tables; anything
 * else — hand-written SQL (`sql\`…\`.execute`), a migration's schema change — may write any table. Writes to
 * counter tables only (db/counter-tables.ts) move nothing.
 */
export function writtenBy(node: RootOperationNode): Written {
  const tables = tablesWritten(node);
  if (tables === undefined) return EVERY_GROUP;
  const counted = tables.filter(({ table }) => !COUNTER_TABLES.includes(table));
  if (counted.length === 0) return NOTHING;
  return new Set(counted.flatMap(({ table, kind }) => groupsMovedBy(table, kind)));
}

/** The tables a query writes and how ([] for none), or undefined when any table may be written. */
function tablesWritten(node: OperationNode): { table: string; kind: WriteKind }[] | undefined {
  let own: OperationNode[] = [];
  let kind: WriteKind = 'any';
  if (SelectQueryNode.is(node)) own = [];
  else if (InsertQueryNode.is(node)) [own, kind] = [node.into ? [node.into] : [], insertKind(node)];
  else if (UpdateQueryNode.is(node)) [own, kind] = [node.table ? [node.table] : [], 'update'];
  else if (DeleteQueryNode.is(node)) [own, kind] = [[...node.from.froms], 'delete'];
  else if (MergeQueryNode.is(node)) own = [node.into];
  else return undefined;
  const withQueries = node.with?.expressions.map((cte) => cte.expression) ?? [];
  const names: { table: string; kind: WriteKind }[] = [];
  for (const table of own) {
    const name = tableName(table);
    if (name === undefined) return undefined;
    names.push({ table: name, kind });
  }
  for (const query of withQueries) {
    const written = tablesWritten(query);
    if (written === undefined) return undefined;
    names.push(...written);
  }
  return names;
}

/** An insert that updates a row it meets (an upsert) is an update of it; one that replaces it deletes it first. */
function insertKind(node: InsertQueryNode): WriteKind {
  if (node.replace || node.orAction?.action === 'replace') return 'any';
  return node.onConflict?.updates || node.onDuplicateKey ? 'update' : 'insert';
}

function tableName(node: OperationNode): string | undefined {
  if (TableNode.is(node)) return node.table.identifier.name;
  if (AliasNode.is(node)) return tableName(node.node);
  return undefined;
}

/**
 * Counts this process's writes for the read caches (`OpenedDatabase.generationOf`), per group of tables: a
 * group's count moves after every statement that writes one of its tables, and again when the transaction it
 * was in ends (a read made on another connection in between still saw the rows as they were).
 */
export class WriteCounters {
  readonly writes: Record<TableGroup, number> = Object.fromEntries(TABLE_GROUPS.map((g) => [g, 0])) as Record<TableGroup, number>;

  moved(written: Written): void {
    for (const group of written) this.writes[group]++;
  }
}

/**
 * A dialect whose driver counts the writes of every query and transaction into `counters`. It wraps Kysely's
 * own dialect through Kysely's `Dialect` and `Driver` interfaces, so every query is seen, the auth library's
 * included, whatever use case sent it.
 */
export function watchedDialect(dialect: Dialect, counters: WriteCounters): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new WatchedDriver(dialect.createDriver(), counters),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}

class WatchedConnection implements DatabaseConnection {
  /** The groups the open transaction has written so far; null outside a transaction. */
  transaction: Set<TableGroup> | null = null;

  constructor(
    readonly inner: DatabaseConnection,
    private readonly counters: WriteCounters,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const written = writtenBy(query.query);
    if (written.size === 0) return this.inner.executeQuery<R>(query);
    try {
      return await this.inner.executeQuery<R>(query);
    } finally {
      this.wrote(written);
    }
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    const written = writtenBy(query.query);
    try {
      yield* this.inner.streamQuery<R>(query, chunkSize);
    } finally {
      this.wrote(written);
    }
  }

  private wrote(written: Written): void {
    this.counters.moved(written);
    if (this.transaction !== null) for (const group of written) this.transaction.add(group);
  }

  /** The transaction ended: what it wrote moves the counters again. */
  ended(): void {
    if (this.transaction !== null) this.counters.moved(this.transaction);
    this.transaction = null;
  }
}

const innerOf = (connection: DatabaseConnection) => (connection as WatchedConnection).inner;

class WatchedDriver implements Driver {
  constructor(
    private readonly driver: Driver,
    private readonly counters: WriteCounters,
  ) {}

  init(): Promise<void> {
    return this.driver.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new WatchedConnection(await this.driver.acquireConnection(), this.counters);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    await this.driver.beginTransaction(innerOf(connection), settings);
    (connection as WatchedConnection).transaction = new Set();
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await this.driver.commitTransaction(innerOf(connection));
    } finally {
      (connection as WatchedConnection).ended();
    }
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await this.driver.rollbackTransaction(innerOf(connection));
    } finally {
      (connection as WatchedConnection).ended();
    }
  }

  async savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.savepoints('savepoint').call(this.driver, innerOf(connection), name, compile);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.savepoints('rollbackToSavepoint').call(this.driver, innerOf(connection), name, compile);
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.savepoints('releaseSavepoint').call(this.driver, innerOf(connection), name, compile);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.driver.releaseConnection(innerOf(connection));
  }

  destroy(): Promise<void> {
    return this.driver.destroy();
  }

  private savepoints(method: 'savepoint' | 'rollbackToSavepoint' | 'releaseSavepoint') {
    const found = this.driver[method];
    if (!found) throw new Error(`El controlador de la base de datos no admite ${method}`);
    return found;
  }
}
