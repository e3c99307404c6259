import { type Kysely, SqliteAdapter, sql } from 'kysely';

/**
 * Spanish order on PostgreSQL: `es_key(text)` is the shared `spanishSortKey` in SQL (decomposed, lower
 * case, "ñ" kept as "n" + DEL, other accents dropped) returned as bytes, so ORDER BY compares it byte by
 * byte whatever the database's collation. SQLite registers the same function on each connection.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return;
  await sql`
    create or replace function es_key(t text) returns bytea language sql immutable strict parallel safe as $$
      select convert_to(
        regexp_replace(replace(lower(normalize(t, NFD)), 'n' || U&'\\0303', 'n' || chr(127)), '[' || U&'\\0300' || '-' || U&'\\036F' || ']', '', 'g'),
        'UTF8')
    $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return;
  await sql`drop function if exists es_key(text)`.execute(db);
}
