import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABOVE_THE_DATABASE, expectError, startTestApp, type TestApp } from '../../../test/harness';
import { type CommissionWithChair, insertDelegateRows, seedCommissionWithChair } from '../../../test/fixtures';
import { extractPdfText } from '../../../test/pdf-text';
import { newDelegateRow } from '../../domain/delegates/delegates.store';

describe.each(ABOVE_THE_DATABASE)('badges routes (%s)', (kind) => {
  let t: TestApp;
  /** The Gestor, Logística and the commission «Consejo de Seguridad» with its chair, seeded before the tests. */
  let { gestor, logistica, commission, chair } = {} as CommissionWithChair;
  /** The delegates inserted, as stored (their personal and badge codes). */
  let rows: ReturnType<typeof newDelegateRow>[] = [];

  beforeAll(async () => {
    t = await startTestApp(kind);
    ({ gestor, logistica, commission, chair } = await seedCommissionWithChair(t, 'Consejo de Seguridad'));
    const base = {
      documentType: 'TI' as const,
      birthDate: '2009-05-01',
      phone: null,
      grade: '10',
      guardianName: 'A',
      guardianPhone: '300',
    };
    rows = Array.from({ length: 10 }, (_, i) =>
      newDelegateRow(
        {
          ...base,
          firstNames: i === 0 ? 'Íñigo José' : `Delegado ${i}`,
          lastNames: i === 0 ? 'Muñoz Güell' : `Apellido ${i}`,
          documentNumber: `BDG${100 + i}`,
          email: `b${i}@x.test`,
          institution: 'Colegio San José',
        },
        { source: 'manual', status: i === 9 ? 'retirado' : 'asignado' },
      ),
    );
    await insertDelegateRows(
      t,
      rows.map((r) => ({ ...r, commissionId: commission.id })),
    );
  });
  afterAll(() => t?.destroy());

  const url = (q: string) => `/api/badges.pdf?${q}`;

  it('answers 401 anonymous and 403 to a Presidente', async () => {
    expectError(await t.call('GET', url(`commissionId=${commission.id}`)), 401, 'UNAUTHENTICATED');
    expectError(await t.call('GET', url(`commissionId=${commission.id}`), { cookie: chair.cookie }), 403, 'FORBIDDEN');
  });

  it('prints a commission’s badges: a valid PDF, 8 per page, names with accents, withdrawn delegates left out', async () => {
    const res = await t.call('GET', url(`commissionId=${commission.id}`), { cookie: logistica.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=/);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pages = await extractPdfText(res.rawPayload);
    expect(pages.length).toBe(2); // 9 badges
    const text = pages.join('\n');
    expect(text).toContain('Íñigo José Muñoz Güell');
    expect(text).toContain('Consejo de Seguridad');
    expect(text).toContain('Colegio San José');
    expect(text).not.toContain('Apellido 9');
  });

  it('prints each badge’s badge code, never the personal code that opens the delegate’s data', async () => {
    const res = await t.call('GET', url(`commissionId=${commission.id}`), { cookie: logistica.cookie });
    const text = (await extractPdfText(res.rawPayload)).join('\n');
    for (const row of rows.slice(0, 9)) {
      expect(text).toContain(row.badgeCode);
      expect(text).not.toContain(row.personalCode);
    }
  });

  it('prints an institution’s badges, typed without accents or capitals (Gestor too)', async () => {
    const res = await t.call('GET', url('institution=colegio%20san%20jose'), { cookie: gestor.cookie });
    expect(res.statusCode).toBe(200);
    expect((await extractPdfText(res.rawPayload)).join('\n')).toContain('Muñoz Güell');
  });

  it('answers 400 without a filter or with both, 404 to an unknown commission', async () => {
    expectError(await t.call('GET', url(''), { cookie: logistica.cookie }), 400, 'VALIDATION');
    expectError(await t.call('GET', url(`commissionId=${commission.id}&institution=x`), { cookie: logistica.cookie }), 400, 'VALIDATION');
    expectError(await t.call('GET', url('commissionId=nope'), { cookie: logistica.cookie }), 404, 'NOT_FOUND');
  });

  it('says so in the PDF when nobody matches', async () => {
    const res = await t.call('GET', url('institution=Nadie'), { cookie: logistica.cookie });
    expect(res.statusCode).toBe(200);
    expect((await extractPdfText(res.rawPayload)).join('\n')).toContain('No hay delegados para esta selección.');
  });
});
