import type { Kysely } from 'kysely';

/** /secretary/list: duplicates are looked up by birth date (then compared by name without accents). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('delegate_birthDate_idx').on('delegate').column('birthDate').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('delegate_birthDate_idx').ifExists().execute();
}
