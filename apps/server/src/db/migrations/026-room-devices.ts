import type { Kysely } from 'kysely';

/**
 * The phones a delegate opened their room page on with their personal link (PRODUCT §9 «Room pass», decision 035):
 * one row per device session. The token lives only in the phone's HttpOnly cookie; the row keeps its SHA-256. A
 * device is ended (never deleted) by the chair or the Gestor, by a renewed personal code, or by a newer device
 * past the limit; gone with the delegate when they are erased.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('roomDevice')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('delegateId', 'varchar(64)', (c) => c.notNull().references('delegate.id').onDelete('cascade'))
    .addColumn('tokenHash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('label', 'varchar(40)', (c) => c.notNull())
    .addColumn('createdAt', 'varchar(30)', (c) => c.notNull())
    .addColumn('lastSeenAt', 'varchar(30)')
    .addColumn('endedAt', 'varchar(30)')
    .addColumn('endedBy', 'varchar(64)')
    .addColumn('endReason', 'varchar(20)')
    .execute();
  await db.schema.createIndex('room_device_delegate_idx').on('roomDevice').columns(['delegateId', 'endedAt', 'createdAt']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('roomDevice').ifExists().execute();
}
