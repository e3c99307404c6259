import type { Kysely } from 'kysely';

/**
 * Votes cast from phones (issue 29, decision 036). Ballots are not live-log commands: they live here, keyed by the
 * vote's ballots id (fresh at each opening, never reused), one transaction each.
 * - `ballot`: who voted, one row per vote and delegation, with where the ballot came from; the choice only in a
 *   recorded vote (null in a secret one, so no row links a delegation to a secret choice).
 * - `ballotTally`: a secret vote's counts, one row per vote, without times.
 * - `ballotAction`: each ballot's action id and the answer it was given (counted or «ya votó»), never the choice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ballot')
    .addColumn('voteId', 'varchar(64)', (c) => c.notNull())
    .addColumn('delegationId', 'varchar(64)', (c) => c.notNull())
    .addColumn('commissionId', 'varchar(64)', (c) => c.notNull().references('commission.id').onDelete('cascade'))
    .addColumn('choice', 'varchar(20)')
    .addColumn('source', 'varchar(10)', (c) => c.notNull())
    .addColumn('castBy', 'varchar(64)')
    .addColumn('castAt', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('ballot_pk', ['voteId', 'delegationId'])
    .execute();
  await db.schema
    .createTable('ballotTally')
    .addColumn('voteId', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('commissionId', 'varchar(64)', (c) => c.notNull().references('commission.id').onDelete('cascade'))
    .addColumn('yes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('no', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('abstain', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('ballotAction')
    .addColumn('commissionId', 'varchar(64)', (c) => c.notNull().references('commission.id').onDelete('cascade'))
    .addColumn('actionId', 'varchar(64)', (c) => c.notNull())
    .addColumn('voteId', 'varchar(64)', (c) => c.notNull())
    .addColumn('delegationId', 'varchar(64)', (c) => c.notNull())
    .addColumn('counted', 'integer', (c) => c.notNull())
    .addColumn('eligible', 'integer', (c) => c.notNull())
    .addColumn('castAt', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('ballot_action_pk', ['commissionId', 'actionId'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ballotAction').ifExists().execute();
  await db.schema.dropTable('ballotTally').ifExists().execute();
  await db.schema.dropTable('ballot').ifExists().execute();
}
