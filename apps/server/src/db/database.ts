import { spanishSortKey } from '@quorum/shared';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type Transaction } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import type { Database } from './schema';

export type DatabaseKind = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;
/** A query runner: the database or an open transaction. */
export type Executor = Kysely<Database> | Transaction<Database>;

/** Opens the configured database: PostgreSQL when DATABASE_URL is a postgres URL, else the SQLite file. */
export function openDatabase(config: Pick<Config, 'databaseUrl' | 'sqliteFile'>): { db: Db; kind: DatabaseKind } {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    // An idle connection that the server ends (restart, failover, admin) is dropped by the pool and replaced
    // on the next query; without a listener its error would end the process.
    pool.on('error', (error) => console.warn(`PostgreSQL: conexión inactiva cerrada (${error.message})`));
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), kind: 'postgres' };
  }
  const sqlite = new SQLite(config.sqliteFile);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // Spanish order in SQL (`spanishOrder` in db/spanish-order.ts); PostgreSQL has it from migration 006.
  sqlite.function('es_key', { deterministic: true }, (text: unknown) => (typeof text === 'string' ? spanishSortKey(text) : text));
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }), kind: 'sqlite' };
}
