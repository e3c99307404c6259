import type { Kysely } from 'kysely';

/**
 * An adopted resolution published among its commission's documents (PRODUCT §10, decision 038): the document keeps the
 * working paper it was made from, once (the unique index: a paper is published as one document however often it is asked).
 * No action on a paper's delete: papers go only with their commission, and its documents with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('document')
    .addColumn('paperId', 'varchar(64)', (c) => c.references('workingPaper.id'))
    .execute();
  await db.schema.createIndex('document_paper_uq').unique().on('document').column('paperId').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('document_paper_uq').ifExists().execute();
  await db.schema.alterTable('document').dropColumn('paperId').execute();
}
