import type { Kysely } from 'kysely';

/**
 * Guessing limits and the mail queue: `attemptLimit` keeps the counters of the per-account sign-in and
 * password-change limits and the load codes' checks (in the database, so every process shares them);
 * `mailOutbox` gets the delivery attempts and the time of the next one (null: nothing to deliver).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('attemptLimit')
    .addColumn('key', 'varchar(300)', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('windowStartedAt', 'varchar(30)', (c) => c.notNull())
    .addColumn('lastAt', 'varchar(30)', (c) => c.notNull())
    .addColumn('blockedUntil', 'varchar(30)')
    .execute();
  await db.schema
    .alterTable('mailOutbox')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('mailOutbox').addColumn('nextAttemptAt', 'varchar(30)').execute();
  await db.schema.createIndex('mail_outbox_next_attempt_idx').on('mailOutbox').column('nextAttemptAt').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('mail_outbox_next_attempt_idx').ifExists().execute();
  await db.schema.alterTable('mailOutbox').dropColumn('nextAttemptAt').execute();
  await db.schema.alterTable('mailOutbox').dropColumn('attempts').execute();
  await db.schema.dropTable('attemptLimit').ifExists().execute();
}
