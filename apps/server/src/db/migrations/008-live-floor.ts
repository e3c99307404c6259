import type { Kysely } from 'kysely';

/**
 * The floor of a commission's live session (speakers, speech and caucus timers, motions, the vote in
 * progress, results, warnings): one JSON document beside the state version, changed in the same transaction
 * as the log entry that records the change. Null until the first command that touches the floor.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('liveState').addColumn('floor', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('liveState').dropColumn('floor').execute();
}
