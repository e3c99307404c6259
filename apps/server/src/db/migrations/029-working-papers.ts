import type { Kysely } from 'kysely';

/**
 * The working-paper workspace (PRODUCT §10, decision 038): a commission's working papers, written in the browser by
 * their sponsor delegations and the chair. `workingPaper` holds the text in force (`title`, and the clauses as JSON
 * in `body`) at `version`; every save adds a row to `workingPaperVersion` (the history the later diff reads, and the
 * base a save made on an older version is merged against); `workingPaperSponsor` lists the sponsors in order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('workingPaper')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('commissionId', 'varchar(64)', (c) => c.notNull().references('commission.id').onDelete('cascade'))
    .addColumn('title', 'varchar(800)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('createdAt', 'varchar(30)', (c) => c.notNull())
    .addColumn('updatedAt', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('working_paper_commission_idx').on('workingPaper').columns(['commissionId', 'updatedAt']).execute();
  await db.schema
    .createTable('workingPaperSponsor')
    .addColumn('paperId', 'varchar(64)', (c) => c.notNull().references('workingPaper.id').onDelete('cascade'))
    .addColumn('delegationId', 'varchar(64)', (c) => c.notNull().references('delegation.id').onDelete('cascade'))
    .addColumn('addedAt', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('working_paper_sponsor_pk', ['paperId', 'delegationId'])
    .execute();
  await db.schema.createIndex('working_paper_sponsor_delegation_idx').on('workingPaperSponsor').column('delegationId').execute();
  await db.schema
    .createTable('workingPaperVersion')
    .addColumn('paperId', 'varchar(64)', (c) => c.notNull().references('workingPaper.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('title', 'varchar(800)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('savedAt', 'varchar(30)', (c) => c.notNull())
    .addColumn('delegationId', 'varchar(64)')
    .addColumn('delegateId', 'varchar(64)')
    .addColumn('staffUid', 'varchar(64)')
    .addColumn('merged', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('working_paper_version_pk', ['paperId', 'version'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('workingPaperVersion').ifExists().execute();
  await db.schema.dropTable('workingPaperSponsor').ifExists().execute();
  await db.schema.dropTable('workingPaper').ifExists().execute();
}
