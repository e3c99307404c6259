import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildAuthOptions } from '../src/auth/auth';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { onPostgresServer } from './postgres-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated SQLite file that `startTestApp` copies into each new data directory. */
    sqliteTemplate: string;
    /** A migrated PostgreSQL database that `startTestApp` creates each new database from (null without TEST_DATABASE_URL). */
    postgresTemplate: string | null;
  }
}

/** Opens `databaseUrl` (or the SQLite file of `dataDir`), migrates it as a server's start does, and closes it. */
async function migrate(dataDir: string, databaseUrl?: string): Promise<void> {
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  const { db, kind } = openDatabase(config);
  try {
    await migrateToLatest(db, buildAuthOptions(config, db, kind));
  } finally {
    await db.destroy();
  }
}

/** Runs one statement on the PostgreSQL server of TEST_DATABASE_URL. */
export const onTestServer = (statement: string) => onPostgresServer(process.env.TEST_DATABASE_URL, statement);

/**
 * Vitest's global set-up of the server tests: migrates each database once, into a template that every test app
 * starts from (a copied SQLite file, a PostgreSQL database created from it), instead of migrating per app.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quorum-template-'));
  await migrate(dataDir);
  project.provide('sqliteTemplate', path.join(dataDir, 'quorum.sqlite'));
  let postgresTemplate: string | null = null;
  if (process.env.TEST_DATABASE_URL) {
    postgresTemplate = `quorum_template_${process.pid}`;
    await onTestServer(`drop database if exists ${postgresTemplate} with (force)`);
    await onTestServer(`create database ${postgresTemplate}`);
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.pathname = `/${postgresTemplate}`;
    await migrate(dataDir, url.toString());
  }
  project.provide('postgresTemplate', postgresTemplate);
  return async () => {
    if (postgresTemplate) await onTestServer(`drop database if exists ${postgresTemplate} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
