import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Statements kept prepared; past this many distinct SQL texts the oldest is dropped. */
const MAX_STATEMENTS = 500;

/**
 * better-sqlite3 as Kysely's SQLite dialect uses it, with two additions: each SQL text is prepared once
 * (preparing was a quarter of a simple read's cost), and every statement that may write — including
 * `begin`, `commit` and `rollback` — advances `writes`, the counter the read caches compare.
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
    const statement: SqliteStatement = stmt.reader
      ? stmt
      : {
          reader: false,
          all: (parameters) => stmt.all(parameters),
          iterate: (parameters) => stmt.iterate(parameters),
          run: (parameters) => {
            writes++;
            try {
              return stmt.run(parameters);
            } finally {
              writes++;
            }
          },
        };
    if (kept.size >= MAX_STATEMENTS) kept.delete(kept.keys().next().value as string);
    kept.set(sql, statement);
    return statement;
  };
  return { database: { prepare, close: () => sqlite.close() }, writes: () => writes };
}
