import { spanishSortKey } from '@quorum/shared';
import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from './schema';

/**
 * ORDER BY a text column in Spanish order ("Álvarez" with the A's, "ñ" after "n"): the database function
 * `es_key` (shared `spanishSortKey`: registered on each SQLite connection, created in SQL on PostgreSQL by
 * migration 006) gives a key whose byte order is the Spanish order on both databases. It runs once per row
 * sorted: a table that is listed in pages stores its keys instead (`storedSortKey`).
 */
export function spanishOrder(column: string): RawBuilder<unknown> {
  return sql`es_key(${sql.ref(column)})`;
}

/**
 * The Spanish sort key a row stores beside a text (the delegate's `lastNamesKey`, `firstNamesKey` and
 * `institutionKey`, migration 025): the text's `spanishSortKey`, then the text as typed, so "GOMEZ" and "Gómez"
 * keep one order between them. Compared byte by byte (SQLite's BINARY, PostgreSQL's collation "C"), its order is
 * the Spanish order; "\u0001" sorts before any letter, so "Gómez" still comes before "Gómez Díaz".
 */
export function storedSortKey(text: string): string {
  return `${spanishSortKey(text)}\u0001${text}`;
}

/**
 * Delegates in Spanish order of last names, then first names (their stored keys), then by id so that two
 * people of the same name keep one order between two reads: every list of delegates by name reads it here.
 */
export function inDelegateNameOrder<Q extends SelectQueryBuilder<Database, 'delegate', object>>(query: Q): Q {
  return query.orderBy('delegate.lastNamesKey').orderBy('delegate.firstNamesKey').orderBy('delegate.id') as Q;
}
