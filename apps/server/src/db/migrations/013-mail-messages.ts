import type { Kysely } from 'kysely';

/**
 * Mail messages (PRODUCT §2 Mail message): what a chair or the Gestor wrote and to whom, one outbox row per
 * recipient with the HTML part beside the plain text; the queue picks the due rows by `nextAttemptAt`. The
 * Gestor's templates, one row per template changed from its default.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mailMessage')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('commissionId', 'varchar(64)')
    .addColumn('subject', 'varchar(200)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('recipientsKind', 'varchar(20)', (c) => c.notNull())
    .addColumn('recipientCount', 'integer', (c) => c.notNull())
    .addColumn('createdBy', 'varchar(64)', (c) => c.notNull())
    .addColumn('createdByName', 'varchar(200)', (c) => c.notNull())
    .addColumn('createdAt', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('mailTemplate')
    .addColumn('key', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('subject', 'varchar(200)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('updatedBy', 'varchar(64)')
    .addColumn('updatedAt', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mail_message_commission_idx').on('mailMessage').columns(['commissionId', 'createdAt']).execute();
  await db.schema.alterTable('mailOutbox').addColumn('html', 'text').execute();
  await db.schema.alterTable('mailOutbox').addColumn('messageId', 'varchar(64)').execute();
  await db.schema.alterTable('mailOutbox').addColumn('delegateId', 'varchar(64)').execute();
  await db.schema.createIndex('mail_outbox_message_idx').on('mailOutbox').column('messageId').execute();
  await db.schema.createIndex('mail_outbox_due_idx').on('mailOutbox').column('nextAttemptAt').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('mail_outbox_due_idx').execute();
  await db.schema.dropIndex('mail_outbox_message_idx').execute();
  for (const column of ['delegateId', 'messageId', 'html']) await db.schema.alterTable('mailOutbox').dropColumn(column).execute();
  await db.schema.dropTable('mailTemplate').execute();
  await db.schema.dropTable('mailMessage').execute();
}
