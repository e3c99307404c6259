import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import { writesOnlyCounters } from './counter-tables';
import { sessionWriteWatch } from './session-tables';

/** Statements kept prepared; past this many distinct SQL texts the oldest is dropped. */
const MAX_STATEMENTS = 500;

/**
 * better-sqlite3 as Kysely's SQLite dialect uses it, with two additions: each SQL text is prepared once
 * (preparing was a quarter of a simple read's cost), and every statement that may write — including
 * `begin`, `commit` and `rollback`, and writes that return rows (`… RETURNING`) — advances `writes`, the
 * counter the read caches compare; writes of counter tables only (db/counter-tables.ts) do not. Those that
 * write a session table, and the end of their transaction, also advance `sessionWrites` (db/session-tables.ts).
 * Kysely holds the one connection for a query or a whole transaction, so a kept statement is never run
 * by two callers at once.
 */
export function withKeptStatements(sqlite: SQLite.Database): {
  database: SqliteDatabase;
  writes: () => number;
  sessionWrites: () => number;
} {
  const kept = new Map<string, SqliteStatement>();
  let writes = 0;
  let sessionWrites = 0;
  const watch = sessionWriteWatch();
  const move = (session: boolean) => {
    writes++;
    if (session) sessionWrites++;
  };
  /** Runs `work` counted as a write: the counters move before it starts and again when it ends. */
  const asWrite = <T>(sql: string, work: () => T): T => {
    const session = watch(sql);
    move(session);
    try {
      return work();
    } finally {
      move(session);
    }
  };
  function* iterateAsWrite(sql: string, rows: () => IterableIterator<unknown>): IterableIterator<unknown> {
    const session = watch(sql);
    move(session);
    try {
      yield* rows();
    } finally {
      move(session);
    }
  }
  const prepare = (sql: string): SqliteStatement => {
    const found = kept.get(sql);
    if (found) return found;
    const stmt = sqlite.prepare(sql);
    // `reader` only says the statement returns rows: an INSERT/UPDATE/DELETE … RETURNING does too, and Kysely
    // runs it with `all`. What may write is what SQLite does not call read-only, or what returns no rows
    // (`begin`/`commit` included, which SQLite calls read-only).
    const moves = (!stmt.reader || !stmt.readonly) && !writesOnlyCounters(sql);
    const statement: SqliteStatement = !moves
      ? stmt
      : {
          reader: stmt.reader,
          all: (parameters) => asWrite(sql, () => stmt.all(parameters)),
          iterate: (parameters) => iterateAsWrite(sql, () => stmt.iterate(parameters)),
          run: (parameters) => asWrite(sql, () => stmt.run(parameters)),
        };
    if (kept.size >= MAX_STATEMENTS) kept.delete(kept.keys().next().value as string);
    kept.set(sql, statement);
    return statement;
  };
  return { database: { prepare, close: () => sqlite.close() }, writes: () => writes, sessionWrites: () => sessionWrites };
}
