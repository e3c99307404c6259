import { getMigrations } from 'better-auth/db/migration';
import { type Migration, Migrator, PostgresAdapter } from 'kysely';
import type { AuthOptions } from '../auth/auth';
import type { Db } from './database';
import { ensureGenerationTriggers } from './generation-triggers';
import * as m001 from './migrations/001-initial';
import * as m002 from './migrations/002-delegates';
import * as m003 from './migrations/003-delegate-list';
import * as m004 from './migrations/004-finder';
import * as m005 from './migrations/005-guess-limits';
import * as m006 from './migrations/006-spanish-order';
import * as m007 from './migrations/007-live-sessions';
import * as m008 from './migrations/008-live-floor';
import * as m009 from './migrations/009-banner-appearance';
import * as m010 from './migrations/010-awards';
import * as m011 from './migrations/011-certificates';
import * as m012 from './migrations/012-articles';
import * as m013 from './migrations/013-mail-messages';
import * as m014 from './migrations/014-scheduled-sessions';
import * as m015 from './migrations/015-files';
import * as m016 from './migrations/016-documents';
import * as m017 from './migrations/017-article-cover';
import * as m018 from './migrations/018-mail-attachments';
import * as m019 from './migrations/019-document-trash';
import * as m020 from './migrations/020-motion-catalogue';
import * as m021 from './migrations/021-event-time-zone';
import * as m022 from './migrations/022-badge-codes';
import * as m023 from './migrations/023-stream-leases';
import * as m024 from './migrations/024-self-check-ins';
import * as m025 from './migrations/025-delegate-sort-keys';
import * as m026 from './migrations/026-room-devices';
import * as m027 from './migrations/027-phone-ballots';
import * as m028 from './migrations/028-room-requests';
import * as m029 from './migrations/029-working-papers';
import * as m030 from './migrations/030-working-paper-signatures';
import * as m031 from './migrations/031-working-paper-amendments';
import * as m032 from './migrations/032-resolution-votes';
import * as m033 from './migrations/033-published-resolutions';
import * as m034 from './migrations/034-log-chain';
import * as m035 from './migrations/035-advisor-links';
import * as m036 from './migrations/036-search-sort-keys';

/** Quórum's migrations, run in the order of their names: `NNN-what`, numbered one after another. */
export const migrations: Record<string, Migration> = {
  '001-initial': m001,
  '002-delegates': m002,
  '003-delegate-list': m003,
  '004-finder': m004,
  '005-guess-limits': m005,
  '006-spanish-order': m006,
  '007-live-sessions': m007,
  '008-live-floor': m008,
  '009-banner-appearance': m009,
  '010-awards': m010,
  '011-certificates': m011,
  '012-articles': m012,
  '013-mail-messages': m013,
  '014-scheduled-sessions': m014,
  '015-files': m015,
  '016-documents': m016,
  '017-article-cover': m017,
  '018-mail-attachments': m018,
  '019-document-trash': m019,
  '020-motion-catalogue': m020,
  '021-event-time-zone': m021,
  '022-badge-codes': m022,
  '023-stream-leases': m023,
  '024-self-check-ins': m024,
  '025-delegate-sort-keys': m025,
  '026-room-devices': m026,
  '027-phone-ballots': m027,
  '028-room-requests': m028,
  '029-working-papers': m029,
  '030-working-paper-signatures': m030,
  '031-working-paper-amendments': m031,
  '032-resolution-votes': m032,
  '033-published-resolutions': m033,
  '034-log-chain': m034,
  '035-advisor-links': m035,
  '036-search-sort-keys': m036,
};

export const MIGRATION_TABLE = 'quorum_migration';

/**
 * Migrations renamed after installs had run them (old name → new name). Their recorded rows are renamed
 * before migrating, so the migrator finds them done instead of missing. `003-finder` shared its number
 * with `003-delegate-list`.
 */
export const RENAMED_MIGRATIONS: Record<string, string> = { '003-finder': '004-finder' };

/**
 * Brings the database up to date: the auth library's tables first, then Quórum's own migrations, then (on
 * PostgreSQL) the data generation's trigger on every table that lacks one.
 */
export async function migrateToLatest(db: Db, authOptions: AuthOptions): Promise<void> {
  const { runMigrations } = await getMigrations(authOptions);
  await runMigrations();
  await renameRecordedMigrations(db);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: MIGRATION_TABLE,
    migrationLockTableName: 'quorum_migration_lock',
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
  if (db.getExecutor().adapter instanceof PostgresAdapter) await ensureGenerationTriggers(db);
}

/** Renames the recorded rows of renamed migrations (nothing to do on a new database). Safe to repeat. */
async function renameRecordedMigrations(db: Db): Promise<void> {
  const tables = await db.introspection.getTables();
  if (!tables.some((t) => t.name === MIGRATION_TABLE)) return;
  const recorded = db.withTables<{ [MIGRATION_TABLE]: { name: string } }>();
  for (const [from, to] of Object.entries(RENAMED_MIGRATIONS)) {
    await recorded.updateTable(MIGRATION_TABLE).set({ name: to }).where('name', '=', from).execute();
  }
}
