// Signed-in reads are served from memory while nothing has been written (lib/kept-reads.ts): these tests
// prove that every write a user would expect to see — their own, another user's, another process's — shows
// on the very next read, and that what one user may see is never served to another.
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withKeptStatements } from '../src/db/sqlite-statements';
import { describeWithApp, startTestApp, type TestAccount } from './harness';

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

describe('reads kept in memory, SQLite written by another process', () => {
  // PostgreSQL keeps nothing in memory (its generation is null): its reads always ask the database.
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

describe('kept statements', () => {
  it('counts a write before and after each statement that may write, never for reads, and keeps working past its size', () => {
    const sqlite = new SQLite(':memory:');
    const { database, writes } = withKeptStatements(sqlite);
    database.prepare('CREATE TABLE t (n INTEGER)').run([]);
    const afterCreate = writes();
    expect(afterCreate).toBeGreaterThan(0);
    database.prepare('INSERT INTO t (n) VALUES (?)').run([1]);
    expect(writes()).toBeGreaterThan(afterCreate);
    const afterInsert = writes();
    expect(database.prepare('SELECT n FROM t').all([])).toEqual([{ n: 1 }]);
    expect(writes()).toBe(afterInsert);
    for (let i = 0; i < 600; i++) expect(database.prepare(`SELECT n + ${i} AS m FROM t`).all([])).toEqual([{ m: 1 + i }]);
    database.prepare('INSERT INTO t (n) VALUES (?)').run([2]);
    expect(writes()).toBeGreaterThan(afterInsert);
    database.close();
  });
});
