import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Commission } from '@quorum/shared';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { migrations } from '../src/db/migrate';
import { LOCK_FILE } from '../src/lib/data-dir-lock';
import { commissionBody, startTestApp, type TestAccount, type TestApp } from './harness';

const CLI = path.resolve(import.meta.dirname, '../src/cli');

/** Runs `npm run backup` / `npm run restore` as the operator would: a separate process on DATA_DIR. */
function runCli(name: 'backup' | 'restore', dataDir: string, args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(CLI, `${name}.ts`), ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('backup and restore drill (SQLite, while the server writes)', () => {
  let t: TestApp;
  let gestor: TestAccount;
  const scratch = mkdtempSync(path.join(tmpdir(), 'quorum-drill-'));
  const restoredDir = path.join(scratch, 'data');
  const committedBefore: string[] = [];
  let writtenDuring = 0;
  let backupFolder = '';
  let umask = 0;

  beforeAll(async () => {
    // The usual umask (files 0644, folders 0755 unless a mode says otherwise), for this process and the commands it starts.
    umask = process.umask(0o022);
    t = await startTestApp('sqlite');
    gestor = await t.accountFor('Gestor');
    mkdirSync(path.join(t.ctx.config.dataDir, 'files'));
    writeFileSync(path.join(t.ctx.config.dataDir, 'files', 'logo.txt'), 'logo del evento');
    // A certificate's background image, kept beside the uploaded files.
    mkdirSync(path.join(t.ctx.config.dataDir, 'certificates'));
    writeFileSync(path.join(t.ctx.config.dataDir, 'certificates', 'fondo.png'), 'fondo del certificado');
  });
  afterAll(async () => {
    await t?.destroy();
    rmSync(scratch, { recursive: true, force: true });
    process.umask(umask);
  });

  const create = async (name: string) => {
    const res = await t.call('POST', '/api/commissions', { cookie: gestor.cookie, body: commissionBody(name) });
    expect(res.statusCode, res.body).toBe(201);
  };

  it('backs up online while commissions keep being created', async () => {
    for (let i = 0; i < 20; i++) {
      await create(`Antes ${i}`);
      committedBefore.push(`Antes ${i}`);
    }
    let running = true;
    const writer = (async () => {
      for (let i = 0; running; i++) {
        await create(`Durante ${i}`);
        writtenDuring += 1;
      }
    })();
    const backup = await runCli('backup', t.ctx.config.dataDir, ['--to', path.join(scratch, 'backups')]);
    running = false;
    await writer;
    expect(backup.code, backup.output).toBe(0);
    expect(writtenDuring).toBeGreaterThan(0);

    const [folder] = readdirSync(path.join(scratch, 'backups'));
    backupFolder = path.join(scratch, 'backups', folder);
    expect(backup.output).toContain(backupFolder);
    const manifest = JSON.parse(readFileSync(path.join(backupFolder, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({
      app: 'quorum',
      version: t.ctx.config.version,
      database: 'sqlite',
      migration: Object.keys(migrations).at(-1),
    });
    expect(manifest.files.map((f: { path: string }) => f.path).sort()).toEqual([
      'certificates/fondo.png',
      'files/logo.txt',
      'quorum.sqlite',
      'secret.key',
    ]);
    for (const f of manifest.files) expect(f).toMatchObject({ size: expect.any(Number), sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
  }, 120_000);

  it('refuses to restore while a server holds the data directory', async () => {
    mkdirSync(restoredDir, { recursive: true });
    writeFileSync(path.join(restoredDir, LOCK_FILE), `${process.pid}\n`);
    const res = await runCli('restore', restoredDir, ['--from', backupFolder]);
    expect(res.code).not.toBe(0);
    expect(res.output).toContain(`Otro proceso de Quórum (PID ${process.pid}) ya usa la carpeta de datos`);
    expect(readdirSync(restoredDir)).toEqual([LOCK_FILE]);
    rmSync(path.join(restoredDir, LOCK_FILE));
  }, 60_000);

  it('restores into a new directory: the database opens, is intact and holds every row committed before the backup', async () => {
    writeFileSync(path.join(restoredDir, 'secret.key'), 'clave anterior\n');
    const res = await runCli('restore', restoredDir, ['--from', backupFolder]);
    expect(res.code, res.output).toBe(0);

    // What was there is kept aside, not deleted.
    const aside = readdirSync(scratch).filter((n) => n.startsWith('data.before-restore-'));
    expect(aside).toHaveLength(1);
    expect(readFileSync(path.join(scratch, aside[0], 'secret.key'), 'utf8')).toBe('clave anterior\n');

    const sqlite = new SQLite(path.join(restoredDir, 'quorum.sqlite'), { readonly: true });
    expect(sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
    const names = sqlite
      .prepare('select name from commission')
      .all()
      .map((r) => (r as { name: string }).name);
    sqlite.close();
    expect(names).toEqual(expect.arrayContaining(committedBefore));
    expect(readFileSync(path.join(restoredDir, 'files', 'logo.txt'), 'utf8')).toBe('logo del evento');
    expect(readFileSync(path.join(restoredDir, 'certificates', 'fondo.png'), 'utf8')).toBe('fondo del certificado');
    // Put back for Quórum's user only, though the file it was copied from was 0644.
    const modeOf = (entry: string) => statSync(path.join(restoredDir, entry)).mode & 0o777;
    expect(statSync(path.join(t.ctx.config.dataDir, 'files', 'logo.txt')).mode & 0o777).toBe(0o644);
    expect(['quorum.sqlite', 'secret.key', 'files/logo.txt', 'certificates/fondo.png'].map(modeOf)).toEqual([0o600, 0o600, 0o600, 0o600]);
    expect(modeOf('files')).toBe(0o700);

    // The restored server knows the same secret, so the Gestor's session still works.
    const restored = await buildApp(loadConfig({ DATA_DIR: restoredDir, LOG_LEVEL: 'silent', SERVE_WEB: 'false' }), { logger: false });
    try {
      const list = await restored.app.inject({ method: 'GET', url: '/api/commissions', headers: { cookie: gestor.cookie } });
      expect(list.statusCode, list.body).toBe(200);
      expect((list.json() as Commission[]).map((c) => c.name)).toEqual(expect.arrayContaining(committedBefore));
    } finally {
      await restored.close();
    }
    expect(existsSync(path.join(restoredDir, LOCK_FILE))).toBe(false);
  }, 60_000);
});
