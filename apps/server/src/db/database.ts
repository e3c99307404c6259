import { spanishSortKey } from '@quorum/shared';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type Transaction } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import type { Database } from './schema';
import { withKeptStatements } from './sqlite-statements';

export type DatabaseKind = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;
/** A query runner: the database or an open transaction. */
export type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Where the data stands: a value that changes whenever this process writes, and within 10 ms of another
 * process committing to the same SQLite file (a command-line tool). Equal values mean nothing was written
 * in between, so a read made at one may be served again at the other. Null where no such value is cheap to
 * know (PostgreSQL, where several processes write): nothing is kept there.
 */
export type DataGeneration = () => string | null;

export interface OpenedDatabase {
  db: Db;
  kind: DatabaseKind;
  generation: DataGeneration;
}

/** Opens the configured database: PostgreSQL when DATABASE_URL is a postgres URL, else the SQLite file. */
export function openDatabase(config: Pick<Config, 'databaseUrl' | 'sqliteFile'>): OpenedDatabase {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    // An idle connection that the server ends (restart, failover, admin) is dropped by the pool and replaced
    // on the next query; without a listener its error would end the process.
    pool.on('error', (error) => console.warn(`PostgreSQL: conexión inactiva cerrada (${error.message})`));
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), kind: 'postgres', generation: () => null };
  }
  const sqlite = new SQLite(config.sqliteFile);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // Spanish order in SQL (`spanishOrder` in db/spanish-order.ts); PostgreSQL has it from migration 006.
  sqlite.function('es_key', { deterministic: true }, (text: unknown) => (typeof text === 'string' ? spanishSortKey(text) : text));
  const { database, writes } = withKeptStatements(sqlite);
  // This connection's own writes are counted exactly. `data_version` changes when another connection
  // commits (a command-line tool on the same file); reading it takes file locks, so it is read at most
  // every 10 ms: another process's write is seen within that.
  const dataVersion = sqlite.prepare('PRAGMA data_version').pluck();
  let version: unknown = null;
  let versionReadAt = Number.NEGATIVE_INFINITY;
  const generation = () => {
    try {
      const now = performance.now();
      if (now - versionReadAt >= 10) {
        version = dataVersion.get();
        versionReadAt = now;
      }
      return `${writes()}.${version}`;
    } catch {
      return null; // the connection is closing: keep nothing
    }
  };
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database }) }), kind: 'sqlite', generation };
}
