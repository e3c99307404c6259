// Signed-in reads are served from memory while nothing has been written (lib/kept-reads.ts): these tests
// prove that every write a user would expect to see — their own, another user's, another process's — shows
// on the very next read, and that what one user may see is never served to another.
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { withKeptStatements } from '../src/db/sqlite-statements';
import { groupOf, groupsMovedBy, type WriteKind } from '../src/db/table-groups';

const inert = (action: string) => action === 'NO ACTION' || action === 'RESTRICT';
import { withJobLock } from '../src/lib/job-lock';
import { adultPersonal, insertDelegate, seatDelegation } from './fixtures';
import { DATABASES, describeWithApp, startTestApp, type TestAccount, type TestApp } from './harness';

const commission = (name: string, acronym: string) => ({ name, acronym, kind: 'asamblea', capacity: 40, topics: ['Tema'] });

describeWithApp('reads kept in memory', {}, (app) => {
  let gestor: TestAccount;
  const names = async (cookie: string) => {
    const res = await app().call('GET', '/api/commissions', { cookie });
    return { status: res.statusCode, names: res.statusCode === 200 ? res.json().map((c: { name: string }) => c.name) : [] };
  };

  it('a commission edited right after a read shows on the next read, in the list and alone', async () => {
    const t = app();
    gestor = await t.accountFor('Gestor');
    const created = (await t.call('POST', '/api/commissions', { cookie: gestor.cookie, body: commission('Asamblea Kept', 'AK') })).json();
    expect((await names(gestor.cookie)).names).toContain('Asamblea Kept');
    expect((await t.call('GET', `/api/commissions/${created.id}`, { cookie: gestor.cookie })).json().name).toBe('Asamblea Kept');
    const edit = await t.call('PATCH', `/api/commissions/${created.id}`, {
      cookie: gestor.cookie,
      body: commission('Asamblea Editada', 'AE'),
    });
    expect(edit.statusCode).toBe(200);
    expect((await names(gestor.cookie)).names).toContain('Asamblea Editada');
    expect((await names(gestor.cookie)).names).not.toContain('Asamblea Kept');
    expect((await t.call('GET', `/api/commissions/${created.id}`, { cookie: gestor.cookie })).json().name).toBe('Asamblea Editada');
  });

  it('a check-in at the door keeps the commission list; the delegate list counts it on the next read', async () => {
    const t = app();
    const logistics = await t.accountFor('Logistica');
    const door = (await t.call('POST', '/api/commissions', { cookie: gestor.cookie, body: commission('Sala Puerta', 'SP') })).json();
    const delegationId = await seatDelegation(t, door.id, 'Chile', 'CL');
    const delegate = await insertDelegate(t, adultPersonal({ documentNumber: 'CC7001' }), {}, { commissionId: door.id, delegationId });
    const listed = async () =>
      (await t.call('GET', `/api/delegates?status=acreditado&commissionId=${door.id}`, { cookie: gestor.cookie })).json().total;
    expect(await listed()).toBe(0);
    expect((await names(gestor.cookie)).names).toContain('Sala Puerta');
    const conference = t.ctx.generationOf(['conference', 'session']);
    const delegates = t.ctx.generationOf(['delegates']);
    const before = { conference: await steady(conference), delegates: delegates() };
    expect((await t.call('POST', `/api/finder/delegates/${delegate.id}/check-in`, { cookie: logistics.cookie })).statusCode).toBe(200);
    expect(delegates()).not.toBe(before.delegates);
    expect(await steady(conference)).toBe(before.conference);
    expect((await names(gestor.cookie)).names).toContain('Sala Puerta');
    expect(await listed()).toBe(1);
  });

  it('a chair is answered with their own commission only, although the Gestor just read all of them at the same URL', async () => {
    const t = app();
    const own = (await t.call('POST', '/api/commissions', { cookie: gestor.cookie, body: commission('Consejo Propio', 'CP') })).json();
    const chair = await t.accountFor('Presidente', { comissionId: own.id });
    expect((await names(gestor.cookie)).names.length).toBeGreaterThan(1);
    expect((await names(chair.cookie)).names).toEqual(['Consejo Propio']);
    expect((await names(gestor.cookie)).names.length).toBeGreaterThan(1);
  });

  it('signing out ends the session on the next request, although the same cookie was just answered', async () => {
    const t = app();
    const logistics = await t.accountFor('Logistica');
    expect((await names(logistics.cookie)).status).toBe(200);
    expect((await names(logistics.cookie)).status).toBe(200);
    expect((await t.call('POST', '/api/auth/sign-out', { cookie: logistics.cookie })).statusCode).toBe(204);
    expect((await names(logistics.cookie)).status).toBe(401);
  });

  it('an account disabled by the Gestor is refused on its next request', async () => {
    const t = app();
    const logistics = await t.accountFor('Logistica');
    expect((await names(logistics.cookie)).status).toBe(200);
    expect((await t.call('POST', `/api/users/${logistics.uid}/disable`, { cookie: gestor.cookie })).statusCode).toBe(200);
    expect((await names(logistics.cookie)).status).toBe(401);
  });

  it('a chair moved to another commission sees the new one on the next read', async () => {
    const t = app();
    const first = (await t.call('POST', '/api/commissions', { cookie: gestor.cookie, body: commission('Primera Sala', 'PS') })).json();
    const second = (await t.call('POST', '/api/commissions', { cookie: gestor.cookie, body: commission('Segunda Sala', 'SS') })).json();
    const chair = await t.accountFor('Presidente', { comissionId: first.id });
    expect((await names(chair.cookie)).names).toEqual(['Primera Sala']);
    const moved = await t.call('PATCH', `/api/users/${chair.uid}`, {
      cookie: gestor.cookie,
      body: { name: chair.name, role: 'Presidente', comissionId: second.id },
    });
    expect(moved.statusCode).toBe(200);
    expect((await names(chair.cookie)).names).toEqual(['Segunda Sala']);
  });
});

describeWithApp('the data generation and background jobs', {}, (app) => {
  it('a job that takes and leaves its lock with nothing to do keeps every kept read; a job that writes data moves it', async () => {
    const t = app();
    // PostgreSQL: a write's notification may still be on its way; wait until the generation is steady.
    let before = t.ctx.generation();
    for (let i = 0; i < 100; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      const now = t.ctx.generation();
      if (now !== null && now === before) break;
      before = now;
    }
    expect(await withJobLock(t.ctx.db, 'prueba-sin-trabajo', 60, async () => 'hecho')).toBe('hecho');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(t.ctx.generation()).toBe(before);
    await withJobLock(t.ctx.db, 'prueba-con-trabajo', 60, () =>
      t.ctx.db.updateTable('accessSetting').set({ updatedAt: new Date().toISOString() }).execute(),
    );
    expect(t.ctx.generation()).not.toBe(before);
  });
});

/** Reads `generation` until two reads 20 ms apart agree (PostgreSQL: notifications still on their way); that value. */
async function steady(generation: () => string | null): Promise<string | null> {
  let before = generation();
  for (let i = 0; i < 100; i++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    const now = generation();
    if (now !== null && now === before) break;
    before = now;
  }
  return before;
}

describeWithApp('the session generation', {}, (app) => {
  it("moves with a write to a session table, not with the conference's other writes", async () => {
    const t = app();
    const gestor = await t.accountFor('Gestor');
    const created = (await t.call('POST', '/api/commissions', { cookie: gestor.cookie, body: commission('Sala Sesiones', 'SS') })).json();
    const session = await steady(t.ctx.generationOf(['session']));
    const data = t.ctx.generation();
    const edit = await t.call('PATCH', `/api/commissions/${created.id}`, { cookie: gestor.cookie, body: commission('Sala Editada', 'SE') });
    expect(edit.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(t.ctx.generation()).not.toBe(data);
    expect(t.ctx.generationOf(['session'])()).toBe(session);
    const own = await t.call('PATCH', '/api/profile', {
      cookie: gestor.cookie,
      body: { name: 'Gestora Nueva', phone: '3001112233', language: 'es' },
    });
    expect(own.statusCode).toBe(200);
    expect(t.ctx.generationOf(['session'])()).not.toBe(session);
    expect((await t.call('GET', '/api/auth/session', { cookie: gestor.cookie })).json().profile.name).toBe('Gestora Nueva');
  });

  it('moves again when the transaction that wrote a session table ends: a read between the two saw the rows as they were', async () => {
    const t = app();
    const logistics = await t.accountFor('Logistica');
    let inside: string | null = null;
    await t.ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('profile').set({ phone: '3009998877' }).where('uid', '=', logistics.uid).execute();
      inside = t.ctx.generationOf(['session'])();
    });
    expect(inside).not.toBeNull();
    expect(t.ctx.generationOf(['session'])()).not.toBe(inside);
  });

  it('a session write on its own does not make the next transaction of its connection move the session generation', async () => {
    const t = app();
    const logistics = await t.accountFor('Logistica');
    const gestor = await t.accountFor('Gestor');
    const created = (await t.call('POST', '/api/commissions', { cookie: gestor.cookie, body: commission('Sala Tras', 'ST') })).json();
    // Written outside a transaction, on every connection of the pool.
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.ctx.db
          .updateTable('profile')
          .set({ phone: `300111220${i}` })
          .where('uid', '=', logistics.uid)
          .execute(),
      ),
    );
    const session = await steady(t.ctx.generationOf(['session']));
    // Then transactions that write the conference's data only.
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.ctx.db.transaction().execute((trx) =>
          trx
            .updateTable('commission')
            .set({ room: `Aula ${i}` })
            .where('id', '=', created.id)
            .execute(),
        ),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(t.ctx.generationOf(['session'])()).toBe(session);
  });

  it("every foreign key that changes a table on its own moves that table's group when its parent is written", async () => {
    const t = app();
    const keys =
      t.ctx.kind === 'sqlite'
        ? (
            await sql<{ child: string; parent: string; on_delete: string; on_update: string }>`
              select m.name as child, f."table" as parent, f.on_delete, f.on_update
              from sqlite_master m join pragma_foreign_key_list(m.name) f
              where m.type = 'table'`.execute(t.ctx.db)
          ).rows.map((k) => ({ ...k, onDelete: !inert(k.on_delete), onUpdate: !inert(k.on_update) }))
        : (
            await sql<{ child: string; parent: string; onDelete: boolean; onUpdate: boolean }>`
              select child.relname as child, parent.relname as parent,
                c.confdeltype in ('c', 'n', 'd') as "onDelete", c.confupdtype in ('c', 'n', 'd') as "onUpdate"
              from pg_constraint c join pg_class child on child.oid = c.conrelid join pg_class parent on parent.oid = c.confrelid
              where c.contype = 'f' and c.connamespace = current_schema()::regnamespace`.execute(t.ctx.db)
          ).rows;
    const missed = (kind: WriteKind, acting: typeof keys) =>
      acting
        .filter((k) => !groupsMovedBy(k.parent, kind).includes(groupOf(k.child)))
        .map(({ child, parent }) => `${kind} ${parent} → ${child}`);
    expect(keys.filter((k) => k.onDelete).length).toBeGreaterThan(0);
    expect([
      ...missed(
        'delete',
        keys.filter((k) => k.onDelete),
      ),
      ...missed(
        'update',
        keys.filter((k) => k.onUpdate),
      ),
    ]).toEqual([]);
  });
});

describe('reads kept in memory, SQLite written by another process', () => {
  it('a change committed by another connection (a command-line tool) shows on a read moments later', async () => {
    const t = await startTestApp('sqlite');
    try {
      const gestor = await t.accountFor('Gestor');
      const created = (await t.call('POST', '/api/commissions', { cookie: gestor.cookie, body: commission('Sala Original', 'SO') })).json();
      const read = async () =>
        (await t.call('GET', '/api/commissions', { cookie: gestor.cookie })).json().map((c: { name: string }) => c.name);
      expect(await read()).toEqual(['Sala Original']);
      expect(await read()).toEqual(['Sala Original']);
      const other = new SQLite(t.ctx.config.sqliteFile);
      try {
        other.prepare('UPDATE commission SET name = ? WHERE id = ?').run('Sala Cambiada Fuera', created.id);
      } finally {
        other.close();
      }
      await new Promise((r) => setTimeout(r, 20));
      expect(await read()).toEqual(['Sala Cambiada Fuera']);
    } finally {
      await t.destroy();
    }
  });
});

/** Asks `read` again every 20 ms until `done` holds of its answer (at most 3 s); that answer. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const until = Date.now() + 3000;
  let value = await read();
  while (!done(value) && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 20));
    value = await read();
  }
  return value;
}

const commissionNames = async (t: TestApp, cookie: string) => {
  const res = await t.call('GET', '/api/commissions', { cookie });
  return { status: res.statusCode, names: res.statusCode === 200 ? res.json().map((c: { name: string }) => c.name) : [] };
};

describe.each(DATABASES.filter((kind) => kind === 'postgres'))('reads kept in memory across two server processes (%s)', (kind) => {
  let one: TestApp;
  let two: TestApp;
  let gestor: TestAccount;

  beforeAll(async () => {
    // One database and one session secret, as two processes of one deployment.
    const secret = { SESSION_SECRET: 'una-clave-de-sesion-compartida-de-prueba-0123456789' };
    one = await startTestApp(kind, secret);
    two = await startTestApp(kind, { ...secret, DATABASE_URL: one.ctx.config.databaseUrl as string });
    gestor = await one.accountFor('Gestor');
  });
  afterAll(async () => {
    await two?.destroy();
    await one?.destroy();
  });

  it('an answer kept by one server is replaced as soon as the other commits an edit', async () => {
    const created = (await one.call('POST', '/api/commissions', { cookie: gestor.cookie, body: commission('Sala Norte', 'SN') })).json();
    expect(
      (
        await eventually(
          () => commissionNames(two, gestor.cookie),
          (r) => r.names.includes('Sala Norte'),
        )
      ).names,
    ).toContain('Sala Norte');
    // Once the creation's notifications have arrived, the answer read now is kept.
    await new Promise((r) => setTimeout(r, 200));
    expect((await commissionNames(two, gestor.cookie)).names).toContain('Sala Norte');
    // A change that notifies nobody (triggers off for this connection) is not seen: the answer is kept.
    const quiet = new pg.Client({ connectionString: one.ctx.config.databaseUrl as string });
    await quiet.connect();
    try {
      await quiet.query(`set session_replication_role = replica`);
      await quiet.query('update commission set name = $1 where id = $2', ['Sala Callada', created.id]);
    } finally {
      await quiet.end();
    }
    await new Promise((r) => setTimeout(r, 100));
    expect((await commissionNames(two, gestor.cookie)).names).toContain('Sala Norte');
    const edit = await one.call('PATCH', `/api/commissions/${created.id}`, { cookie: gestor.cookie, body: commission('Sala Sur', 'SS') });
    expect(edit.statusCode).toBe(200);
    const after = await eventually(
      () => commissionNames(two, gestor.cookie),
      (r) => r.names.includes('Sala Sur'),
    );
    expect(after.names).toContain('Sala Sur');
    expect(after.names).not.toContain('Sala Norte');
  });

  it('a sign-out on one server ends the session on the other, although the other just answered that cookie', async () => {
    const logistics = await one.accountFor('Logistica');
    expect((await commissionNames(two, logistics.cookie)).status).toBe(200);
    expect((await commissionNames(two, logistics.cookie)).status).toBe(200);
    expect((await one.call('POST', '/api/auth/sign-out', { cookie: logistics.cookie })).statusCode).toBe(204);
    expect(
      (
        await eventually(
          () => commissionNames(two, logistics.cookie),
          (r) => r.status === 401,
        )
      ).status,
    ).toBe(401);
    expect((await commissionNames(one, logistics.cookie)).status).toBe(401);
  });

  it('an account disabled on one server is refused by both on its next requests', async () => {
    const logistics = await one.accountFor('Logistica');
    expect((await commissionNames(one, logistics.cookie)).status).toBe(200);
    expect((await commissionNames(two, logistics.cookie)).status).toBe(200);
    expect((await one.call('POST', `/api/users/${logistics.uid}/disable`, { cookie: gestor.cookie })).statusCode).toBe(200);
    expect((await commissionNames(one, logistics.cookie)).status).toBe(401);
    expect(
      (
        await eventually(
          () => commissionNames(two, logistics.cookie),
          (r) => r.status === 401,
        )
      ).status,
    ).toBe(401);
  });
});

describe.each(DATABASES.filter((kind) => kind === 'postgres'))('the data generation on PostgreSQL (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.destroy());

  it('moves when this process commits, before its notification comes back, and not when it only reads', async () => {
    // A second pool on the same database whose generation hears no notifications: only its own writes move it.
    const { db, generationOf, feed } = openDatabase({ ...t.ctx.config, sqliteFile: '' });
    const generation = generationOf();
    try {
      expect(generation()).toBeNull();
      feed?.listening(true);
      const start = generation();
      expect(start).not.toBeNull();
      await db.selectFrom('commission').select('id').execute();
      expect(generation()).toBe(start);
      await db.transaction().execute((trx) => trx.updateTable('commission').set({ capacity: 1 }).where('id', '=', 'ninguna').execute());
      expect(generation()).not.toBe(start);
    } finally {
      await db.destroy();
    }
  });

  it("is not moved by another process's new device session (a room pass), and is by its ending", async () => {
    const { db } = openDatabase({ ...t.ctx.config, sqliteFile: '' });
    const delegates = t.ctx.generationOf(['delegates']);
    const record = t.ctx.generationOf(['record']);
    try {
      const delegate = await insertDelegate(t, adultPersonal({ documentNumber: '70000001' }));
      /** Whether `write`, committed by the other pool, moved this process's delegates' generation once heard. */
      const moves = async (write: () => Promise<unknown>) => {
        const before = delegates();
        const marked = record();
        await write();
        // A write after it that is notified (a statement trigger fires for no rows too) and moves no other group: once
        // it is heard here, the first one's notification would have been too.
        await db.updateTable('auditLog').set({ action: 'x' }).where('id', '=', 'ninguno').execute();
        for (let i = 0; i < 100 && record() === marked; i++) await new Promise((r) => setTimeout(r, 20));
        expect(record()).not.toBe(marked);
        return delegates() !== before;
      };
      const row = { id: 'dispositivo-1', delegateId: delegate.id as string, tokenHash: 'h1', label: 'Chrome · Android' };
      const now = new Date().toISOString();
      expect(
        await moves(() =>
          db
            .insertInto('roomDevice')
            .values({ ...row, createdAt: now, lastSeenAt: now })
            .execute(),
        ),
      ).toBe(false);
      expect(
        await moves(() => db.updateTable('roomDevice').set({ endedAt: now, endReason: 'staff' }).where('id', '=', row.id).execute()),
      ).toBe(true);
    } finally {
      await db.destroy();
    }
  });

  it('is null while the listening connection is down, and moves when it listens again; reads still answer meanwhile', async () => {
    const gestor = await t.accountFor('Gestor');
    expect((await t.call('POST', '/api/commissions', { cookie: gestor.cookie, body: commission('Sala Este', 'SE') })).statusCode).toBe(201);
    await commissionNames(t, gestor.cookie);
    const before = await eventually(
      async () => t.ctx.generation(),
      (g) => g !== null,
    );
    expect(before).not.toBeNull();
    const ended = await sql<{ ended: boolean }>`
      select pg_terminate_backend(pid) as ended from pg_stat_activity
      where datname = current_database() and query like 'LISTEN %' and pid <> pg_backend_pid()`.execute(t.ctx.db);
    expect(ended.rows).toEqual([{ ended: true }]);
    expect(
      await eventually(
        async () => t.ctx.generation(),
        (g) => g === null,
      ),
    ).toBeNull();
    expect((await commissionNames(t, gestor.cookie)).names).toContain('Sala Este');
    const after = await eventually(
      async () => t.ctx.generation(),
      (g) => g !== null,
    );
    expect(after).not.toBeNull();
    expect(after).not.toBe(before);
  });
});

describe('kept statements', () => {
  it('answer each SQL text from its kept statement and keep working past their number', async () => {
    const db = new Kysely<{ t: { id: number; n: number } }>({
      dialect: new SqliteDialect({ database: withKeptStatements(new SQLite(':memory:')) }),
    });
    await sql`CREATE TABLE t (id INTEGER PRIMARY KEY, n INTEGER)`.execute(db);
    expect(await db.insertInto('t').values({ id: 1, n: 1 }).returning('n').execute()).toEqual([{ n: 1 }]);
    for (let i = 0; i < 600; i++)
      expect((await sql<{ m: number }>`SELECT n + ${sql.lit(i)} AS m FROM t`.execute(db)).rows).toEqual([{ m: 1 + i }]);
    expect(await db.updateTable('t').set({ n: 2 }).where('id', '=', 1).returning('n').execute()).toEqual([{ n: 2 }]);
    expect(await db.selectFrom('t').select('n').execute()).toEqual([{ n: 2 }]);
    await db.destroy();
  });
});
