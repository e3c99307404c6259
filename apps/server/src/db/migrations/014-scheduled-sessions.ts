import type { Kysely } from 'kysely';

/**
 * Sessions scheduled ahead (PRODUCT §2 `programada`): title, optional topic and start (ISO UTC). A row stays
 * pending while `sessionId` is null; opening it links the numbered live session it became. Sessions are
 * numbered when they open, so a schedule never leaves gaps in the numbers of the acta.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('scheduledSession')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('commissionId', 'varchar(64)', (c) => c.notNull().references('commission.id').onDelete('cascade'))
    .addColumn('title', 'varchar(400)', (c) => c.notNull())
    .addColumn('topic', 'varchar(400)', (c) => c.notNull())
    .addColumn('startsAt', 'varchar(30)', (c) => c.notNull())
    .addColumn('sessionId', 'varchar(64)', (c) => c.references('liveSession.id').onDelete('set null'))
    .addColumn('createdBy', 'varchar(64)')
    .addColumn('createdAt', 'varchar(30)', (c) => c.notNull())
    .addColumn('updatedAt', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('scheduled_session_commission_idx').on('scheduledSession').columns(['commissionId', 'startsAt']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('scheduled_session_commission_idx').ifExists().execute();
  await db.schema.dropTable('scheduledSession').ifExists().execute();
}
