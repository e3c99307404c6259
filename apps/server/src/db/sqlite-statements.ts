import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Statements kept prepared; past this many distinct SQL texts the oldest is dropped. */
const MAX_STATEMENTS = 500;

/**
 * better-sqlite3 as Kysely's SQLite dialect uses it, with each SQL text prepared once (preparing was a quarter
 * of a simple read's cost). Kysely holds the one connection for a query or a whole transaction, so a kept
 * statement is never run by two callers at once.
 */
export function withKeptStatements(sqlite: SQLite.Database): SqliteDatabase {
  const kept = new Map<string, SqliteStatement>();
  const prepare = (sql: string): SqliteStatement => {
    const found = kept.get(sql);
    if (found) return found;
    const statement = sqlite.prepare(sql);
    if (kept.size >= MAX_STATEMENTS) kept.delete(kept.keys().next().value as string);
    kept.set(sql, statement);
    return statement;
  };
  return { prepare, close: () => sqlite.close() };
}
