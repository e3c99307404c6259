import type { Kysely } from 'kysely';

/**
 * Amendments to a draft resolution (PRODUCT §10, decision 038): `workingPaperAmendment`, each numbered in its paper,
 * targets a clause by id (add after it, change its words, strike it), proposed from a delegation's phone, with where
 * it stands and the version it made when applied; `workingPaperAmendmentAnswer` holds each sponsor delegation's
 * answer (friendly or not), once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('workingPaperAmendment')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('paperId', 'varchar(64)', (c) => c.notNull().references('workingPaper.id').onDelete('cascade'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('list', 'varchar(20)', (c) => c.notNull())
    .addColumn('clauseId', 'varchar(64)')
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('delegationId', 'varchar(64)', (c) => c.notNull().references('delegation.id').onDelete('cascade'))
    .addColumn('delegateId', 'varchar(64)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('createdAt', 'varchar(30)', (c) => c.notNull())
    .addColumn('decidedAt', 'varchar(30)')
    .addColumn('appliedVersion', 'integer')
    .addUniqueConstraint('working_paper_amendment_number_uq', ['paperId', 'number'])
    .execute();
  await db.schema
    .createTable('workingPaperAmendmentAnswer')
    .addColumn('amendmentId', 'varchar(64)', (c) => c.notNull().references('workingPaperAmendment.id').onDelete('cascade'))
    .addColumn('delegationId', 'varchar(64)', (c) => c.notNull().references('delegation.id').onDelete('cascade'))
    .addColumn('accepted', 'integer', (c) => c.notNull())
    .addColumn('answeredAt', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('working_paper_amendment_answer_pk', ['amendmentId', 'delegationId'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('workingPaperAmendmentAnswer').ifExists().execute();
  await db.schema.dropTable('workingPaperAmendment').ifExists().execute();
}
