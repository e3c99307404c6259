import type { AssignmentMatrix, AutoAssignmentResult, UnassignedPage } from '@quorum/shared';
import { PDFDocument } from '@cantoo/pdf-lib';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditOf, commissionBody, DATABASES, expectError, startTestApp, type TestApp } from '../../../test/harness';
import { insertDelegateRows } from '../../../test/fixtures';
import { newDelegateRow } from '../../domain/delegates/delegates.store';
import { newId, nowIso } from '../../lib/ids';
import { extractPdfText } from '../../../test/pdf-text';

describe.each(DATABASES)('assignment (%s)', (kind) => {
  let t: TestApp;
  let gestor: string;
  let counter = 0;

  beforeAll(async () => {
    t = await startTestApp(kind);
    gestor = await t.cookieFor('Gestor');
  });
  afterAll(async () => t?.destroy());

  /** Empties delegates, delegations and commissions between tests. */
  beforeEach(async () => {
    await t.ctx.db.deleteFrom('delegate').execute();
    await t.ctx.db.deleteFrom('delegation').execute();
    await t.ctx.db.deleteFrom('jobLock').execute();
  });

  async function commission(name: string, extra: Record<string, unknown> = {}): Promise<string> {
    const res = await t.call('POST', '/api/commissions', {
      cookie: gestor,
      body: commissionBody(`${name} ${++counter}`, { topics: ['Agua potable y saneamiento'], ...extra }),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id;
  }
  async function delegations(commissionId: string, names: string[]): Promise<string[]> {
    const now = nowIso();
    const rows = names.map((name, position) => ({
      id: newId(),
      commissionId,
      name,
      isoCode: null,
      kind: 'miembro',
      veto: 0,
      position,
      createdAt: now,
      updatedAt: now,
    }));
    await t.ctx.db.insertInto('delegation').values(rows).execute();
    return rows.map((r) => r.id);
  }
  /** Inserts a delegate; `minutesAgo` orders registrations (bigger = earlier). */
  async function delegate(
    firstNames: string,
    preferences: string[],
    opts: { minutesAgo?: number; status?: 'preinscrito' | 'verificado' | 'retirado'; institution?: string; lastNames?: string } = {},
  ) {
    counter += 1;
    const row = newDelegateRow(
      {
        firstNames,
        lastNames: opts.lastNames ?? 'Núñez',
        documentType: 'CC',
        documentNumber: `D${counter}${Math.floor(Math.random() * 1e6)}`,
        birthDate: '2000-01-01',
        email: `d${counter}@example.com`,
        phone: '3001234567',
        institution: opts.institution ?? 'Colegio San José',
        grade: null,
        guardianName: null,
        guardianPhone: null,
      },
      { source: 'preinscripcion', preferences, status: opts.status },
    );
    const at = new Date(Date.now() - (opts.minutesAgo ?? 0) * 60_000).toISOString();
    await insertDelegateRows(t, [{ ...row, createdAt: at }]);
    return row.id;
  }
  const get = (id: string) => t.ctx.db.selectFrom('delegate').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const auto = () => t.call('POST', '/api/assignment/auto', { cookie: gestor });

  it('a dry run says, per person not placed, why, and writes nothing', async () => {
    const full = await commission('Llena');
    await delegations(full, ['México']);
    const empty = await commission('Sin delegaciones');
    const first = await delegate('Primera', [full], { minutesAgo: 10 });
    const late = await delegate('Tarde', [full], { minutesAgo: 8 });
    const noSeats = await delegate('Sin asientos', [empty], { minutesAgo: 6 });
    const gone = await delegate('Ida', ['no-existe'], { minutesAgo: 4 });
    const none = await delegate('Nadie', [], { minutesAgo: 2 });
    const auditBefore = (await auditOf(t, gestor)).length;
    const res = await t.call('POST', '/api/assignment/auto', { cookie: gestor, body: { dryRun: true } });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json() as AutoAssignmentResult;
    expect(result).toMatchObject({ dryRun: true, assigned: 1 });
    expect(result.notPlaced.map((n) => [n.delegateId, n.firstNames, n.reason])).toEqual([
      [late, 'Tarde', 'comisiones_llenas'],
      [noSeats, 'Sin asientos', 'comisiones_sin_delegaciones'],
      [gone, 'Ida', 'comisiones_no_disponibles'],
      [none, 'Nadie', 'sin_preferencias'],
    ]);
    expect(result.notPlaced[1].message).toBe(
      'Sus comisiones preferidas no tienen delegaciones: los asientos son las delegaciones que se añaden en Delegaciones, no la capacidad.',
    );
    expect((await get(first)).commissionId).toBeNull();
    expect((await auditOf(t, gestor)).length).toBe(auditBefore);
  });

  it('places people without preferences in any free seat when asked', async () => {
    const c = await commission('Abierta');
    await delegations(c, ['Chile', 'Perú']);
    const wants = await delegate('Quiere', [c], { minutesAgo: 5 });
    const none = await delegate('Cualquiera', [], { minutesAgo: 1 });
    const res = await t.call('POST', '/api/assignment/auto', { cookie: gestor, body: { fillWithoutPreferences: true } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ dryRun: false, assigned: 2, notPlaced: [] });
    expect((await get(wants)).commissionId).toBe(c);
    expect((await get(none)).commissionId).toBe(c);
  });

  it('refuses anonymous callers and other roles', async () => {
    expectError(await t.call('GET', '/api/assignment/matrix'), 401, 'UNAUTHENTICATED');
    expectError(await t.call('POST', '/api/assignment/auto'), 401, 'UNAUTHENTICATED');
    const logistica = await t.cookieFor('Logistica');
    expectError(await t.call('GET', '/api/assignment/matrix', { cookie: logistica }), 403, 'FORBIDDEN');
    expectError(await t.call('POST', '/api/assignment/auto', { cookie: logistica }), 403, 'FORBIDDEN');
    const c = await commission('Consejo');
    const other = await commission('Otra');
    const chairOther = await t.cookieFor('Presidente', { comissionId: other });
    expectError(await t.call('GET', `/api/assignment/commissions/${c}/roll-call.pdf`, { cookie: chairOther }), 403, 'FORBIDDEN');
    expectError(await t.call('GET', `/api/assignment/commissions/${c}/export?format=csv`, { cookie: chairOther }), 403, 'FORBIDDEN');
  });

  it('shows the matrix: delegations with their delegates, counts of delegates without a seat', async () => {
    const c = await commission('Asamblea');
    const [mex, per] = await delegations(c, ['México', 'Perú']);
    const ana = await delegate('Ana', [c]);
    await delegate('Beto', []);
    await delegate('Retirada', [], { status: 'retirado' });
    await t.ctx.db.updateTable('delegate').set({ commissionId: c, delegationId: mex, status: 'asignado' }).where('id', '=', ana).execute();
    const luis = await delegate('Luis', [c]);
    await t.ctx.db.updateTable('delegate').set({ commissionId: c }).where('id', '=', luis).execute();

    const res = await t.call('GET', '/api/assignment/matrix', { cookie: gestor });
    expect(res.statusCode, res.body).toBe(200);
    const matrix = res.json() as AssignmentMatrix;
    const row = matrix.commissions.find((x) => x.id === c);
    expect(row?.delegations.map((d) => [d.name, d.delegates.map((x) => x.firstNames)])).toEqual([
      ['México', ['Ana']],
      ['Perú', []],
    ]);
    expect(row?.delegations[1]?.id).toBe(per);
    expect(row?.withoutDelegation.map((x) => x.firstNames)).toEqual(['Luis']);
    expect(row?.freeDelegations).toBe(1);
    expect(matrix.withoutCommission).toBe(1);
    expect(matrix).not.toHaveProperty('unassigned');
  });

  it('lists the delegates without a commission a page at a time, oldest first, searched without accents or case', async () => {
    const c = await commission('Asamblea');
    for (let i = 0; i < 5; i++) await delegate(`Persona${i}`, [c], { minutesAgo: 50 - i, institution: 'Liceo Francés' });
    await delegate('José', [], { minutesAgo: 10, lastNames: 'Álvarez', institution: 'Colegio Ñandú' });
    await delegate('Retirado', [], { status: 'retirado', institution: 'Colegio Ñandú' });
    const seated = await delegate('Sentada', [c], { institution: 'Colegio Ñandú' });
    await t.ctx.db.updateTable('delegate').set({ commissionId: c }).where('id', '=', seated).execute();
    const page = async (query: string) => {
      const res = await t.call('GET', `/api/assignment/unassigned?${query}`, { cookie: gestor });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as UnassignedPage;
      return [body.rows.map((r) => r.firstNames), body.total];
    };

    expect(await page('pageSize=2')).toEqual([['Persona0', 'Persona1'], 6]);
    expect(await page('pageSize=4&page=1')).toEqual([['Persona4', 'José'], 6]);
    expect(await page('q=ALVAREZ%20nandu')).toEqual([['José'], 1]);
    expect(await page('q=liceo&pageSize=3&page=1')).toEqual([['Persona3', 'Persona4'], 5]);
    expect(await page('q=100%25')).toEqual([[], 0]);
    expect((await page(''))[1]).toBe(6);
    expectError(await t.call('GET', '/api/assignment/unassigned?pageSize=1000', { cookie: gestor }), 400, 'VALIDATION');
  });

  it('assigns by hand, marks it manual, sets the status and audits it; unassigning goes back', async () => {
    const c = await commission('Asamblea');
    const [mex] = await delegations(c, ['México']);
    const ana = await delegate('Ana', []);
    const res = await t.call('PUT', `/api/assignment/delegates/${ana}`, { cookie: gestor, body: { commissionId: c, delegationId: mex } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: ana, status: 'asignado', assignmentManual: true });
    expect(await get(ana)).toMatchObject({ commissionId: c, delegationId: mex, assignmentManual: 1, status: 'asignado' });
    const [entry] = await auditOf(t, gestor);
    expect(entry).toMatchObject({ action: 'delegate.assigned', entityId: ana });

    const back = await t.call('PUT', `/api/assignment/delegates/${ana}`, {
      cookie: gestor,
      body: { commissionId: null, delegationId: null },
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(await get(ana)).toMatchObject({ commissionId: null, delegationId: null, assignmentManual: 0, status: 'preinscrito' });
  });

  it('refuses a delegation of another commission (Spanish message, nothing changed)', async () => {
    const a = await commission('Asamblea');
    const b = await commission('Consejo');
    const [inB] = await delegations(b, ['Francia']);
    const ana = await delegate('Ana', []);
    const before = await get(ana);
    const res = await t.call('PUT', `/api/assignment/delegates/${ana}`, { cookie: gestor, body: { commissionId: a, delegationId: inB } });
    expectError(res, 409, 'DELEGATION_NOT_IN_COMMISSION');
    expect(res.json().message).toBe('La delegación no pertenece a esta comisión.');
    expect(await get(ana)).toEqual(before);
    expectError(
      await t.call('PUT', `/api/assignment/delegates/${ana}`, { cookie: gestor, body: { commissionId: null, delegationId: inB } }),
      409,
      'DELEGATION_NOT_IN_COMMISSION',
    );
    expectError(
      await t.call('PUT', `/api/assignment/delegates/nadie`, { cookie: gestor, body: { commissionId: a, delegationId: null } }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await t.call('PUT', `/api/assignment/delegates/${ana}`, { cookie: gestor, body: { commissionId: 'nada', delegationId: null } }),
      404,
      'NOT_FOUND',
    );
    expectError(await t.call('PUT', `/api/assignment/delegates/${ana}`, { cookie: gestor, body: { commissionId: 5 } }), 400, 'VALIDATION');
    expect(await get(ana)).toEqual(before);
  });

  it('assigns automatically by preference rank, oldest registration first, within capacity', async () => {
    const a = await commission('Asamblea');
    const b = await commission('Consejo');
    const [a1, a2] = await delegations(a, ['Argentina', 'Brasil']);
    const [b1] = await delegations(b, ['Chile']);
    const first = await delegate('Primera', [a, b], { minutesAgo: 50 });
    const second = await delegate('Segunda', [b, a], { minutesAgo: 40 });
    const third = await delegate('Tercera', [a], { minutesAgo: 30 });
    const fourth = await delegate('Cuarta', [a, b], { minutesAgo: 20 });
    const none = await delegate('Sin preferencias', [], { minutesAgo: 10 });

    const res = await auto();
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json() as AutoAssignmentResult;
    expect(result.assigned).toBe(3);
    expect(result.perCommission.find((x) => x.commissionId === a)).toMatchObject({ assigned: 2, freeLeft: 0 });
    expect(result.perCommission.find((x) => x.commissionId === b)).toMatchObject({ assigned: 1, freeLeft: 0 });
    expect(result.leftUnassigned).toEqual(
      expect.arrayContaining([
        { reason: 'sin_preferencias', count: 1 },
        { reason: 'comisiones_llenas', count: 1 },
      ]),
    );
    expect(await get(first)).toMatchObject({ commissionId: a, delegationId: a1, status: 'asignado', assignmentManual: 0 });
    expect(await get(second)).toMatchObject({ commissionId: b, delegationId: b1, status: 'asignado' });
    expect(await get(third)).toMatchObject({ commissionId: a, delegationId: a2 });
    // Cuarta's first and second choices were full: she is left for a manual decision.
    expect(await get(fourth)).toMatchObject({ commissionId: null, delegationId: null, status: 'preinscrito' });
    expect(await get(none)).toMatchObject({ commissionId: null });
    const [entry] = await auditOf(t, gestor);
    expect(entry).toMatchObject({ action: 'assignment.auto_ran' });

    // Idempotent: a second run assigns nothing new and changes nobody.
    const again = await auto();
    expect(again.statusCode, again.body).toBe(200);
    expect((again.json() as AutoAssignmentResult).assigned).toBe(0);
    expect(await get(fourth)).toMatchObject({ commissionId: null });
    expect(await get(third)).toMatchObject({ commissionId: a, delegationId: a2 });
  });

  it('serves first preferences before anyone’s second preference', async () => {
    const a = await commission('Asamblea');
    const b = await commission('Consejo');
    await delegations(a, ['Argentina']);
    await delegations(b, ['Chile']);
    const early = await delegate('Temprana', [a, b], { minutesAgo: 50 });
    // Registered later, but wants Consejo first: keeps her first choice over Temprana's second choice.
    const late = await delegate('Tardía', [b], { minutesAgo: 10 });
    const lateA = await delegate('Tardía A', [a], { minutesAgo: 5 });
    await auto();
    expect(await get(early)).toMatchObject({ commissionId: a });
    expect(await get(late)).toMatchObject({ commissionId: b });
    expect(await get(lateA)).toMatchObject({ commissionId: null });
  });

  it('never changes manual choices, assigned, withdrawn or archived-commission seats', async () => {
    const a = await commission('Asamblea');
    const archived = await commission('Archivada');
    const [a1, a2] = await delegations(a, ['Argentina', 'Brasil']);
    await delegations(archived, ['Chile']);
    const manual = await delegate('Manual', [a], { minutesAgo: 60 });
    expect(
      (await t.call('PUT', `/api/assignment/delegates/${manual}`, { cookie: gestor, body: { commissionId: a, delegationId: null } }))
        .statusCode,
    ).toBe(200);
    const manualBefore = await get(manual);
    const retired = await delegate('Retirado', [a], { minutesAgo: 50, status: 'retirado' });
    const wantsArchived = await delegate('Archivo', [archived], { minutesAgo: 40 });
    await t.call('POST', `/api/commissions/${archived}/archive`, { cookie: gestor });
    const next = await delegate('Siguiente', [a], { minutesAgo: 30 });

    const res = await auto();
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as AutoAssignmentResult).skipped).toMatchObject({ manual: 1, otherStatus: 1 });
    expect(await get(manual)).toEqual(manualBefore);
    expect(await get(retired)).toMatchObject({ commissionId: null, status: 'retirado' });
    expect(await get(wantsArchived)).toMatchObject({ commissionId: null });
    expect(await get(next)).toMatchObject({ commissionId: a, delegationId: a1 });
    // Brasil stays free for a later registration.
    const later = await delegate('Después', [a]);
    await auto();
    expect(await get(later)).toMatchObject({ commissionId: a, delegationId: a2 });
  });

  it('answers 409 ASSIGNMENT_RUNNING while another run holds the lock', async () => {
    const a = await commission('Asamblea');
    await delegations(a, ['Argentina', 'Brasil']);
    await delegate('Uno', [a]);
    await delegate('Dos', [a]);
    const [r1, r2] = await Promise.all([auto(), auto()]);
    const statuses = [r1.statusCode, r2.statusCode].sort();
    // Either the calls overlapped (one refused) or they ran one after the other.
    expect([
      [200, 409],
      [200, 200],
    ]).toContainEqual(statuses);
    const assigned = [r1, r2].filter((r) => r.statusCode === 200).reduce((s, r) => s + (r.json() as AutoAssignmentResult).assigned, 0);
    expect(assigned).toBe(2);
    for (const r of [r1, r2])
      if (r.statusCode === 409)
        expect(r.json()).toMatchObject({ code: 'ASSIGNMENT_RUNNING', message: 'Ya hay una asignación automática en curso' });

    // A run in progress (the lock row held by someone else): refused, nothing changed.
    const now = nowIso();
    await t.ctx.db
      .insertInto('jobLock')
      .values({
        name: 'assignment.auto',
        holder: 'otro',
        expiresAt: new Date(Date.now() + 60_000).toISOString(),
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    const waiting = await delegate('Tres', [a]);
    await delegations(a, ['Colombia']);
    const res = await auto();
    expectError(res, 409, 'ASSIGNMENT_RUNNING');
    expect(res.json().message).toBe('Ya hay una asignación automática en curso');
    expect(await get(waiting)).toMatchObject({ commissionId: null });
    // An expired lock (a crashed run) does not block for ever.
    await t.ctx.db
      .updateTable('jobLock')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await auto()).statusCode).toBe(200);
    expect(await get(waiting)).toMatchObject({ commissionId: a });
  });

  it('exports a commission as CSV and XLSX with formulas neutralised', async () => {
    const a = await commission('Asamblea');
    const [mex] = await delegations(a, ['México']);
    const evil = await delegate('=HYPERLINK("http://x")', [a], { institution: '+SUM(A1)', lastNames: 'Peña' });
    await t.call('PUT', `/api/assignment/delegates/${evil}`, { cookie: gestor, body: { commissionId: a, delegationId: mex } });
    const csv = await t.call('GET', `/api/assignment/commissions/${a}/export?format=csv`, { cookie: gestor });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('attachment');
    expect(csv.body).toContain('Delegación');
    expect(csv.body).toContain('México');
    expect(csv.body).toContain('Peña');
    expect(csv.body).toContain(`'+SUM(A1)`);
    expect(csv.body).not.toMatch(/(^|,)"?=HYPERLINK/m);
    const xlsx = await t.call('GET', `/api/assignment/commissions/${a}/export?format=xlsx`, { cookie: gestor });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    // The commission's own Presidente may download (exports.download is on by default).
    const chair = await t.cookieFor('Presidente', { comissionId: a });
    expect((await t.call('GET', `/api/assignment/commissions/${a}/export?format=csv`, { cookie: chair })).statusCode).toBe(200);
    expectError(await t.call('GET', `/api/assignment/commissions/nada/export`, { cookie: gestor }), 404, 'NOT_FOUND');
  });

  it('leaves the document, birth date and guardian columns out of a Presidente’s CSV and XLSX, as the chair’s screen does', async () => {
    const a = await commission('Asamblea');
    await delegate('Ana', [a]);
    await t.ctx.db.updateTable('delegate').set({ commissionId: a, guardianPhone: '3159990000' }).execute();
    const [{ documentNumber }] = await t.ctx.db.selectFrom('delegate').select('documentNumber').execute();
    const chair = await t.cookieFor('Presidente', { comissionId: a });
    const hidden = ['Número de documento', 'Tipo de documento', 'Grado', 'Teléfono del acudiente', 'Nombre del acudiente'];
    const headersOf = async (cookie: string, format: 'csv' | 'xlsx') => {
      const res = await t.call('GET', `/api/assignment/commissions/${a}/export?format=${format}`, { cookie });
      expect(res.statusCode, res.body).toBe(200);
      if (format === 'csv')
        return {
          headers: res.body
            .replace(/^\uFEFF/, '')
            .split('\r\n')[0]
            .split(','),
          body: res.body,
        };
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = wb.worksheets[0];
      const cells = sheet.getSheetValues().flat().map(String);
      return { headers: (sheet.getRow(1).values as unknown[]).slice(1).map(String), body: cells.join('\n') };
    };
    for (const format of ['csv', 'xlsx'] as const) {
      const own = await headersOf(chair, format);
      for (const h of hidden) expect(own.headers).not.toContain(h);
      expect(own.headers).toContain('Apellidos');
      expect(own.body).not.toContain(documentNumber);
      expect(own.body).not.toContain('3159990000');
      const gestors = await headersOf(gestor, format);
      for (const h of hidden) expect(gestors.headers).toContain(h);
      expect(gestors.body).toContain(documentNumber);
      expect(gestors.body).toContain('3159990000');
    }
    // A chair whom Permisos let edit personal data sees, and exports, every field they edit.
    const permit = (enabled: boolean) =>
      t.call('PUT', '/api/access/capabilities', {
        cookie: gestor,
        body: { role: 'Presidente', capability: 'delegates.editPersonalData', enabled },
      });
    expect((await permit(true)).statusCode).toBe(200);
    for (const format of ['csv', 'xlsx'] as const) {
      const own = await headersOf(chair, format);
      for (const h of hidden) expect(own.headers).toContain(h);
      expect(own.body).toContain(documentNumber);
      expect(own.body).toContain('3159990000');
    }
    expect((await permit(false)).statusCode).toBe(200);
  });

  it('prints the roll-call sheet as a valid PDF with the commission, its delegations and delegates', async () => {
    const a = await commission('Comisión de Derechos Humanos', { topics: ['Niñez y educación'] });
    const [esp] = await delegations(a, ['España', 'Perú']);
    const ana = await delegate('Ángela', [a], { lastNames: 'Muñoz Güell' });
    await t.call('PUT', `/api/assignment/delegates/${ana}`, { cookie: gestor, body: { commissionId: a, delegationId: esp } });
    const res = await t.call('GET', `/api/assignment/commissions/${a}/roll-call.pdf`, { cookie: gestor });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(res.rawPayload);
    expect(doc.getPageCount()).toBe(1);
    const text = (await extractPdfText(res.rawPayload)).join('\n');
    expect(text).toContain('Comisión de Derechos Humanos');
    expect(text).toContain('Niñez y educación');
    expect(text).toContain('España');
    expect(text).toContain('Ángela Muñoz Güell');
    expect(text).toContain('Página 1 de 1');
    expectError(await t.call('GET', `/api/assignment/commissions/nada/roll-call.pdf`, { cookie: gestor }), 404, 'NOT_FOUND');
  });

  it('lets a chair export their commission only while Permisos allows it (exports.download), the Gestor always', async () => {
    const a = await commission('Asamblea Exporta');
    await delegate('Beatriz', [a]);
    const chair = await t.cookieFor('Presidente', { comissionId: a });
    const urls = [
      `/api/assignment/commissions/${a}/export?format=csv`,
      `/api/assignment/commissions/${a}/export?format=xlsx`,
      `/api/assignment/commissions/${a}/roll-call.pdf`,
    ];
    const capabilities = async () => (await t.call('GET', '/api/profile/capabilities', { cookie: chair })).json();
    try {
      expect((await capabilities())['exports.download']).toBe(true);
      for (const url of urls) expect((await t.call('GET', url, { cookie: chair })).statusCode, url).toBe(200);

      const off = await t.call('PUT', '/api/access/capabilities', {
        cookie: gestor,
        body: { role: 'Presidente', capability: 'exports.download', enabled: false },
      });
      expect(off.statusCode, off.body).toBe(200);
      expect((await capabilities())['exports.download']).toBe(false);
      for (const url of urls) {
        expectError(await t.call('GET', url, { cookie: chair }), 403, 'FORBIDDEN');
        expect((await t.call('GET', url, { cookie: gestor })).statusCode, url).toBe(200);
      }
      // The Gestor's own capabilities are always on.
      expect((await t.call('GET', '/api/profile/capabilities', { cookie: gestor })).json()['exports.download']).toBe(true);
    } finally {
      await t.call('PUT', '/api/access/capabilities', {
        cookie: gestor,
        body: { role: 'Presidente', capability: 'exports.download', enabled: true },
      });
    }
    expect((await t.call('GET', urls[0], { cookie: chair })).statusCode).toBe(200);
  });
});
