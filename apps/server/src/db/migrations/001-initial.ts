import { type Kysely, sql } from 'kysely';

/** Staff profiles, commissions, event settings, legal texts, audit, mail outbox and setup tokens. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('profile')
    .addColumn('uid', 'varchar(64)', (c) => c.primaryKey().references('auth_user.id').onDelete('cascade'))
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('grade', 'varchar(80)')
    .addColumn('role', 'varchar(20)', (c) => c.notNull())
    .addColumn('ti', 'varchar(40)')
    .addColumn('phone', 'varchar(40)')
    .addColumn('wpUserId', 'varchar(64)')
    .addColumn('comissionId', 'varchar(64)')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('language', 'varchar(5)', (c) => c.notNull().defaultTo('es'))
    .addColumn('lastLoginAt', 'varchar(30)')
    .addColumn('createdAt', 'varchar(30)', (c) => c.notNull())
    .addColumn('updatedAt', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('profile_role_idx').on('profile').columns(['role', 'active']).execute();

  await db.schema
    .createTable('commission')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('acronym', 'varchar(20)', (c) => c.notNull())
    .addColumn('kind', 'varchar(30)', (c) => c.notNull())
    .addColumn('topics', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('room', 'varchar(120)')
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('language', 'varchar(40)', (c) => c.notNull())
    .addColumn('rules', 'text', (c) => c.notNull())
    .addColumn('projectionCode', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('archived', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', 'varchar(30)', (c) => c.notNull())
    .addColumn('updatedAt', 'varchar(30)', (c) => c.notNull())
    .execute();
  await sql`create unique index commission_name_unique on commission (lower(name))`.execute(db);

  await db.schema
    .createTable('eventSettings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'varchar(160)', (c) => c.notNull())
    .addColumn('shortName', 'varchar(40)', (c) => c.notNull())
    .addColumn('startDate', 'varchar(10)')
    .addColumn('endDate', 'varchar(10)')
    .addColumn('venue', 'varchar(200)')
    .addColumn('city', 'varchar(120)')
    .addColumn('contactEmail', 'varchar(254)')
    .addColumn('createdAt', 'varchar(30)', (c) => c.notNull())
    .addColumn('updatedAt', 'varchar(30)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('legalText')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('publishedBy', 'varchar(64)')
    .addColumn('publishedAt', 'varchar(30)', (c) => c.notNull())
    .addColumn('createdAt', 'varchar(30)', (c) => c.notNull())
    .addColumn('updatedAt', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('legal_text_kind_version', ['kind', 'version'])
    .execute();

  await db.schema
    .createTable('auditLog')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('actorId', 'varchar(64)')
    .addColumn('action', 'varchar(80)', (c) => c.notNull())
    .addColumn('entity', 'varchar(40)', (c) => c.notNull())
    .addColumn('entityId', 'varchar(64)')
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('ip', 'varchar(64)')
    .addColumn('createdAt', 'varchar(30)', (c) => c.notNull())
    .addColumn('updatedAt', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_created_idx').on('auditLog').column('createdAt').execute();

  await db.schema
    .createTable('mailOutbox')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('to', 'varchar(254)', (c) => c.notNull())
    .addColumn('subject', 'varchar(300)', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('sentAt', 'varchar(30)')
    .addColumn('createdAt', 'varchar(30)', (c) => c.notNull())
    .addColumn('updatedAt', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mail_outbox_created_idx').on('mailOutbox').column('createdAt').execute();

  await db.schema
    .createTable('setupToken')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('tokenHash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('expiresAt', 'varchar(30)', (c) => c.notNull())
    .addColumn('usedAt', 'varchar(30)')
    .addColumn('createdAt', 'varchar(30)', (c) => c.notNull())
    .addColumn('updatedAt', 'varchar(30)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['setupToken', 'mailOutbox', 'auditLog', 'legalText', 'eventSettings', 'commission', 'profile']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
