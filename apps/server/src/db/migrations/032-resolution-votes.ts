import { type Kysely, sql } from 'kysely';

/**
 * Division of the question and the draft's own vote (PRODUCT §10, decision 038): `workingPaperDivision` holds each
 * motion to divide a draft, the operative clauses it divides as they read then (JSON) and the outcomes recorded so far
 * (JSON, the motion first); `workingPaper` gains the version approved as a draft (the adopted text's diff base), when
 * and how its vote ended, and an adopted resolution's number in its commission (one number once: the unique index).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [column, type] of [
    ['draftVersion', 'integer'],
    ['decidedAt', 'varchar(30)'],
    ['resolutionNumber', 'integer'],
    ['resolutionSymbol', 'varchar(60)'],
    ['voteFavor', 'integer'],
    ['voteContra', 'integer'],
    ['voteAbstain', 'integer'],
  ] as const)
    await db.schema.alterTable('workingPaper').addColumn(column, type).execute();
  await db.schema
    .createIndex('working_paper_resolution_number_uq')
    .unique()
    .on('workingPaper')
    .columns(['commissionId', 'resolutionNumber'])
    .execute();
  // A draft approved before: its draft version is the one before its first amendment applied, or the version in force.
  await sql`update "workingPaper" set "draftVersion" = coalesce((select min(a."appliedVersion") - 1 from "workingPaperAmendment" a where a."paperId" = "workingPaper"."id"), "version") where "status" = 'proyecto'`.execute(
    db,
  );
  await db.schema
    .createTable('workingPaperDivision')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('paperId', 'varchar(64)', (c) => c.notNull().references('workingPaper.id').onDelete('cascade'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('clauses', 'text', (c) => c.notNull())
    .addColumn('outcomes', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'varchar(30)', (c) => c.notNull())
    .addColumn('decidedAt', 'varchar(30)')
    .addColumn('appliedVersion', 'integer')
    .addUniqueConstraint('working_paper_division_number_uq', ['paperId', 'number'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('workingPaperDivision').ifExists().execute();
  await db.schema.dropIndex('working_paper_resolution_number_uq').ifExists().execute();
  for (const column of ['voteAbstain', 'voteContra', 'voteFavor', 'resolutionSymbol', 'resolutionNumber', 'decidedAt', 'draftVersion'])
    await db.schema.alterTable('workingPaper').dropColumn(column).execute();
}
