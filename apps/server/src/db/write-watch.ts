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
import { SESSION_TABLES } from './session-tables';

/** What one statement writes: nothing the generations follow, the data only, or the session tables too. */
type Written = 'nothing' | 'data' | 'session';

/**
 * What a query writes, from the operation tree Kysely built it from (never from its SQL text). A `select`
 * writes nothing unless a `with` of it does; an insert, update, delete or merge writes its tables; anything
 * else — hand-written SQL (`sql\`…\`.execute`), a migration's schema change — may write any table. Writes to
 * counter tables only (db/counter-tables.ts) move nothing.
 */
export function writtenBy(node: RootOperationNode): Written {
  const tables = tablesWritten(node);
  if (tables === undefined) return 'session';
  if (tables.length === 0 || tables.every((table) => COUNTER_TABLES.includes(table))) return 'nothing';
  return tables.some((table) => SESSION_TABLES.includes(table)) ? 'session' : 'data';
}

/** The tables a query writes ([] for none), or undefined when any table may be written. */
function tablesWritten(node: OperationNode): string[] | undefined {
  let own: OperationNode[] = [];
  if (SelectQueryNode.is(node)) own = [];
  else if (InsertQueryNode.is(node)) own = node.into ? [node.into] : [];
  else if (UpdateQueryNode.is(node)) own = node.table ? [node.table] : [];
  else if (DeleteQueryNode.is(node)) own = [...node.from.froms];
  else if (MergeQueryNode.is(node)) own = [node.into];
  else return undefined;
  const withQueries = node.with?.expressions.map((cte) => cte.expression) ?? [];
  const names: string[] = [];
  for (const table of own) {
    const name = tableName(table);
    if (name === undefined) return undefined;
    names.push(name);
  }
  for (const query of withQueries) {
    const written = tablesWritten(query);
    if (written === undefined) return undefined;
    names.push(...written);
  }
  return names;
}

function tableName(node: OperationNode): string | undefined {
  if (TableNode.is(node)) return node.table.identifier.name;
  if (AliasNode.is(node)) return tableName(node.node);
  return undefined;
}

/**
 * Counts this process's writes for the read caches (`OpenedDatabase.generation`): `writes` moves after every
 * statement that writes, and again when the transaction it was in ends (a read made on another connection
 * in between still saw the rows as they were); `sessionWrites` the same for writes to the session tables.
 */
export class WriteCounters {
  writes = 0;
  sessionWrites = 0;

  moved(written: Written): void {
    if (written === 'nothing') return;
    this.writes++;
    if (written === 'session') this.sessionWrites++;
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
  /** What the open transaction has written so far; null outside a transaction. */
  transaction: Written | null = null;

  constructor(
    readonly inner: DatabaseConnection,
    private readonly counters: WriteCounters,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const written = writtenBy(query.query);
    if (written === 'nothing') return this.inner.executeQuery<R>(query);
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
    if (this.transaction !== null && written !== 'nothing' && this.transaction !== 'session') this.transaction = written;
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
    (connection as WatchedConnection).transaction = 'nothing';
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
