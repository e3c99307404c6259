import type { Kysely } from 'kysely';

/**
 * The live committee (PRODUCT §2): sessions, roll calls and their marks per delegate, and one append-only
 * log per commission with its state version. `liveLog` is never updated nor deleted from: an undo is a new
 * entry. Its action ids are unique per commission, so a repeated command is found instead of applied twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('liveSession')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('commissionId', 'varchar(64)', (c) => c.notNull().references('commission.id').onDelete('cascade'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('title', 'varchar(400)', (c) => c.notNull())
    .addColumn('topic', 'varchar(400)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('openedAt', 'varchar(30)')
    .addColumn('closedAt', 'varchar(30)')
    .addColumn('createdAt', 'varchar(30)', (c) => c.notNull())
    .addColumn('updatedAt', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('live_session_number_unique', ['commissionId', 'number'])
    .execute();
  await db.schema
    .createTable('rollCall')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('commissionId', 'varchar(64)', (c) => c.notNull().references('commission.id').onDelete('cascade'))
    .addColumn('sessionId', 'varchar(64)', (c) => c.references('liveSession.id').onDelete('cascade'))
    .addColumn('mode', 'varchar(10)', (c) => c.notNull())
    .addColumn('openedAt', 'varchar(30)', (c) => c.notNull())
    .addColumn('closedAt', 'varchar(30)')
    .addColumn('openedBy', 'varchar(64)')
    .addColumn('createdAt', 'varchar(30)', (c) => c.notNull())
    .addColumn('updatedAt', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('roll_call_commission_idx').on('rollCall').columns(['commissionId', 'openedAt']).execute();
  await db.schema
    .createTable('rollCallMark')
    .addColumn('rollCallId', 'varchar(64)', (c) => c.notNull().references('rollCall.id').onDelete('cascade'))
    .addColumn('delegateId', 'varchar(64)', (c) => c.notNull())
    .addColumn('delegationId', 'varchar(64)', (c) => c.notNull())
    .addColumn('status', 'varchar(30)', (c) => c.notNull())
    .addColumn('markedAt', 'varchar(30)', (c) => c.notNull())
    .addColumn('markedBy', 'varchar(64)')
    .addPrimaryKeyConstraint('roll_call_mark_pk', ['rollCallId', 'delegateId'])
    .execute();
  await db.schema
    .createTable('liveState')
    .addColumn('commissionId', 'varchar(64)', (c) => c.primaryKey().references('commission.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('lastSequence', 'integer', (c) => c.notNull())
    .addColumn('updatedAt', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('liveLog')
    .addColumn('commissionId', 'varchar(64)', (c) => c.notNull().references('commission.id').onDelete('cascade'))
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('actionId', 'varchar(64)', (c) => c.notNull())
    .addColumn('event', 'varchar(60)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('actorId', 'varchar(64)')
    .addColumn('createdAt', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('live_log_pk', ['commissionId', 'sequence'])
    .addUniqueConstraint('live_log_action_unique', ['commissionId', 'actionId'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('liveLog').ifExists().execute();
  await db.schema.dropTable('liveState').ifExists().execute();
  await db.schema.dropTable('rollCallMark').ifExists().execute();
  await db.schema.dropIndex('roll_call_commission_idx').ifExists().execute();
  await db.schema.dropTable('rollCall').ifExists().execute();
  await db.schema.dropTable('liveSession').ifExists().execute();
}
