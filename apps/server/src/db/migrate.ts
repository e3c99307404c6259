import { getMigrations } from 'better-auth/db/migration';
import { type Migration, Migrator } from 'kysely';
import type { AuthOptions } from '../auth/auth';
import type { Db } from './database';
import * as m001 from './migrations/001-initial';
import * as m002 from './migrations/002-delegates';
import * as m003DelegateList from './migrations/003-delegate-list';
import * as m003Finder from './migrations/003-finder';

const migrations: Record<string, Migration> = {
  '001-initial': m001,
  '002-delegates': m002,
  '003-delegate-list': m003DelegateList,
  '003-finder': m003Finder,
};

/** Brings the database up to date: the auth library's tables first, then Quórum's own migrations. */
export async function migrateToLatest(db: Db, authOptions: AuthOptions): Promise<void> {
  const { runMigrations } = await getMigrations(authOptions);
  await runMigrations();
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: 'quorum_migration',
    migrationLockTableName: 'quorum_migration_lock',
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}
