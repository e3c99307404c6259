import type { Kysely } from 'kysely';

/**
 * Attachments of a mail message: files of the file manager, in the order the sender chose. The
 * row keeps the file's store key, name, media type and size as they were when the message was written, so the
 * queue streams the same bytes at send time and the history names them even after a rename.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mailAttachment')
    .addColumn('messageId', 'varchar(64)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('fileId', 'varchar(64)', (c) => c.notNull())
    .addColumn('storageKey', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(300)', (c) => c.notNull())
    .addColumn('mediaType', 'varchar(200)', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('mail_attachment_pk', ['messageId', 'position'])
    .execute();
  await db.schema.createIndex('mail_attachment_file_idx').on('mailAttachment').column('fileId').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mailAttachment').execute();
}
