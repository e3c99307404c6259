import type { Kysely } from 'kysely';

/**
 * How each commission's projected banner looks (PRODUCT §5 settings/{id}): JSON of BannerAppearance.
 * Null on commissions saved before it existed: they read the defaults.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('commission').addColumn('banner', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('commission').dropColumn('banner').execute();
}
