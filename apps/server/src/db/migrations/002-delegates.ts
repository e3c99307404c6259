import type { Kysely } from 'kysely';

/** Delegations, delegates, access codes (school loads…), load history and access switches. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('delegation')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('commissionId', 'varchar(64)', (c) => c.notNull().references('commission.id').onDelete('cascade'))
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('isoCode', 'varchar(2)')
    .addColumn('kind', 'varchar(12)', (c) => c.notNull())
    .addColumn('veto', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('createdAt', 'varchar(30)', (c) => c.notNull())
    .addColumn('updatedAt', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('delegation_commission_name', ['commissionId', 'name'])
    .execute();

  await db.schema
    .createTable('delegate')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('firstNames', 'varchar(80)', (c) => c.notNull())
    .addColumn('lastNames', 'varchar(80)', (c) => c.notNull())
    .addColumn('documentType', 'varchar(2)', (c) => c.notNull())
    .addColumn('documentNumber', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('birthDate', 'varchar(10)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('phone', 'varchar(40)')
    .addColumn('institution', 'varchar(80)', (c) => c.notNull())
    .addColumn('grade', 'varchar(60)')
    .addColumn('guardianName', 'varchar(120)')
    .addColumn('guardianPhone', 'varchar(40)')
    .addColumn('preferences', 'text', (c) => c.notNull())
    .addColumn('commissionId', 'varchar(64)', (c) => c.references('commission.id').onDelete('set null'))
    .addColumn('delegationId', 'varchar(64)', (c) => c.references('delegation.id').onDelete('set null'))
    .addColumn('assignmentManual', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('personalCode', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('source', 'varchar(16)', (c) => c.notNull())
    .addColumn('consentTermsVersion', 'integer')
    .addColumn('consentPrivacyVersion', 'integer')
    .addColumn('consentAt', 'varchar(30)')
    .addColumn('verifiedAt', 'varchar(30)')
    .addColumn('checkedInAt', 'varchar(30)')
    .addColumn('checkedInBy', 'varchar(64)')
    .addColumn('kit', 'text', (c) => c.notNull())
    .addColumn('notes', 'text', (c) => c.notNull())
    .addColumn('searchText', 'text', (c) => c.notNull())
    .addColumn('loadId', 'varchar(64)')
    .addColumn('createdAt', 'varchar(30)', (c) => c.notNull())
    .addColumn('updatedAt', 'varchar(30)', (c) => c.notNull())
    .execute();
  for (const col of ['status', 'commissionId', 'delegationId', 'institution', 'lastNames', 'createdAt']) {
    await db.schema.createIndex(`delegate_${col}_idx`).on('delegate').column(col).execute();
  }

  await db.schema
    .createTable('accessCode')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('purpose', 'varchar(12)', (c) => c.notNull())
    .addColumn('code', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('commissionId', 'varchar(64)', (c) => c.references('commission.id').onDelete('cascade'))
    .addColumn('institution', 'varchar(80)')
    .addColumn('quota', 'integer')
    .addColumn('expiresAt', 'varchar(30)')
    .addColumn('revoked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createdBy', 'varchar(64)')
    .addColumn('createdAt', 'varchar(30)', (c) => c.notNull())
    .addColumn('updatedAt', 'varchar(30)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('delegateLoad')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('accessCodeId', 'varchar(64)', (c) => c.references('accessCode.id').onDelete('set null'))
    .addColumn('institution', 'varchar(80)', (c) => c.notNull())
    .addColumn('fileName', 'varchar(200)')
    .addColumn('created', 'integer', (c) => c.notNull())
    .addColumn('updated', 'integer', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)')
    .addColumn('createdAt', 'varchar(30)', (c) => c.notNull())
    .addColumn('updatedAt', 'varchar(30)', (c) => c.notNull())
    .execute();

  // Key/value store of the access switches (capability:<Role>:<key>, public:features) — JSON values.
  await db.schema
    .createTable('accessSetting')
    .addColumn('key', 'varchar(120)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'varchar(30)', (c) => c.notNull())
    .addColumn('updatedAt', 'varchar(30)', (c) => c.notNull())
    .execute();

  // A held lock (e.g. automatic assignment) so a long job cannot run twice at once, across processes.
  await db.schema
    .createTable('jobLock')
    .addColumn('name', 'varchar(80)', (c) => c.primaryKey())
    .addColumn('holder', 'varchar(64)', (c) => c.notNull())
    .addColumn('expiresAt', 'varchar(30)', (c) => c.notNull())
    .addColumn('createdAt', 'varchar(30)', (c) => c.notNull())
    .addColumn('updatedAt', 'varchar(30)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['jobLock', 'accessSetting', 'delegateLoad', 'accessCode', 'delegate', 'delegation']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
