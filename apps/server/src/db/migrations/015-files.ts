import type { Kysely } from 'kysely';

/**
 * The file manager (PRODUCT §2 File): folders and files per scope (`general` or a commission's id). A file
 * row keeps the store's key, the sniffed media type, size, SHA-256 and the original name as display text;
 * `deletedAt` puts a folder or file in the trash (a deleted folder hides its content without marking it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('fileFolder')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('scope', 'varchar(64)', (c) => c.notNull())
    .addColumn('parentId', 'varchar(64)')
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('nameKey', 'varchar(200)', (c) => c.notNull())
    .addColumn('createdBy', 'varchar(64)')
    .addColumn('createdAt', 'varchar(30)', (c) => c.notNull())
    .addColumn('deletedAt', 'varchar(30)')
    .execute();
  await db.schema
    .createTable('storedFile')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('scope', 'varchar(64)', (c) => c.notNull())
    .addColumn('folderId', 'varchar(64)')
    .addColumn('name', 'varchar(300)', (c) => c.notNull())
    .addColumn('storageKey', 'varchar(64)', (c) => c.notNull())
    .addColumn('mediaType', 'varchar(200)', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('uploadedBy', 'varchar(64)')
    .addColumn('createdAt', 'varchar(30)', (c) => c.notNull())
    .addColumn('deletedAt', 'varchar(30)')
    .execute();
  await db.schema.createIndex('file_folder_parent_idx').on('fileFolder').columns(['scope', 'parentId']).execute();
  await db.schema.createIndex('file_folder_deleted_idx').on('fileFolder').column('deletedAt').execute();
  await db.schema.createIndex('stored_file_folder_idx').on('storedFile').columns(['scope', 'folderId']).execute();
  await db.schema.createIndex('stored_file_deleted_idx').on('storedFile').column('deletedAt').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('storedFile').execute();
  await db.schema.dropTable('fileFolder').execute();
}
