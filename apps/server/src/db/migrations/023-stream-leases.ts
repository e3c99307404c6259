import type { Kysely } from 'kysely';

/**
 * The live streams open on every process of one PostgreSQL database, one row per stream while it is open, so the
 * limit of streams per user (LIVE_STREAMS_PER_USER) holds across processes (lib/stream-leases.ts). A counter
 * table (db/counter-tables.ts): writing it moves no kept read. SQLite, one process, counts them in memory.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('streamLease')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('streamKey', 'varchar(200)', (c) => c.notNull())
    .addColumn('processId', 'varchar(64)', (c) => c.notNull())
    .addColumn('expiresAt', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('streamLease_streamKey').on('streamLease').column('streamKey').execute();
  await db.schema.createIndex('streamLease_processId').on('streamLease').column('processId').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('streamLease').execute();
}
