import { createHash } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  createReadStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { type Config, loadConfig } from '../config';
import { MIGRATION_TABLE, migrations } from '../db/migrate';
import { lockDataDir } from './data-dir-lock';
import { copyPrivateFile, makePrivateDir, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE, writePrivateFile } from './private-files';

/** The database file inside the data directory and inside a backup. */
const DATABASE_FILE = 'quorum.sqlite';
/** What a backup holds besides the database, relative to the data directory (copied when present). */
const DATA_ENTRIES = ['secret.key', 'files', 'certificates'];
/** What a restore puts aside: the database with its WAL files, and the data entries. */
const RESTORED_ENTRIES = [DATABASE_FILE, `${DATABASE_FILE}-wal`, `${DATABASE_FILE}-shm`, ...DATA_ENTRIES];
const MANIFEST = 'manifest.json';

export interface BackupManifest {
  app: 'quorum';
  /** Version of Quórum that made the backup. */
  version: string;
  createdAt: string;
  database: 'sqlite';
  /** Last migration applied to the database, or null before the first one. */
  migration: string | null;
  /** Every file of the backup but the manifest, with its size in bytes and its SHA-256 (hex). */
  files: { path: string; size: number; sha256: string }[];
}

type DataDirConfig = Pick<Config, 'dataDir' | 'sqliteFile' | 'databaseUrl' | 'version'>;

/** Runs a backup/restore command on the configured data directory; a failure is printed and exits non-zero. */
export async function runDataDirTask(task: (config: DataDirConfig) => Promise<void>): Promise<void> {
  try {
    // Backups do not sign anything: a placeholder secret keeps loadConfig from creating secret.key.
    const config = loadConfig({ ...process.env, SESSION_SECRET: 'backup-and-restore-sign-nothing-0000' });
    if (config.databaseUrl)
      throw new Error(
        'Con PostgreSQL, haz la copia con pg_dump y restáurala con pg_restore (docs/operations.md).\n' +
          'With PostgreSQL, back up with pg_dump and restore with pg_restore (docs/operations.md).',
      );
    await task(config);
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  }
}

/**
 * Backs up the SQLite database and the data files while the server runs, into a new timestamped folder
 * under `to` (default `DATA_DIR/backups`). The database is copied with SQLite's online backup API in one
 * step, so the copy is one consistent snapshot however much the server writes meanwhile. The folder only
 * gets its final name once complete.
 */
export async function backupDataDir(
  config: DataDirConfig,
  to = path.join(config.dataDir, 'backups'),
): Promise<{ folder: string; manifest: BackupManifest }> {
  if (!existsSync(config.sqliteFile))
    throw new Error(`No hay base de datos en ${config.dataDir}.\nThere is no database in ${config.dataDir}.`);
  const createdAt = new Date().toISOString();
  const folder = path.join(path.resolve(to), `quorum-${createdAt.replace(/[:.]/g, '-')}`);
  const partial = `${folder}.partial`;
  makePrivateDir(path.dirname(partial));
  mkdirSync(partial, { mode: PRIVATE_DIR_MODE });
  try {
    const copy = path.join(partial, DATABASE_FILE);
    const source = new SQLite(config.sqliteFile, { fileMustExist: true });
    try {
      source.pragma('busy_timeout = 5000');
      // All pages in one step: a step interrupted by the server's writes would start over.
      await source.backup(copy, { progress: () => 0x7fffffff });
    } finally {
      source.close();
    }
    chmodSync(copy, PRIVATE_FILE_MODE);
    const migration = finishCopy(copy);
    for (const entry of DATA_ENTRIES) {
      const from = path.join(config.dataDir, entry);
      if (existsSync(from)) cpSync(from, path.join(partial, entry), { recursive: true });
    }
    const files = [];
    for (const file of walk(partial))
      files.push({ path: file, size: statSync(path.join(partial, file)).size, sha256: await sha256(path.join(partial, file)) });
    const manifest: BackupManifest = { app: 'quorum', version: config.version, createdAt, database: 'sqlite', migration, files };
    writePrivateFile(path.join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    renameSync(partial, folder);
    return { folder, manifest };
  } catch (err) {
    rmSync(partial, { recursive: true, force: true });
    throw err;
  }
}

/** Makes the copied database a file of its own (no WAL), checks it and returns its last migration. */
function finishCopy(file: string): string | null {
  const db = new SQLite(file, { fileMustExist: true });
  try {
    db.pragma('journal_mode = DELETE');
    checkIntegrity(db, file);
    const table = db.prepare("select 1 from sqlite_master where type = 'table' and name = ?").get(MIGRATION_TABLE);
    if (!table) return null;
    const row = db.prepare(`select name from ${MIGRATION_TABLE} order by name desc limit 1`).get() as { name: string } | undefined;
    return row?.name ?? null;
  } finally {
    db.close();
  }
}

function checkIntegrity(db: SQLite.Database, file: string): void {
  const result = db.pragma('integrity_check', { simple: true });
  if (result !== 'ok') throw new Error(`La base de datos ${file} está dañada: ${result}.\nThe database ${file} is damaged: ${result}.`);
}

/**
 * Restores a backup folder into the data directory. Refuses while a server holds the directory, or when the
 * backup is incomplete, altered or from a newer Quórum. The current data is not deleted: it is moved aside
 * to `<DATA_DIR>.before-restore-<time>`, returned as `keptAside` (null when there was nothing).
 */
export async function restoreDataDir(
  config: Pick<Config, 'dataDir'>,
  from: string,
): Promise<{ manifest: BackupManifest; keptAside: string | null }> {
  const manifest = await verifiedManifest(path.resolve(from));
  const lock = lockDataDir(config.dataDir, { es: 'Detén el servidor antes de restaurar', en: 'stop the server before restoring' });
  try {
    const present = RESTORED_ENTRIES.filter((entry) => existsSync(path.join(config.dataDir, entry)));
    let keptAside: string | null = null;
    if (present.length > 0) {
      keptAside = `${config.dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      mkdirSync(keptAside, { mode: PRIVATE_DIR_MODE });
      for (const entry of present) renameSync(path.join(config.dataDir, entry), path.join(keptAside, entry));
    }
    // Put back for Quórum's user only, whatever modes the copy's files have on the disk it was kept on.
    for (const file of manifest.files) {
      const target = path.join(config.dataDir, file.path);
      makePrivateDir(path.dirname(target));
      copyPrivateFile(path.join(path.resolve(from), file.path), target);
    }
    return { manifest, keptAside };
  } finally {
    lock.release();
  }
}

/** Reads a backup's manifest and checks every file against it, and the database's integrity. */
async function verifiedManifest(folder: string): Promise<BackupManifest> {
  const file = path.join(folder, MANIFEST);
  if (!existsSync(file))
    throw new Error(`${folder} no es una copia de Quórum: falta ${MANIFEST}.\n${folder} is not a Quórum backup: ${MANIFEST} is missing.`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as BackupManifest;
  if (manifest.app !== 'quorum' || manifest.database !== 'sqlite' || !Array.isArray(manifest.files))
    throw new Error(`${folder} no es una copia de Quórum con SQLite.\n${folder} is not a Quórum SQLite backup.`);
  if (manifest.migration && !(manifest.migration in migrations))
    throw new Error(
      `La copia es de una versión más nueva de Quórum (${manifest.version}, migración ${manifest.migration}): actualiza antes de restaurar.\n` +
        `The backup comes from a newer Quórum (${manifest.version}, migration ${manifest.migration}): upgrade before restoring.`,
    );
  for (const entry of manifest.files) {
    const copy = path.join(folder, entry.path);
    if (
      !copy.startsWith(folder + path.sep) ||
      !existsSync(copy) ||
      statSync(copy).size !== entry.size ||
      (await sha256(copy)) !== entry.sha256
    )
      throw new Error(`La copia está incompleta o alterada: ${entry.path}.\nThe backup is incomplete or altered: ${entry.path}.`);
  }
  if (!manifest.files.some((f) => f.path === DATABASE_FILE))
    throw new Error(`La copia no tiene base de datos.\nThe backup has no database.`);
  const db = new SQLite(path.join(folder, DATABASE_FILE), { readonly: true, fileMustExist: true });
  try {
    checkIntegrity(db, path.join(folder, DATABASE_FILE));
  } finally {
    db.close();
  }
  return manifest;
}

/** Paths of every file under `dir`, relative to it with `/` separators, sorted. */
function walk(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? walk(dir, `${prefix}${e.name}/`) : [`${prefix}${e.name}`]))
    .sort();
}

async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk);
  return hash.digest('hex');
}
