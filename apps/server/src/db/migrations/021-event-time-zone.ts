import type { Kysely } from 'kysely';

/**
 * The event's clock as a setting: the IANA zone the server writes the event's dates in (certificates, the acta,
 * messages). Installs from before it keep America/Bogota, the zone that was fixed until then.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('eventSettings')
    .addColumn('timeZone', 'varchar(64)', (c) => c.notNull().defaultTo('America/Bogota'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('eventSettings').dropColumn('timeZone').execute();
}
