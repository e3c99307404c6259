import type { Kysely } from 'kysely';

/**
 * From working paper to draft resolution (PRODUCT §10, decision 038): the delegations that sign a paper from their
 * phones (`workingPaperSignatory`, one row per delegation), and where the paper stands (`status`: `borrador`, or
 * `proyecto` once the chair approved it with its threshold reached, `approvedAt`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('workingPaper')
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('borrador'))
    .execute();
  await db.schema.alterTable('workingPaper').addColumn('approvedAt', 'varchar(30)').execute();
  await db.schema
    .createTable('workingPaperSignatory')
    .addColumn('paperId', 'varchar(64)', (c) => c.notNull().references('workingPaper.id').onDelete('cascade'))
    .addColumn('delegationId', 'varchar(64)', (c) => c.notNull().references('delegation.id').onDelete('cascade'))
    .addColumn('delegateId', 'varchar(64)', (c) => c.notNull())
    .addColumn('signedAt', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('working_paper_signatory_pk', ['paperId', 'delegationId'])
    .execute();
  await db.schema.createIndex('working_paper_signatory_delegation_idx').on('workingPaperSignatory').column('delegationId').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('workingPaperSignatory').ifExists().execute();
  await db.schema.alterTable('workingPaper').dropColumn('approvedAt').execute();
  await db.schema.alterTable('workingPaper').dropColumn('status').execute();
}
