import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { DATABASES, startTestApp, type TestApp } from './harness';

describe('DATABASE_POOL_SIZE', () => {
  it('is refused below 2 or above 100, and is 10 when unset', () => {
    const DATA_DIR = mkdtempSync(path.join(tmpdir(), 'quorum-pool-'));
    expect(() => loadConfig({ DATA_DIR, DATABASE_POOL_SIZE: '1' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadConfig({ DATA_DIR, DATABASE_POOL_SIZE: '101' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(loadConfig({ DATA_DIR }).databasePoolSize).toBe(10);
  });

  // The pool only exists on PostgreSQL; SQLite has one connection per process.
  describe.each(DATABASES.filter((kind) => kind === 'postgres'))('on %s', (kind) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(kind);
    });
    afterAll(() => t?.destroy());

    it('bounds the connections one process opens: twelve slow queries at once run on at most that many', async () => {
      const { db } = openDatabase({ ...t.ctx.config, databasePoolSize: 3 });
      try {
        const backends = await Promise.all(
          Array.from({ length: 12 }, () =>
            sql<{ pid: number }>`select pg_backend_pid() as pid, pg_sleep(0.05)`.execute(db).then((r) => r.rows[0].pid),
          ),
        );
        expect(new Set(backends).size).toBe(3);
      } finally {
        await db.destroy();
      }
    });
  });
});
