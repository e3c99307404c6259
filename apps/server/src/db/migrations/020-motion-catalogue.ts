import type { Kysely } from 'kysely';

/**
 * The event's motion catalogue (issue 26): each motion's majority and rank as JSON of MotionCatalogue. Null
 * until a Gestor saves one that differs from the default, and again when the default is restored.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('eventSettings').addColumn('motionCatalogue', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('eventSettings').dropColumn('motionCatalogue').execute();
}
