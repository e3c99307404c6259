import { BADGE_CODE_LENGTH, type DelegatePersonal } from '@quorum/shared';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestApp, type TestApp } from '../../../test/harness';
import { insertDelegateRows } from '../../../test/fixtures';
import { delegateSearchText, newDelegateRow } from '../../domain/delegates/delegates.store';
import { down, up } from './022-badge-codes';

const personal = (i: number): DelegatePersonal => ({
  firstNames: 'Íñigo',
  lastNames: `Muñoz ${i}`,
  documentType: 'TI',
  documentNumber: `MIG${i}`,
  birthDate: '2009-05-01',
  email: `mig${i}@x.test`,
  phone: null,
  institution: 'Colegio',
  grade: '10',
  guardianName: 'A',
  guardianPhone: '300',
});

describe.each(DATABASES)('migration 022: badge codes for the delegates already stored (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.destroy());

  it('gives each one a distinct badge code, not their personal code, findable at the door; their updatedAt stays', async () => {
    const rows = Array.from({ length: 5 }, (_, i) => newDelegateRow(personal(i), { source: 'manual' }));
    await insertDelegateRows(t, rows);
    // The database as it was before: no badge codes, search texts without them.
    // A migration sees the database untyped, as it was when it ran.
    const db = t.ctx.db as unknown as Kysely<unknown>;
    await down(db);
    await up(db);

    const stored = await t.ctx.db.selectFrom('delegate').selectAll().orderBy('documentNumber').execute();
    expect(stored.map((r) => r.id)).toEqual(rows.map((r) => r.id));
    const codes = stored.map((r) => r.badgeCode);
    expect(new Set(codes).size).toBe(rows.length);
    for (const [i, row] of stored.entries()) {
      expect(row.badgeCode).toMatch(new RegExp(`^[A-Z0-9]{${BADGE_CODE_LENGTH}}$`));
      expect(row.badgeCode).not.toBe(rows[i].badgeCode);
      expect(row.personalCode).toBe(rows[i].personalCode);
      expect(row.searchText).toBe(delegateSearchText(row));
      expect(row.updatedAt).toBe(rows[i].updatedAt);
    }

    const gestor = await t.cookieFor('Gestor');
    const card = await t.call('GET', `/api/finder/code/${codes[2]}`, { cookie: gestor });
    expect(card.json()).toMatchObject({ id: rows[2].id, badgeCode: codes[2] });
    const found = await t.call('GET', `/api/finder?q=${codes[3].toLowerCase()}`, { cookie: gestor });
    expect(found.json().delegates.map((d: { id: string }) => d.id)).toEqual([rows[3].id]);
    // A new delegate still gets a code of their own beside them (the unique index holds).
    await insertDelegateRows(t, [newDelegateRow(personal(9), { source: 'manual' })]);
  });
});
