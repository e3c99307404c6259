import { PostgresAdapter, type RawBuilder } from 'kysely';
import * as postgres from 'kysely/helpers/postgres';
import * as sqlite from 'kysely/helpers/sqlite';
import type { Executor } from './database';

declare const json: unique symbol;

/** A select query as a subquery (Kysely does not export its name for it). */
type Subquery<O> = Parameters<typeof sqlite.jsonArrayFrom<O>>[0];

/**
 * What a JSON subquery reads: PostgreSQL answers its `json` already parsed, SQLite answers JSON text; `fromJson`
 * makes either the value it stands for.
 */
export type JsonOf<T> = { readonly [json]: T };

/** Kysely's JSON helpers for the database `db` runs on (SQLite's need explicit selections, no `selectAll`). */
function helpersOf(db: Executor) {
  return db.getExecutor().adapter instanceof PostgresAdapter ? postgres : sqlite;
}

/** A subquery's rows as one JSON array, in its order (`[]` for none): many reads in one statement, one round trip. */
export function jsonRows<O>(db: Executor, query: Subquery<O>): RawBuilder<JsonOf<O[]>> {
  return helpersOf(db).jsonArrayFrom(query) as unknown as RawBuilder<JsonOf<O[]>>;
}

/** A subquery's first row as one JSON object, or null when it has none. */
export function jsonRow<O>(db: Executor, query: Subquery<O>): RawBuilder<JsonOf<O | null>> {
  return helpersOf(db).jsonObjectFrom(query) as unknown as RawBuilder<JsonOf<O | null>>;
}

/** The value a JSON subquery read (SQLite's text parsed; PostgreSQL's as it came). */
export function fromJson<T>(value: JsonOf<T>): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
