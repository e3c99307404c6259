import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestApp, type TestApp } from '../../test/harness';
import type { Database } from '../db/schema';
import { PURGE_KEY, takeFromWindow } from './attempt-limit';

describe.each(DATABASES)('a fixed window of uses (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.destroy());

  it('refuses past the limit with when the window ends, and a spent window keeps refusing without asking the database', async () => {
    // The app's database, counting the statements it runs.
    let statements = 0;
    const counted = t.ctx.db.withPlugin({
      transformQuery: (args) => {
        statements++;
        return args.node;
      },
      transformResult: async (args) => args.result,
    }) as Kysely<Database>;
    const key = `prueba:${kind}:${Date.now()}`;
    for (let i = 0; i < 3; i++) expect(await takeFromWindow(counted, key, 3, 60_000)).toBeNull();
    const refused = await takeFromWindow(counted, key, 3, 60_000);
    expect(refused?.getTime()).toBeGreaterThan(Date.now());
    const before = statements;
    for (let i = 0; i < 5; i++) expect((await takeFromWindow(counted, key, 3, 60_000))?.getTime()).toBe(refused?.getTime());
    expect(statements).toBe(before);
    // Another key is counted on its own.
    expect(await takeFromWindow(counted, `${key}:otra`, 3, 60_000)).toBeNull();
    expect(statements).toBeGreaterThan(before);
  });

  it('purges, once an hour between processes, the counters whose window ended more than a day ago', async () => {
    const db = t.ctx.db;
    // Another server process: its own handle on the same database.
    const process = () =>
      db.withPlugin({ transformQuery: (args) => args.node, transformResult: async (args) => args.result }) as Kysely<Database>;
    const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
    const hour = 60 * 60_000;
    const row = (key: string, lastAt: string, blockedUntil: string | null = null) => ({
      key,
      count: 3,
      windowStartedAt: lastAt,
      lastAt,
      blockedUntil,
    });
    const prefix = `purga:${kind}:`;
    await db
      .insertInto('attemptLimit')
      .values([
        row(`${prefix}hace-dos-dias`, ago(48 * hour)),
        row(`${prefix}espera-vencida`, ago(30 * hour), ago(29 * hour)),
        row(`${prefix}espera-en-curso`, ago(48 * hour), ago(-10 * 60_000)),
        row(`${prefix}hace-veinte-horas`, ago(20 * hour)),
        row(`${prefix}ahora`, ago(60_000)),
      ])
      .execute();
    // The last purge was over an hour ago.
    await db
      .updateTable('attemptLimit')
      .set({ windowStartedAt: ago(2 * hour) })
      .where('key', '=', PURGE_KEY)
      .execute();
    const keysLeft = async () =>
      (await db.selectFrom('attemptLimit').select('key').where('key', 'like', `${prefix}%`).orderBy('key').execute()).map((r) => r.key);

    expect(await takeFromWindow(process(), `${prefix}uso`, 5, 60_000)).toBeNull();
    expect(await keysLeft()).toEqual([`${prefix}ahora`, `${prefix}espera-en-curso`, `${prefix}hace-veinte-horas`, `${prefix}uso`]);

    // Within the same hour, another process does not purge again.
    await db
      .insertInto('attemptLimit')
      .values(row(`${prefix}otra-vieja`, ago(48 * hour)))
      .execute();
    expect(await takeFromWindow(process(), `${prefix}uso`, 5, 60_000)).toBeNull();
    expect(await keysLeft()).toContain(`${prefix}otra-vieja`);
  });
});
