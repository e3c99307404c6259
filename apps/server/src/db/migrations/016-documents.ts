import type { Kysely } from 'kysely';

/**
 * A commission's documents (PRODUCT §2 Document): the document, its delegations (sponsors and signatories; the
 * author is a column) and its versions, one row per uploaded file, the old ones kept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('document')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('commissionId', 'varchar(64)', (c) => c.notNull().references('commission.id'))
    .addColumn('kind', 'varchar(30)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('visibility', 'varchar(20)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('statusComment', 'text')
    .addColumn('authorDelegationId', 'varchar(64)')
    .addColumn('createdBy', 'varchar(64)')
    .addColumn('createdAt', 'varchar(30)', (c) => c.notNull())
    .addColumn('updatedAt', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('document_commission_idx').on('document').columns(['commissionId', 'createdAt']).execute();
  await db.schema.createIndex('document_author_idx').on('document').column('authorDelegationId').execute();
  await db.schema
    .createTable('documentDelegation')
    .addColumn('documentId', 'varchar(64)', (c) => c.notNull().references('document.id').onDelete('cascade'))
    .addColumn('delegationId', 'varchar(64)', (c) => c.notNull())
    .addColumn('role', 'varchar(20)', (c) => c.notNull())
    .addPrimaryKeyConstraint('document_delegation_pk', ['documentId', 'delegationId', 'role'])
    .execute();
  await db.schema
    .createTable('documentVersion')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('documentId', 'varchar(64)', (c) => c.notNull().references('document.id').onDelete('cascade'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('fileKey', 'varchar(100)', (c) => c.notNull())
    .addColumn('mediaType', 'varchar(100)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(300)', (c) => c.notNull())
    .addColumn('uploadedBy', 'varchar(64)')
    .addColumn('createdAt', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('document_version_number_uq', ['documentId', 'number'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('documentVersion').execute();
  await db.schema.dropTable('documentDelegation').execute();
  await db.schema.dropTable('document').execute();
}
