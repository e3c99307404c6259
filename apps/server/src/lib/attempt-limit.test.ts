import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestApp, type TestApp } from '../../test/harness';
import type { Database } from '../db/schema';
import { takeFromWindow } from './attempt-limit';

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
});
