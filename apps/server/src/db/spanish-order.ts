import { type RawBuilder, sql } from 'kysely';

/**
 * ORDER BY a text column in Spanish order ("Álvarez" with the A's, "ñ" after "n"): the database function
 * `es_key` (shared `spanishSortKey`: registered on each SQLite connection, created in SQL on PostgreSQL by
 * migration 006) gives a key whose byte order is the Spanish order on both databases.
 */
export function spanishOrder(column: string): RawBuilder<unknown> {
  return sql`es_key(${sql.ref(column)})`;
}
