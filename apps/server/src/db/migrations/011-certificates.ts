import type { Kysely } from 'kysely';

/**
 * Certificates (PRODUCT §2 Certificate): one row per certificate issued, with the holder's verified name
 * kept at issue time (the delegate may be erased later: the certificate stays verifiable with the name only),
 * and the certificate part of the event settings (threshold, texts, signatures, logo).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('certificate')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('code', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('delegateId', 'varchar(64)')
    .addColumn('commissionId', 'varchar(64)')
    .addColumn('awardId', 'varchar(64)')
    .addColumn('holderName', 'varchar(300)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('commissionName', 'varchar(200)', (c) => c.notNull())
    .addColumn('delegationName', 'varchar(200)', (c) => c.notNull())
    .addColumn('issuedAt', 'varchar(30)', (c) => c.notNull())
    .addColumn('issuedBy', 'varchar(64)')
    .addColumn('revokedAt', 'varchar(30)')
    .addColumn('revokedReason', 'varchar(300)')
    .addColumn('replacedBy', 'varchar(64)')
    .addColumn('downloadedAt', 'varchar(30)')
    .addColumn('sentAt', 'varchar(30)')
    .addColumn('createdAt', 'varchar(30)', (c) => c.notNull())
    .addColumn('updatedAt', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('certificate_delegate_idx').on('certificate').column('delegateId').execute();
  await db.schema.createIndex('certificate_commission_idx').on('certificate').column('commissionId').execute();

  await db.schema
    .alterTable('eventSettings')
    .addColumn('certificateThreshold', 'integer', (c) => c.notNull().defaultTo(80))
    .execute();
  for (const column of ['certificateTitle', 'certificateBody', 'certificateFooter', 'certificateSignatures', 'certificateLogo']) {
    await db.schema.alterTable('eventSettings').addColumn(column, 'text').execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of [
    'certificateThreshold',
    'certificateTitle',
    'certificateBody',
    'certificateFooter',
    'certificateSignatures',
    'certificateLogo',
  ]) {
    await db.schema.alterTable('eventSettings').dropColumn(column).execute();
  }
  await db.schema.dropTable('certificate').execute();
}
