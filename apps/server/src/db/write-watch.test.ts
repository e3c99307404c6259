import { DummyDriver, Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestApp, type TestApp } from '../../test/harness';
import type { Database } from './schema';
import { writtenBy } from './write-watch';

/** Builds queries without a database: only their operation trees are read. */
const builder = new Kysely<Database>({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  },
});

describe('what a query writes, read from the tree Kysely built it from', () => {
  const cases: [string, { compile(): { query: Parameters<typeof writtenBy>[0] } }, string][] = [
    ['a select', builder.selectFrom('commission').selectAll(), ''],
    ['a select of a session table', builder.selectFrom('profile').selectAll(), ''],
    ['an insert', builder.insertInto('commission').values({ id: 'c' } as never), 'conference'],
    [
      'an insert that returns rows',
      builder
        .insertInto('commission')
        .values({ id: 'c' } as never)
        .returning('id'),
      'conference',
    ],
    ['an update under an alias', builder.updateTable('commission as c').set({ name: 'x' }), 'conference'],
    ['a check-in (an update of a delegate)', builder.updateTable('delegate').set({ status: 'acreditado' } as never), 'delegates'],
    [
      'a delete of a delegate, with what its keys delete',
      builder.deleteFrom('delegate').where('id', '=', 'd'),
      'conference delegates live',
    ],
    ['a delete of a commission', builder.deleteFrom('commission').where('id', '=', 'c'), 'conference delegates live'],
    [
      'a room pass opened (a new device session: no kept read knows its token)',
      builder.insertInto('roomDevice').values({ id: 'r' } as never),
      '',
    ],
    ['a device session ended', builder.updateTable('roomDevice').set({ endReason: 'staff' }), 'delegates'],
    [
      'an insert into the same table that updates what it meets',
      builder
        .insertInto('roomDevice')
        .values({ id: 'r' } as never)
        .onConflict((oc) => oc.column('id').doUpdateSet({ endReason: 'staff' })),
      'delegates',
    ],
    ['a live command logged', builder.insertInto('liveLog').values({ sequence: 1 } as never), 'live'],
    ['an audit entry', builder.insertInto('auditLog').values({ id: 'a' } as never), 'record'],
    ['an update of a profile', builder.updateTable('profile').set({ name: 'x' }), 'session'],
    ['a delete of sessions', builder.deleteFrom('auth_session' as never), 'session'],
    ['a write of a guessing-limit counter', builder.insertInto('attemptLimit').values({ key: 'k' } as never), ''],
    ['a background job lock taken', builder.updateTable('jobLock').set({ holder: 'h' }), ''],
    [
      'a select whose `with` deletes',
      builder
        .with('gone', (db) => db.deleteFrom('delegate').returning('id'))
        .selectFrom('gone')
        .selectAll(),
      'conference delegates live',
    ],
    [
      'hand-written SQL, which may write any table',
      { compile: () => sql`update delegate set name = 'x'`.compile(builder) },
      'conference delegates live record session',
    ],
    ['a schema change', builder.schema.createTable('t').addColumn('n', 'integer'), 'conference delegates live record session'],
  ];
  for (const [name, query, written] of cases) {
    it(`${name}: ${written || 'nothing'}`, () => {
      expect([...writtenBy(query.compile().query)].sort().join(' ')).toBe(written);
    });
  }
});

for (const kind of DATABASES) {
  describe(`the generations move with this process's writes (${kind})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(kind);
    });
    afterAll(async () => {
      await t?.close();
    });
    const now = () => ({ data: t.ctx.generation(), session: t.ctx.generationOf(['session'])() });
    const moves = async (work: () => Promise<unknown>) => {
      const before = now();
      await work();
      const after = now();
      expect(before.data).not.toBeNull();
      return { data: after.data !== before.data, session: after.session !== before.session };
    };

    /**
     * What `work` moves, measured up to three times: on PostgreSQL a notification from outside this test's
     * writes (a pool connection ended meanwhile, the listening connection coming back) may land during one
     * measure. Work that moves the generations itself moves them every time, so the assertion still fails.
     */
    const movesAtRest = async (work: () => Promise<unknown>) => {
      let moved = await moves(work);
      for (let attempt = 1; attempt < 3 && (moved.data || moved.session); attempt++) moved = await moves(work);
      return moved;
    };

    it('a read moves nothing; a counter write neither', async () => {
      expect(await movesAtRest(() => t.ctx.db.selectFrom('commission').selectAll().execute())).toEqual({ data: false, session: false });
      expect(await movesAtRest(() => t.ctx.db.deleteFrom('jobLock').where('name', '=', 'nadie').execute())).toEqual({
        data: false,
        session: false,
      });
    });

    it('a write moves the data generation; a write of a profile the session generation too', async () => {
      const commission = () => t.ctx.db.updateTable('commission').set({ name: 'x' }).where('id', '=', 'ninguna').execute();
      expect(await moves(commission)).toEqual({ data: true, session: false });
      const profile = () => t.ctx.db.updateTable('profile').set({ name: 'x' }).where('uid', '=', 'nadie').execute();
      expect(await moves(profile)).toEqual({ data: true, session: true });
    });

    it('the end of a transaction that wrote moves them again, so a read made before it ended is not kept', async () => {
      let inside: ReturnType<typeof now> | undefined;
      const outside = now();
      await t.ctx.db.transaction().execute(async (trx) => {
        await trx.updateTable('profile').set({ name: 'x' }).where('uid', '=', 'nadie').execute();
        inside = now();
      });
      expect(inside?.data).not.toBe(outside.data);
      expect(now().data).not.toBe(inside?.data);
      expect(now().session).not.toBe(inside?.session);
      const beforeRollback = now();
      await expect(
        t.ctx.db.transaction().execute(async (trx) => {
          await trx.updateTable('commission').set({ name: 'x' }).where('id', '=', 'ninguna').execute();
          throw new Error('deshecha');
        }),
      ).rejects.toThrow('deshecha');
      expect(now().data).not.toBe(beforeRollback.data);
      expect(now().session).toBe(beforeRollback.session);
    });

    it('a transaction that only read moves nothing when it ends', async () => {
      expect(await moves(() => t.ctx.db.transaction().execute((trx) => trx.selectFrom('commission').selectAll().execute()))).toEqual({
        data: false,
        session: false,
      });
    });
  });
}
