import type { Kysely } from 'kysely';

/**
 * Deleting a document puts it in the trash (PRODUCT §6: deletes of documents go through a trash): the row and
 * its versions stay, marked with when and by whom, until restored or purged after TRASH_DAYS.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('document').addColumn('deletedAt', 'varchar(30)').execute();
  await db.schema.alterTable('document').addColumn('deletedBy', 'varchar(64)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('document').dropColumn('deletedBy').execute();
  await db.schema.alterTable('document').dropColumn('deletedAt').execute();
}
