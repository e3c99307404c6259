import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import { writesOnlyCounters } from './counter-tables';

/** Statements kept prepared; past this many distinct SQL texts the oldest is dropped. */
const MAX_STATEMENTS = 500;

/**
 * better-sqlite3 as Kysely's SQLite dialect uses it, with two additions: each SQL text is prepared once
 * (preparing was a quarter of a simple read's cost), and every statement that may write — including
 * `begin`, `commit` and `rollback`, and a write that returns rows (`insert … returning`) — advances `writes`,
 * the counter the read caches compare; writes of counter tables only (db/counter-tables.ts) do not.
 * Kysely holds the one connection for a query or a whole transaction, so a kept statement is never run
 * by two callers at once.
 */
export function withKeptStatements(sqlite: SQLite.Database): { database: SqliteDatabase; writes: () => number } {
  const kept = new Map<string, SqliteStatement>();
  let writes = 0;
  const prepare = (sql: string): SqliteStatement => {
    const found = kept.get(sql);
    if (found) return found;
    const stmt = sqlite.prepare(sql);
    const moves = (!stmt.reader || !stmt.readonly) && !writesOnlyCounters(sql);
    const counted = <T>(run: () => T): T => {
      writes++;
      try {
        return run();
      } finally {
        writes++;
      }
    };
    const statement: SqliteStatement = !moves
      ? stmt
      : {
          reader: stmt.reader,
          all: (parameters) => counted(() => stmt.all(parameters)),
          iterate: (parameters) => counted(() => stmt.iterate(parameters)),
          run: (parameters) => counted(() => stmt.run(parameters)),
        };
    if (kept.size >= MAX_STATEMENTS) kept.delete(kept.keys().next().value as string);
    kept.set(sql, statement);
    return statement;
  };
  return { database: { prepare, close: () => sqlite.close() }, writes: () => writes };
}
