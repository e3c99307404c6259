import type { Kysely } from 'kysely';

/** An article's cover image (PRODUCT §2 Article): the stored, re-encoded image's key, size, checksum and type. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('article').addColumn('coverKey', 'varchar(120)').execute();
  await db.schema.alterTable('article').addColumn('coverSize', 'integer').execute();
  await db.schema.alterTable('article').addColumn('coverSha256', 'varchar(64)').execute();
  await db.schema.alterTable('article').addColumn('coverMediaType', 'varchar(40)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['coverKey', 'coverSize', 'coverSha256', 'coverMediaType'])
    await db.schema.alterTable('article').dropColumn(column).execute();
}
