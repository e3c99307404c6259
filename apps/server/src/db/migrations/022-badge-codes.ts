import { type Kysely, sql } from 'kysely';
import { newAccessCode } from '../../lib/ids';

type DelegateCodes = {
  delegate: { id: string; searchText: string; badgeCode: string };
};

/**
 * Badge codes (issue 27, decision 031): a code of its own for each delegate's badge and its QR, so a photo of a
 * badge no longer reads the personal code that opens their data. Every delegate already stored gets one (10
 * characters without look-alikes, the length of BADGE_CODE_LENGTH when this ran: a personal code has 12, so the
 * two never meet), appended to the search text as `delegateSearchText` writes it; SQLite's trigram index follows
 * through the trigger of migration 004. Unique; `updatedAt` is left as it was (nobody changed the delegate).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('delegate')
    .addColumn('badgeCode', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .execute();
  const delegates = db.withTables<DelegateCodes>();
  const rows = await delegates.selectFrom('delegate').select(['id', 'searchText']).execute();
  const taken = new Set<string>();
  for (const row of rows) {
    let code = newAccessCode(10);
    while (taken.has(code)) code = newAccessCode(10);
    taken.add(code);
    await delegates
      .updateTable('delegate')
      .set({ badgeCode: code, searchText: `${row.searchText} ${code.toLowerCase()}` })
      .where('id', '=', row.id)
      .execute();
  }
  await db.schema.createIndex('delegate_badgeCode_key').unique().on('delegate').column('badgeCode').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('delegate_badgeCode_key').execute();
  await sql`update "delegate" set "searchText" = trim(replace("searchText", lower("badgeCode"), ''))`.execute(db);
  await db.schema.alterTable('delegate').dropColumn('badgeCode').execute();
}
