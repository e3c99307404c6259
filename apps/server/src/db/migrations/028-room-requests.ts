import type { Kysely } from 'kysely';

/**
 * The digital placard (issue 29, decision 037): what a delegation asks for from its phone in a session — the floor, a
 * point, a right of reply, a motion — one row per delegation and request. Identical motions share `mergeKey` and are
 * one item of the chair's queue. The chair's rulings are live commands; `status` says where each request stands.
 * `actionId` is the phone's: the same one again answers the first answer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('roomRequest')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('commissionId', 'varchar(64)', (c) => c.notNull().references('commission.id').onDelete('cascade'))
    .addColumn('sessionId', 'varchar(64)', (c) => c.notNull().references('liveSession.id').onDelete('cascade'))
    .addColumn('delegationId', 'varchar(64)', (c) => c.notNull())
    .addColumn('delegateId', 'varchar(64)', (c) => c.notNull())
    .addColumn('actionId', 'varchar(64)', (c) => c.notNull())
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('point', 'varchar(30)')
    .addColumn('motion', 'text')
    .addColumn('mergeKey', 'varchar(1200)', (c) => c.notNull())
    .addColumn('status', 'varchar(15)', (c) => c.notNull())
    .addColumn('reason', 'varchar(800)')
    .addColumn('createdAt', 'varchar(30)', (c) => c.notNull())
    .addColumn('decidedAt', 'varchar(30)')
    .addUniqueConstraint('room_request_action_uq', ['commissionId', 'actionId'])
    .execute();
  await db.schema.createIndex('room_request_session_idx').on('roomRequest').columns(['sessionId', 'status']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('roomRequest').ifExists().execute();
}
