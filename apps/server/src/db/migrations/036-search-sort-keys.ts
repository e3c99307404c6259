import { type Kysely, SqliteAdapter, sql } from 'kysely';

/** The delegate's columns the trigram index copies: the search text (indexed), then the sort keys (not). */
const KEYS = ['lastNamesKey', 'firstNamesKey', 'institutionKey'] as const;

/**
 * The trigram index made anew, filled from the delegates stored, with its triggers (every writer of `delegate` is
 * covered, whatever its feature): with `keys`, it keeps each delegate's id and sort keys beside the search text.
 */
async function rebuild(db: Kysely<unknown>, keys: boolean): Promise<void> {
  const copied = ['searchText', ...(keys ? KEYS : [])];
  const targets = sql.join([...copied, ...(keys ? ['delegateId'] : [])].map((c) => sql.ref(c)));
  const from = (row: string) => sql.join([...copied.map((c) => sql.ref(`${row}.${c}`)), ...(keys ? [sql.ref(`${row}.id`)] : [])]);
  const place = (row: 'new' | 'old') => sql`(select "n" from "delegateSearchRow" where "delegateId" = ${sql.ref(`${row}.id`)})`;
  for (const t of ['delegate_search_ai', 'delegate_search_au', 'delegate_search_ad'])
    await sql`drop trigger if exists ${sql.id(t)}`.execute(db);
  await sql`drop table "delegateSearch"`.execute(db);
  const unindexed = keys ? sql`, ${sql.join([...KEYS, 'delegateId'].map((c) => sql`${sql.ref(c)} unindexed`))}` : sql``;
  await sql`create virtual table "delegateSearch" using fts5("searchText"${unindexed}, tokenize = 'trigram')`.execute(db);
  await sql`insert into "delegateSearch" (rowid, ${targets})
    select "r"."n", ${from('d')} from "delegate" "d" join "delegateSearchRow" "r" on "r"."delegateId" = "d"."id"`.execute(db);
  await sql`create trigger "delegate_search_ai" after insert on "delegate" begin
      insert into "delegateSearchRow" ("delegateId") values (new."id");
      insert into "delegateSearch" (rowid, ${targets}) values (${place('new')}, ${from('new')});
    end`.execute(db);
  const assignments = sql.join(copied.map((c) => sql`${sql.ref(c)} = ${sql.ref(`new.${c}`)}`));
  await sql`create trigger "delegate_search_au" after update of ${sql.join(copied.map((c) => sql.ref(c)))} on "delegate" begin
      update "delegateSearch" set ${assignments} where rowid = ${place('new')};
    end`.execute(db);
  await sql`create trigger "delegate_search_ad" after delete on "delegate" begin
      delete from "delegateSearch" where rowid = ${place('old')};
      delete from "delegateSearchRow" where "delegateId" = old."id";
    end`.execute(db);
}

/**
 * SQLite's trigram index (migration 004-finder) keeps each delegate's id and the sort keys of their names and
 * institution (migration 025) beside their search text, unindexed: a search's matches read from the index are sorted
 * by them without each match's row being looked up (issue 28; decision 034). Its update trigger follows the keys too
 * («GOMEZ» made «Gómez» leaves the search text as it was). PostgreSQL's pg_trgm index is on the delegate's own
 * column: nothing changes there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) await rebuild(db, true);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) await rebuild(db, false);
}
