import { spanishSortKey } from '@quorum/shared';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type Transaction } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import { writesOnlyCounters } from './counter-tables';
import type { Database } from './schema';
import { isSessionTable, sessionWriteWatch, TRANSACTION_BOUNDARY } from './session-tables';
import { withKeptStatements } from './sqlite-statements';

export type DatabaseKind = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;
/** A query runner: the database or an open transaction. */
export type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Where the data stands: a value that changes whenever this process writes, and soon after another process
 * commits (SQLite: within 10 ms, a command-line tool on the same file; PostgreSQL: when its notification
 * arrives). Equal values mean nothing was written in between, so a read made at one may be served again at
 * the other. Null while that cannot be vouched for (PostgreSQL's listening connection is down): nothing is
 * kept then.
 */
export type DataGeneration = () => string | null;

/**
 * How PostgreSQL's generation hears other processes: every committed write to a table notifies
 * `channel` (db/generation-triggers.ts); the bus's listening connection calls `heard` for each notification
 * and `listening` when it starts or stops listening.
 */
export interface GenerationFeed {
  channel: string;
  /** A commit notified by the PostgreSQL backend `from` (its process id), that wrote `table`. */
  heard(from: number, table?: string): void;
  listening(on: boolean): void;
}

export interface OpenedDatabase {
  db: Db;
  kind: DatabaseKind;
  generation: DataGeneration;
  /**
   * The same, moved only by writes to the session tables (db/session-tables.ts): what a signed-in user is read
   * from. It moves whenever they change, and rarely otherwise.
   */
  sessionGeneration: DataGeneration;
  /** PostgreSQL only: what moves the generation from outside this process. */
  feed?: GenerationFeed;
}

/** The channel PostgreSQL's generation triggers notify on every committed write. */
export const GENERATION_CHANNEL = 'quorum_generation';

/** Statements that never change data: anything else moves the generation when it ends (`commit` included). */
const READ_ONLY = /^\s*(select|begin|start transaction|rollback|savepoint|release|show|listen)\b/i;

/** The process id of a pooled connection's PostgreSQL backend (pg sets it on connecting; not in its types). */
const backendOf = (client: pg.PoolClient) => (client as unknown as { processID: number }).processID;

/**
 * Names for the SQL texts of data statements, so each pooled connection parses and plans one only once (a
 * named prepared statement, which pg prepares on first use per connection): the first `max` texts seen get
 * one, later ones run unnamed. Only a query with its values (`text, values`), as Kysely sends them.
 */
function namedStatements(max: number) {
  const names = new Map<string, string>();
  return {
    nameOf(args: unknown[]): string | undefined {
      const [text, values] = args;
      if (args.length !== 2 || typeof text !== 'string' || !Array.isArray(values) || !DATA_STATEMENT.test(text)) return undefined;
      let name = names.get(text);
      if (!name && names.size < max) {
        name = `quorum_${names.size}`;
        names.set(text, name);
      }
      return name;
    },
  };
}

const DATA_STATEMENT = /^\s*(select|insert|update|delete)\b/i;

/**
 * PostgreSQL's generation: a counter moved by this process's own statements that may write (after each ends,
 * so a user's next request sees their write even before its notification comes back), by every notification
 * of a commit by another process, and by the listening connection coming back (what was committed meanwhile
 * was not heard). Null while not listening. The notifications of this pool's own connections are already
 * counted when their statements ended: moving again when they come back would only drop what was read since.
 * Once the server is serving (the bus listens only after migrating, so no statement is prepared against a
 * table a migration then changes), data statements run as named prepared statements (`namedStatements`).
 */
function postgresPool(pool: pg.Pool): { generation: DataGeneration; sessionGeneration: DataGeneration; feed: GenerationFeed } {
  let count = 0;
  let sessionCount = 0;
  let listening = false;
  const ownBackends = new Set<number>();
  const statementNames = namedStatements(500);
  let serving = false;
  const moved = () => {
    count++;
  };
  const movedBoth = () => {
    count++;
    sessionCount++;
  };
  pool.on('remove', (client) => ownBackends.delete(backendOf(client)));
  pool.on('connect', (client) => {
    ownBackends.add(backendOf(client));
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    const sessionWrite = sessionWriteWatch();
    client.query = ((...args: unknown[]) => {
      const name = serving ? statementNames.nameOf(args) : undefined;
      const result = name ? query({ name, text: args[0], values: args[1] }) : query(...args);
      const [text] = args;
      if (typeof text === 'string' && result instanceof Promise) {
        const writes = !READ_ONLY.test(text) && !writesOnlyCounters(text);
        // The watch follows the transaction (its `begin` and `rollback` write nothing) to know what its end moves.
        const session = (writes || TRANSACTION_BOUNDARY.test(text)) && sessionWrite(text);
        if (writes) {
          const after = session ? movedBoth : moved;
          result.then(after, after);
        }
      }
      return result;
    }) as typeof client.query;
  });
  return {
    generation: () => (listening ? String(count) : null),
    sessionGeneration: () => (listening ? String(sessionCount) : null),
    feed: {
      channel: GENERATION_CHANNEL,
      heard(from, table) {
        if (ownBackends.has(from)) return;
        if (isSessionTable(table)) movedBoth();
        else moved();
      },
      listening(on) {
        listening = on;
        if (on) serving = true;
        movedBoth();
      },
    },
  };
}

/** Opens the configured database: PostgreSQL when DATABASE_URL is a postgres URL, else the SQLite file. */
export function openDatabase(config: Pick<Config, 'databaseUrl' | 'databasePoolSize' | 'sqliteFile'>): OpenedDatabase {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: config.databasePoolSize });
    // An idle connection that the server ends (restart, failover, admin) is dropped by the pool and replaced
    // on the next query; without a listener its error would end the process.
    pool.on('error', (error) => console.warn(`PostgreSQL: conexión inactiva cerrada (${error.message})`));
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), kind: 'postgres', ...postgresPool(pool) };
  }
  const sqlite = new SQLite(config.sqliteFile);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // Spanish order in SQL (`spanishOrder` in db/spanish-order.ts); PostgreSQL has it from migration 006.
  sqlite.function('es_key', { deterministic: true }, (text: unknown) => (typeof text === 'string' ? spanishSortKey(text) : text));
  const { database, writes, sessionWrites } = withKeptStatements(sqlite);
  // This connection's own writes are counted exactly. `data_version` changes when another connection
  // commits (a command-line tool on the same file); reading it takes file locks, so it is read at most
  // every 10 ms: another process's write is seen within that.
  const dataVersion = sqlite.prepare('PRAGMA data_version').pluck();
  let version: unknown = null;
  let versionReadAt = Number.NEGATIVE_INFINITY;
  const counted = (own: () => number) => () => {
    try {
      const now = performance.now();
      if (now - versionReadAt >= 10) {
        version = dataVersion.get();
        versionReadAt = now;
      }
      return `${own()}.${version}`;
    } catch {
      return null; // the connection is closing: keep nothing
    }
  };
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database }) }),
    kind: 'sqlite',
    generation: counted(writes),
    // Another process's write may be to any table: data_version moves both.
    sessionGeneration: counted(sessionWrites),
  };
}
