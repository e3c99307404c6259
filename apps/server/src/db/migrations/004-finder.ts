import { type Kysely, SqliteAdapter, sql } from 'kysely';

/**
 * Buscador Delegados: a trigram index over the delegate's search text, so "contains" searches stay fast at
 * tens of thousands of delegates.
 * - SQLite: an FTS5 table with the trigram tokenizer, kept in step by triggers (every writer of `delegate`
 *   is covered, whatever feature it belongs to). FTS rows are keyed by `delegateSearchRow.n`, a stable
 *   INTEGER PRIMARY KEY (the delegate's own rowid may change on VACUUM).
 * - PostgreSQL: a pg_trgm GIN index on `searchText`, used by LIKE '%…%' directly. When the extension cannot
 *   be created (no permission), the migration goes on without it and searches scan the table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await sql`create table "delegateSearchRow" ("n" integer primary key, "delegateId" varchar(64) not null unique)`.execute(db);
    await sql`create virtual table "delegateSearch" using fts5("searchText", tokenize = 'trigram')`.execute(db);
    await sql`insert into "delegateSearchRow" ("delegateId") select "id" from "delegate"`.execute(db);
    await sql`insert into "delegateSearch" (rowid, "searchText") select r."n", d."searchText" from "delegate" d join "delegateSearchRow" r on r."delegateId" = d."id"`.execute(
      db,
    );
    await sql`create trigger "delegate_search_ai" after insert on "delegate" begin
      insert into "delegateSearchRow" ("delegateId") values (new."id");
      insert into "delegateSearch" (rowid, "searchText") values ((select "n" from "delegateSearchRow" where "delegateId" = new."id"), new."searchText");
    end`.execute(db);
    await sql`create trigger "delegate_search_au" after update of "searchText" on "delegate" begin
      update "delegateSearch" set "searchText" = new."searchText" where rowid = (select "n" from "delegateSearchRow" where "delegateId" = new."id");
    end`.execute(db);
    await sql`create trigger "delegate_search_ad" after delete on "delegate" begin
      delete from "delegateSearch" where rowid = (select "n" from "delegateSearchRow" where "delegateId" = old."id");
      delete from "delegateSearchRow" where "delegateId" = old."id";
    end`.execute(db);
  } else {
    await sql`savepoint finder_trgm`.execute(db);
    try {
      await sql`create extension if not exists pg_trgm`.execute(db);
      await sql`create index "delegate_searchText_trgm_idx" on "delegate" using gin ("searchText" gin_trgm_ops)`.execute(db);
      await sql`release savepoint finder_trgm`.execute(db);
    } catch {
      await sql`rollback to savepoint finder_trgm`.execute(db);
    }
  }
  // Walking delegates in display order lets a search for a common word stop after the first page of matches.
  await db.schema.createIndex('delegate_name_order_idx').on('delegate').columns(['lastNames', 'firstNames', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('delegate_name_order_idx').ifExists().execute();
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    for (const t of ['delegate_search_ai', 'delegate_search_au', 'delegate_search_ad'])
      await sql`drop trigger if exists ${sql.id(t)}`.execute(db);
    await sql`drop table if exists "delegateSearch"`.execute(db);
    await sql`drop table if exists "delegateSearchRow"`.execute(db);
  } else {
    await sql`drop index if exists "delegate_searchText_trgm_idx"`.execute(db);
  }
}
