import type { DelegateList, DelegatePersonal, DelegateSort } from '@quorum/shared';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDelegateRows } from '../../../test/fixtures';
import { DATABASES, startTestApp, type TestApp } from '../../../test/harness';
import * as m025 from '../../db/migrations/025-delegate-sort-keys';
import * as m036 from '../../db/migrations/036-search-sort-keys';
import { newDelegateRow, updateDelegate } from '../../domain/delegates/delegates.store';

/** Names a Spanish reader expects in this order (accents aside, «ñ» after «n»), created in another. */
const SPANISH = ['Álvarez', 'Ávila', 'Nuñez', 'Ñúñez', 'Oscar', 'Zapata'];
const CREATED = ['Zapata', 'Oscar', 'Ñúñez', 'Álvarez', 'Nuñez', 'Ávila'];

const personal = (name: string, i: number): DelegatePersonal => ({
  firstNames: name,
  lastNames: name,
  documentType: 'TI',
  documentNumber: `ORD${i}`,
  birthDate: '2009-05-01',
  email: `orden${i}@x.test`,
  phone: null,
  institution: `Colegio ${name}`,
  grade: '10',
  guardianName: 'A',
  guardianPhone: '300',
});

describe.each(DATABASES)('the delegate list in pages (%s)', (kind) => {
  let t: TestApp;
  let gestor: string;

  const list = async (qs: Record<string, string | number | undefined>) => {
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries(qs)) if (v !== undefined) search.set(k, String(v));
    const res = await t.call('GET', `/api/delegates?${search}`, { cookie: gestor });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as DelegateList;
  };

  /** Every row in the order `sort` and `dir` give, walked forward page by page with `next`, 2 rows a page. */
  async function walkForward(sort: DelegateSort, dir: 'asc' | 'desc', field: 'lastNames' | 'firstNames' | 'institution') {
    const seen: string[] = [];
    let page = await list({ sort, dir, pageSize: 2 });
    for (let n = 1; page.rows.length; n++) {
      seen.push(...page.rows.map((r) => r[field]));
      page = await list({ sort, dir, pageSize: 2, page: n, after: page.next ?? undefined });
    }
    return seen;
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    gestor = await t.cookieFor('Gestor');
    await insertDelegateRows(
      t,
      CREATED.map((name, i) => newDelegateRow(personal(name, i), { source: 'manual' })),
    );
  });
  afterAll(() => t.destroy());

  it('walks every sort in Spanish order, both ways, page after page and back, as the page numbers give it', async () => {
    for (const [sort, field, names] of [
      ['lastNames', 'lastNames', SPANISH],
      ['firstNames', 'firstNames', SPANISH],
      ['institution', 'institution', SPANISH.map((n) => `Colegio ${n}`)],
    ] as const) {
      expect(await walkForward(sort, 'asc', field)).toEqual(names);
      expect(await walkForward(sort, 'desc', field)).toEqual([...names].reverse());
      // Back from the last page (asked by its number: walked from the end) with `previous`.
      let page = await list({ sort, pageSize: 2, page: 2 });
      expect(page.rows.map((r) => r[field])).toEqual(names.slice(4));
      const back = [...page.rows.map((r) => r[field])];
      for (let n = 1; n >= 0; n--) {
        page = await list({ sort, pageSize: 2, page: n, before: page.previous ?? undefined });
        back.unshift(...page.rows.map((r) => r[field]));
      }
      expect(back).toEqual(names);
      // Any page by its number (an address typed): from the start or from the end.
      for (const [n, size] of [
        [1, 2],
        [1, 4],
        [3, 1],
        [4, 1],
        [1, 5],
      ])
        expect((await list({ sort, pageSize: size, page: n })).rows.map((r) => r[field])).toEqual(names.slice(n * size, (n + 1) * size));
    }
  });

  it('keeps each filter’s count until the next write, then counts again; a cursor of another sort is the page number', async () => {
    expect((await list({})).total).toBe(6);
    expect((await list({ q: 'colegio' })).total).toBe(6);
    const added = newDelegateRow(personal('Muñoz', 9), { source: 'manual' });
    await insertDelegateRows(t, [added]);
    expect((await list({})).total).toBe(7);
    expect((await list({ q: 'colegio' })).total).toBe(7);
    expect((await list({ q: 'munoz' })).rows.map((r) => r.id)).toEqual([added.id]);
    // A change of name moves the delegate in the order at once: the sort keys are written with the name.
    await updateDelegate(t.ctx.db, added.id, { lastNames: 'Ñandú' });
    const order = (await list({})).rows.map((r) => r.lastNames);
    expect(order).toEqual(['Álvarez', 'Ávila', 'Nuñez', 'Ñandú', 'Ñúñez', 'Oscar', 'Zapata']);
    const first = await list({ pageSize: 3 });
    const byOtherSort = await list({ sort: 'createdAt', pageSize: 3, page: 1, after: first.next ?? undefined });
    expect(byOtherSort.rows).toHaveLength(3);
    expect((await list({ pageSize: 3, page: 1, after: 'no-es-un-cursor' })).rows.map((r) => r.lastNames)).toEqual(order.slice(3, 6));
  });

  it('counts a search up to 1000 matches, and says there are more', async () => {
    const many = Array.from({ length: 1001 }, (_, i) =>
      newDelegateRow({ ...personal(`Masivo${i}`, 100 + i), institution: 'Instituto Masivo' }, { source: 'carga' }),
    );
    await insertDelegateRows(t, many);
    const page = await list({ q: 'masivo' });
    expect(page).toMatchObject({ total: 1000, capped: true });
    // Past the cap the first page is walked along the names' index: the same 25 as sorting all of them.
    expect(page.rows.map((r) => r.lastNames)).toEqual(
      many
        .map((d) => d.lastNames)
        .sort()
        .slice(0, 25),
    );
    expect((await list({ q: 'masivo999' })).total).toBe(1);
    expect((await list({ institution: 'Instituto Masivo' })).total).toBe(1001);
    const deep = await list({ q: 'masivo', page: 39, after: undefined });
    expect(deep.rows).toHaveLength(25);
  });

  it('pages a search of a hundred matches alike whether its index is walked (near a cursor or an end) or its matches sorted', async () => {
    // After the test above: «masivo1» is 112 of about 1,000 delegates; the first pages are walked, the middle sorted.
    const expected = Array.from({ length: 1001 }, (_, i) => `Masivo${i}`)
      .filter((name) => name.startsWith('Masivo1'))
      .sort();
    const byNumber: string[] = [];
    for (let page = 0; page * 25 < expected.length; page++)
      byNumber.push(...(await list({ q: 'masivo1', page })).rows.map((r) => r.lastNames));
    expect(byNumber).toEqual(expected);
    const byCursor: string[] = [];
    let answer = await list({ q: 'masivo1' });
    for (let page = 1; answer.rows.length; page++) {
      byCursor.push(...answer.rows.map((r) => r.lastNames));
      answer = await list({ q: 'masivo1', page, after: answer.next ?? undefined });
    }
    expect(byCursor).toEqual(expected);
    const back = await list({ q: 'masivo1', sort: 'lastNames', dir: 'desc', page: 0 });
    expect(back.rows.map((r) => r.lastNames)).toEqual([...expected].reverse().slice(0, 25));
    expect(back.total).toBe(112);
  });

  it('sorts a search by the trigram index’s copy of the names’ keys, kept in step when only a name’s case changes', async () => {
    const twins = [0, 1].map((i) => newDelegateRow({ ...personal('Pérez', 2000 + i), firstNames: 'Ana' }, { source: 'manual' }));
    await insertDelegateRows(t, twins);
    const [low, high] = twins.map((d) => d.id).sort();
    const searched = async () => (await list({ q: 'perez' })).rows.map((r) => [r.id, r.lastNames]);
    expect(await searched()).toEqual([
      [low, 'Pérez'],
      [high, 'Pérez'],
    ]);
    // The same search text («perez»): «PÉREZ» comes before «Pérez» by the name as typed, whatever their ids.
    await updateDelegate(t.ctx.db, high, { lastNames: 'PÉREZ' });
    expect(await searched()).toEqual([
      [high, 'PÉREZ'],
      [low, 'Pérez'],
    ]);
    const second = await list({ q: 'perez', pageSize: 1, page: 1, after: (await list({ q: 'perez', pageSize: 1 })).next ?? undefined });
    expect(second.rows.map((r) => r.id)).toEqual([low]);
  });

  it('migrations 025 and 036 give the delegates already stored their sort keys, in their rows and in the trigram index', async () => {
    const db = t.ctx.db as unknown as Kysely<unknown>;
    await m036.down(db);
    await m025.down(db);
    await m025.up(db);
    await m036.up(db);
    expect((await list({ q: 'masivo1', dir: 'desc', pageSize: 2 })).rows.map((r) => r.lastNames)).toEqual(['Masivo199', 'Masivo198']);
    expect((await list({ sort: 'institution', dir: 'desc', pageSize: 3 })).rows.map((r) => r.institution)).toEqual([
      'Instituto Masivo',
      'Instituto Masivo',
      'Instituto Masivo',
    ]);
    const names = await list({ q: 'colegio', pageSize: 10 });
    expect(names.rows.map((r) => r.lastNames)).toEqual([
      'Álvarez',
      'Ávila',
      'Nuñez',
      'Ñandú',
      'Ñúñez',
      'Oscar',
      'PÉREZ',
      'Pérez',
      'Zapata',
    ]);
  });
});
