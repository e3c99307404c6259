import { delegateDuplicateKey } from '@quorum/shared';
import { type Kysely, SqliteAdapter, sql } from 'kysely';
import { storedSortKey } from '../spanish-order';

type Delegates = {
  delegate: { id: string; firstNames: string; lastNames: string; institution: string; birthDate: string };
};

const KEYS = ['lastNamesKey', 'firstNamesKey', 'institutionKey', 'duplicateKey'] as const;

/** Rows given their keys per statement: 5 parameters each, far under either database's limit. */
const BATCH = 1000;

/**
 * The delegate list in pages at tens of thousands of delegates (issue 28): each delegate stores the Spanish sort
 * key of their last names, first names and institution (`storedSortKey`, kept in step by the delegate store as
 * `searchText` is), compared byte by byte (PostgreSQL: collation "C"), and one index per sort the list offers,
 * ending in the id, so a page is a walk of its index from where the previous page ended. The finder walks the
 * names' index too: it replaces `delegate_name_order_idx` (raw names). The single-column indexes of `status` and
 * `createdAt` are the new ones' first column and go; `commissionId`'s becomes (commissionId, status), so the list's
 * commonest pair of filters is counted from the index alone. Beside them, the key of a possible duplicate
 * (`delegateDuplicateKey`, indexed): a page's flags are one look-up of its 25 keys. The keys of the delegates
 * already stored are computed here in batches of 1,000: one UPDATE … FROM (VALUES …) per batch.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  for (const key of KEYS) {
    const type = sqlite || key === 'duplicateKey' ? sql`text` : sql`text collate "C"`;
    await sql`alter table "delegate" add column ${sql.ref(key)} ${type} not null default ''`.execute(db);
  }
  const delegates = db.withTables<Delegates>();
  let after = '';
  for (;;) {
    const rows = await delegates
      .selectFrom('delegate')
      .select(['id', 'lastNames', 'firstNames', 'institution', 'birthDate'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (!rows.length) break;
    const values = sql.join(
      rows.map(
        (r) =>
          sql`(${sql.join([r.id, storedSortKey(r.lastNames), storedSortKey(r.firstNames), storedSortKey(r.institution), delegateDuplicateKey(r)])})`,
      ),
    );
    const names = sql.join(KEYS.map((key) => sql.ref(key)));
    const assignments = sql.join(KEYS.map((key) => sql`${sql.ref(key)} = "keys".${sql.ref(key)}`));
    await sql`with "keys" ("id", ${names}) as (values ${values})
      update "delegate" set ${assignments} from "keys" where "delegate"."id" = "keys"."id"`.execute(db);
    after = rows[rows.length - 1].id;
  }
  await db.schema.dropIndex('delegate_name_order_idx').ifExists().execute();
  for (const col of ['status', 'createdAt', 'commissionId']) await db.schema.dropIndex(`delegate_${col}_idx`).ifExists().execute();
  await db.schema.createIndex('delegate_order_lastNames_idx').on('delegate').columns(['lastNamesKey', 'firstNamesKey', 'id']).execute();
  await db.schema.createIndex('delegate_order_firstNames_idx').on('delegate').columns(['firstNamesKey', 'lastNamesKey', 'id']).execute();
  await db.schema.createIndex('delegate_order_institution_idx').on('delegate').columns(['institutionKey', 'id']).execute();
  for (const col of ['status', 'createdAt', 'documentNumber'])
    await db.schema.createIndex(`delegate_order_${col}_idx`).on('delegate').columns([col, 'id']).execute();
  await db.schema.createIndex('delegate_duplicateKey_idx').on('delegate').column('duplicateKey').execute();
  await db.schema.createIndex('delegate_commission_status_idx').on('delegate').columns(['commissionId', 'status']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const col of ['lastNames', 'firstNames', 'institution', 'status', 'createdAt', 'documentNumber'])
    await db.schema.dropIndex(`delegate_order_${col}_idx`).ifExists().execute();
  await db.schema.dropIndex('delegate_duplicateKey_idx').ifExists().execute();
  await db.schema.dropIndex('delegate_commission_status_idx').ifExists().execute();
  for (const key of KEYS) await db.schema.alterTable('delegate').dropColumn(key).execute();
  for (const col of ['status', 'createdAt', 'commissionId'])
    await db.schema.createIndex(`delegate_${col}_idx`).on('delegate').column(col).execute();
  await db.schema.createIndex('delegate_name_order_idx').on('delegate').columns(['lastNames', 'firstNames', 'id']).execute();
}
