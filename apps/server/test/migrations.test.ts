import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuthOptions } from '../src/auth/auth';
import { MIGRATION_TABLE, migrateToLatest, migrations, RENAMED_MIGRATIONS } from '../src/db/migrate';
import { DATABASES, startTestApp, type TestApp } from './harness';

const NAME = /^(\d{3})-[a-z0-9]+(-[a-z0-9]+)*$/;

describe('migration names', () => {
  const names = Object.keys(migrations);

  it('are NNN-name, numbered 001, 002, … without gaps or repeats, in the order they run', () => {
    for (const name of names) expect(name).toMatch(NAME);
    const numbers = names.map((n) => Number(n.slice(0, 3)));
    expect(numbers).toEqual(names.map((_, i) => i + 1));
    expect([...names].sort()).toEqual(names);
  });

  it('are the files of db/migrations, every one registered', () => {
    const files = readdirSync(path.resolve(import.meta.dirname, '../src/db/migrations'))
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => f.replace(/\.ts$/, ''));
    expect(files.sort()).toEqual(names);
  });

  it('rename old names to registered ones only', () => {
    for (const [from, to] of Object.entries(RENAMED_MIGRATIONS)) {
      expect(names).not.toContain(from);
      expect(names).toContain(to);
    }
  });
});

describe.each(DATABASES)('upgrading a database migrated under the old names (%s)', (kind) => {
  let t: TestApp;
  const recorded = async () =>
    (
      await t.ctx.db
        .withTables<{ [MIGRATION_TABLE]: { name: string } }>()
        .selectFrom(MIGRATION_TABLE)
        .select('name')
        .orderBy('name')
        .execute()
    ).map((r) => r.name);

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.destroy());

  it('keeps the recorded migrations done under their new names and runs nothing twice', async () => {
    expect(await recorded()).toEqual(Object.keys(migrations));
    // The state of an install that ran `003-finder` before it became `004-finder`.
    const db = t.ctx.db.withTables<{ [MIGRATION_TABLE]: { name: string } }>();
    for (const [from, to] of Object.entries(RENAMED_MIGRATIONS)) {
      await db.updateTable(MIGRATION_TABLE).set({ name: from }).where('name', '=', to).execute();
    }
    expect(await recorded()).toContain('003-finder');

    const authOptions = buildAuthOptions(t.ctx.config, t.ctx.db, kind);
    await migrateToLatest(t.ctx.db, authOptions);
    expect(await recorded()).toEqual(Object.keys(migrations));
    // Again: nothing left to rename or run.
    await migrateToLatest(t.ctx.db, authOptions);
    expect(await recorded()).toEqual(Object.keys(migrations));
    expect((await t.call('GET', '/api/health')).statusCode).toBe(200);
  });
});
