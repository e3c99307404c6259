import type { Kysely } from 'kysely';

/**
 * Advisors' links (decision 040): one per institution in force at a time (the one issued last; an earlier one is revoked
 * when a new one is issued), each with its code (unique), when and by whom it was issued and revoked.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('advisorLink')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('institution', 'varchar(200)', (c) => c.notNull())
    .addColumn('code', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('createdAt', 'varchar(30)', (c) => c.notNull())
    .addColumn('createdBy', 'varchar(64)')
    .addColumn('revokedAt', 'varchar(30)')
    .addColumn('revokedBy', 'varchar(64)')
    .execute();
  await db.schema.createIndex('advisor_link_institution_idx').on('advisorLink').columns(['institution', 'revokedAt']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('advisorLink').ifExists().execute();
}
