import { type RawBuilder, sql } from 'kysely';
import { COUNTER_TABLES } from './counter-tables';
import { type Db, GENERATION_CHANNEL } from './database';
import { INSERTS_MOVE_NOTHING } from './table-groups';

/** Table names as SQL literals, for a `do` block (which takes no parameters). */
const named = (tables: readonly string[]) => sql.join(tables.map((table) => sql.lit(table)));

/** The tables of the app's schema that `filter` (on `pg_class c`) keeps, as a query for a `do` block's loop. */
const tablesOfSchema = (filter: RawBuilder<unknown>) => sql`
  select c.oid::regclass from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = current_schema() and c.relkind in ('r', 'p') and ${filter}`;

/**
 * PostgreSQL: every table of the schema (Quórum's and the auth library's, so a sign-out is heard too) gets a
 * statement trigger that notifies `GENERATION_CHANNEL` on insert, update, delete or truncate, with the
 * table's name, which says the groups it moves (db/table-groups.ts).
 * PostgreSQL delivers a notification only when its transaction commits, once per transaction and table, to
 * every listening process: each moves its data generation (`db/database.ts`). Run after every migration, so a table added by
 * a later migration gets its trigger without that migration knowing; only tables still without one are
 * touched, under a lock, so processes starting together do not race. Counter tables (db/counter-tables.ts)
 * get none, and lose one an earlier version gave them. The tables whose inserts move nothing (`INSERTS_MOVE_NOTHING`,
 * db/table-groups.ts) notify their updates, deletes and truncates only; one whose trigger an earlier version made
 * for inserts too gets it made again.
 */
export async function ensureGenerationTriggers(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('quorum_generation_triggers'))`.execute(trx);
    await sql`
      create or replace function quorum_generation_moved() returns trigger language plpgsql as $$
      begin
        perform pg_notify(${sql.lit(GENERATION_CHANNEL)}, tg_table_name);
        return null;
      end $$`.execute(trx);
    await sql`
      do $$
      declare t regclass;
      begin
        for t in ${tablesOfSchema(sql`c.relname not in (${named([...COUNTER_TABLES, ...INSERTS_MOVE_NOTHING])})
            and not exists (select 1 from pg_trigger g where g.tgrelid = c.oid and g.tgname = 'quorum_generation')`)}
        loop
          execute format('create trigger quorum_generation after insert or update or delete or truncate on %s '
            'for each statement execute function quorum_generation_moved()', t);
        end loop;
      end $$`.execute(trx);
    for (const table of COUNTER_TABLES) await sql`drop trigger if exists quorum_generation on ${sql.table(table)}`.execute(trx);
    if (INSERTS_MOVE_NOTHING.length === 0) return;
    // A trigger that fires on inserts too (bit 4 of tgtype), as an earlier version made it, is made again.
    await sql`
      do $$
      declare t regclass;
      begin
        for t in ${tablesOfSchema(sql`c.relname in (${named(INSERTS_MOVE_NOTHING)})`)}
        loop
          if exists (select 1 from pg_trigger g where g.tgrelid = t and g.tgname = 'quorum_generation' and g.tgtype & 4 <> 0) then
            execute format('drop trigger quorum_generation on %s', t);
          end if;
          if not exists (select 1 from pg_trigger g where g.tgrelid = t and g.tgname = 'quorum_generation') then
            execute format('create trigger quorum_generation after update or delete or truncate on %s '
              'for each statement execute function quorum_generation_moved()', t);
          end if;
        end loop;
      end $$`.execute(trx);
  });
}
