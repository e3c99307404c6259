import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { onDatabaseServer, runTs } from './server';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Playwright's global set-up: compiles the server the specs start (what `npm start` runs), then loads the demo
 * once into a template — a data directory, and on PostgreSQL a database — that each spec with `demo: true`
 * copies (support/server.ts), instead of loading it per spec. Returns the teardown that drops the template.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/build-server.mjs')], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`the server did not compile:\n${build.stderr}`);

  const dataDir = mkdtempSync(path.join(tmpdir(), 'quorum-e2e-demo-'));
  const env: Record<string, string> = { DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  const database = process.env.E2E_DATABASE_URL ? `quorum_e2e_demo_${process.pid}` : null;
  if (database) {
    await onDatabaseServer(`drop database if exists ${database} with (force)`);
    await onDatabaseServer(`create database ${database}`);
    const url = new URL(process.env.E2E_DATABASE_URL as string);
    url.pathname = `/${database}`;
    env.DATABASE_URL = url.toString();
  }
  await runTs(env, path.join(root, 'apps/server/src/cli/demo.ts'), []);
  process.env.E2E_DEMO_DATA_DIR = dataDir;
  if (database) process.env.E2E_DEMO_DATABASE = database;
  return async () => {
    if (database) await onDatabaseServer(`drop database if exists ${database} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
