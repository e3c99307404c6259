import type { DelegateList, DelegatePersonal } from '@quorum/shared';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditOf,
  bornYearsAgo,
  countRows,
  DATABASES,
  expectError,
  setEventTimeZone,
  startTestApp,
  type TestApp,
} from '../../../test/harness';
import { createCommission, seatDelegation, insertDelegateRows } from '../../../test/fixtures';
import { LOAD_HEADERS } from '../../../test/load-files';
import { sendFile } from '../../../test/upload-fixtures';
import { saveCapability } from '../../domain/access/access-settings';
import { newDelegateRow } from '../../domain/delegates/delegates.store';

const base: Omit<DelegatePersonal, 'firstNames' | 'lastNames' | 'documentNumber'> = {
  documentType: 'TI',
  birthDate: '2009-05-01',
  email: 'familia@colegio.test',
  phone: '3001234567',
  institution: 'Colegio San José',
  grade: '10',
  guardianName: 'Marta Ruiz',
  guardianPhone: '3007654321',
};

describe.each(DATABASES)('delegate list (%s)', (kind) => {
  let t: TestApp;
  let gestor: string;
  let chair: string;
  let logistica: string;
  let agId: string;
  let csId: string;
  let archivedId: string;
  let delegationAg: string;
  const ids: Record<string, string> = {};

  async function insert(key: string, personal: Partial<DelegatePersonal>, extra: Record<string, unknown> = {}) {
    const row = newDelegateRow(
      { ...base, firstNames: 'Ana', lastNames: 'Pérez', documentNumber: `DOC${key}`, ...personal } as DelegatePersonal,
      { source: 'manual' },
    );
    await insertDelegateRows(t, [{ ...row, ...extra }]);
    ids[key] = row.id;
    return row;
  }
  const list = async (qs = '') => {
    const res = await t.call('GET', `/api/delegates${qs}`, { cookie: gestor });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as DelegateList;
  };
  const snapshot = () =>
    t.ctx.db
      .selectFrom('delegate')
      .select(['id', 'status', 'commissionId', 'delegationId', 'assignmentManual', 'updatedAt'])
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    t = await startTestApp(kind);
    gestor = await t.cookieFor('Gestor');
    agId = (await createCommission(t, gestor, 'Asamblea General')).id;
    csId = (await createCommission(t, gestor, 'Consejo de Seguridad', { kind: 'consejo_seguridad' })).id;
    archivedId = (await createCommission(t, gestor, 'Archivada')).id;
    await t.call('POST', `/api/commissions/${archivedId}/archive`, { cookie: gestor });
    chair = await t.cookieFor('Presidente', { comissionId: agId });
    logistica = await t.cookieFor('Logistica');
    delegationAg = await seatDelegation(t, agId, 'Colombia', 'CO');

    await insert('1', { firstNames: 'José', lastNames: 'Gómez Díaz' }, { createdAt: '2026-01-01T10:00:00.000Z' });
    await insert(
      '2',
      { firstNames: 'Jose', lastNames: 'GOMEZ díaz', institution: 'Liceo Francés' },
      { createdAt: '2026-01-02T10:00:00.000Z' },
    );
    await insert(
      '3',
      { firstNames: 'Ana', lastNames: 'Bernal', birthDate: '2008-02-03', institution: 'Liceo Francés' },
      { status: 'verificado', createdAt: '2026-01-03T10:00:00.000Z' },
    );
    await insert(
      '4',
      { firstNames: 'Carlos', lastNames: 'Arango', birthDate: '2007-07-07' },
      { status: 'asignado', commissionId: agId, delegationId: delegationAg, createdAt: '2026-01-04T10:00:00.000Z' },
    );
    await insert(
      '5',
      { firstNames: 'Beatriz', lastNames: 'Zapata', birthDate: '2007-08-08' },
      { status: 'retirado', commissionId: csId, createdAt: '2026-01-05T10:00:00.000Z' },
    );
    // Same names and birth date as 4 but different spelling of case only → duplicates; 6 has another date.
    await insert('6', { firstNames: 'Carlos', lastNames: 'Arango', birthDate: '2007-07-08' }, { createdAt: '2026-01-06T10:00:00.000Z' });
    // A name that a spreadsheet would run as a formula if not neutralised (the schema refuses it; old rows might not).
    await insert(
      '7',
      { firstNames: 'Mallory', lastNames: 'Hacker', institution: '=cmd|"/C calc"!A0' },
      { createdAt: '2026-01-07T10:00:00.000Z' },
    );
  });
  afterAll(() => t.destroy());

  it('answers 401 without a session and 403 to roles other than Gestor', async () => {
    for (const [url, method] of [
      ['/api/delegates', 'GET'],
      ['/api/delegates/options', 'GET'],
      ['/api/delegates/bulk', 'POST'],
      [`/api/delegates/${ids['1']}`, 'GET'],
      [`/api/delegates/${ids['1']}`, 'PATCH'],
    ] as const) {
      expectError(await t.call(method, url, { body: {} }), 401, 'UNAUTHENTICATED');
      expectError(await t.call(method, url, { cookie: chair, body: {} }), 403, 'FORBIDDEN');
      expectError(await t.call(method, url, { cookie: logistica, body: {} }), 403, 'FORBIDDEN');
    }
  });

  it('lists every delegate with total, commission and delegation names, sorted by last names', async () => {
    const page = await list();
    expect(page.total).toBe(7);
    expect(page.rows.map((r) => r.lastNames)).toEqual(['Arango', 'Arango', 'Bernal', 'GOMEZ díaz', 'Gómez Díaz', 'Hacker', 'Zapata']);
    const carlos = page.rows.find((r) => r.id === ids['4']);
    expect(carlos).toMatchObject({
      commissionId: agId,
      commissionName: 'Asamblea General',
      delegationId: delegationAg,
      delegationName: 'Colombia',
      status: 'asignado',
    });
    expect(carlos).not.toHaveProperty('personalCode');
  });

  it('searches accent- and case-insensitively, every word must match', async () => {
    expect((await list('?q=gomez')).rows.map((r) => r.id).sort()).toEqual([ids['1'], ids['2']].sort());
    expect((await list('?q=GÓMEZ%20jose')).total).toBe(2);
    expect((await list('?q=gomez%20bernal')).total).toBe(0);
    expect((await list('?q=liceo%20frances')).total).toBe(2);
    expect((await list('?q=DOC3')).rows.map((r) => r.id)).toEqual([ids['3']]);
    // LIKE wildcards typed by the user match themselves only.
    expect((await list('?q=%25')).total).toBe(0);
    expect((await list('?q=_')).total).toBe(0);
  });

  it('filters by status, commission (or none), delegation and institution', async () => {
    expect((await list('?status=verificado')).rows.map((r) => r.id)).toEqual([ids['3']]);
    expect((await list(`?commissionId=${agId}`)).rows.map((r) => r.id)).toEqual([ids['4']]);
    expect((await list('?commissionId=none')).total).toBe(5);
    expect((await list(`?delegationId=${delegationAg}`)).rows.map((r) => r.id)).toEqual([ids['4']]);
    expect((await list(`?institution=${encodeURIComponent('Liceo Francés')}`)).total).toBe(2);
    expect((await list(`?institution=${encodeURIComponent('Liceo Francés')}&status=verificado`)).total).toBe(1);
  });

  it('sorts by each column both ways and paginates with a stable total', async () => {
    expect((await list('?sort=createdAt&dir=desc')).rows.map((r) => r.id)).toEqual(['7', '6', '5', '4', '3', '2', '1'].map((k) => ids[k]));
    expect((await list('?sort=documentNumber')).rows.map((r) => r.documentNumber)).toEqual([
      'DOC1',
      'DOC2',
      'DOC3',
      'DOC4',
      'DOC5',
      'DOC6',
      'DOC7',
    ]);
    expect((await list('?sort=firstNames&dir=desc')).rows[0].firstNames).toBe('Mallory');
    expect((await list('?sort=status')).rows[0].status).toBe('asignado');
    const seen = new Set<string>();
    for (const p of [0, 1, 2]) {
      const page = await list(`?sort=createdAt&pageSize=3&page=${p}`);
      expect(page.total).toBe(7);
      expect(page.page).toBe(p);
      for (const r of page.rows) seen.add(r.id);
    }
    expect(seen.size).toBe(7);
    expect((await list('?pageSize=3&page=5')).rows).toEqual([]);
  });

  it('flags possible duplicates: same names without accents or case and same birth date', async () => {
    const rows = (await list()).rows;
    const flagged = rows.filter((r) => r.duplicate).map((r) => r.id);
    expect(flagged.sort()).toEqual([ids['1'], ids['2']].sort());
    // Flags are computed against the whole table, not only the page.
    const onlyOne = await list(`?q=DOC1&pageSize=1`);
    expect(onlyOne.rows[0].duplicate).toBe(true);
  });

  it('rejects bad list queries with a Spanish message', async () => {
    expectError(await t.call('GET', '/api/delegates?sort=email', { cookie: gestor }), 400, 'VALIDATION');
    expectError(await t.call('GET', '/api/delegates?pageSize=1000', { cookie: gestor }), 400, 'VALIDATION');
    expectError(await t.call('GET', '/api/delegates?status=perdido', { cookie: gestor }), 400, 'VALIDATION');
  });

  it('gives the filter options: institutions in use and delegations', async () => {
    const res = await t.call('GET', '/api/delegates/options', { cookie: gestor });
    expect(res.statusCode).toBe(200);
    expect(res.json().institutions).toEqual(['=cmd|"/C calc"!A0', 'Colegio San José', 'Liceo Francés']);
    expect(res.json().delegations).toEqual([{ id: delegationAg, name: 'Colombia', commissionId: agId }]);
  });

  it('shows and edits one delegate, audited with before and after', async () => {
    const got = await t.call('GET', `/api/delegates/${ids['3']}`, { cookie: gestor });
    expect(got.statusCode).toBe(200);
    expect(got.json()).toMatchObject({ firstNames: 'Ana', lastNames: 'Bernal', documentNumber: 'DOC3' });
    const res = await t.call('PATCH', `/api/delegates/${ids['3']}`, {
      cookie: gestor,
      body: { lastNames: 'Bernal Núñez', notes: 'Llega tarde', status: 'asignado', commissionId: csId },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      lastNames: 'Bernal Núñez',
      notes: 'Llega tarde',
      status: 'asignado',
      commissionId: csId,
      assignmentManual: true,
    });
    expect((await list('?q=nunez')).rows.map((r) => r.id)).toEqual([ids['3']]);
    const audit = (await auditOf(t, gestor)).find((e) => e.action === 'delegate.updated' && e.entityId === ids['3']);
    expect(audit).toBeDefined();
    const stored = await t.ctx.db
      .selectFrom('auditLog')
      .select(['before', 'after'])
      .where('action', '=', 'delegate.updated')
      .where('entityId', '=', ids['3'])
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.before as string)).toMatchObject({ lastNames: 'Bernal', status: 'verificado', commissionId: null });
    expect(JSON.parse(stored.after as string)).toMatchObject({ lastNames: 'Bernal Núñez', status: 'asignado', commissionId: csId });
  });

  it('rejects bad edits with a clear message and changes nothing', async () => {
    const before = await snapshot();
    const cases: [unknown, number, string][] = [
      [{ email: 'no-es-correo' }, 400, 'Correo electrónico no válido'],
      [{ lastNames: '=HYPERLINK("x")' }, 400, 'Apellidos: no puede empezar por =, +, - o @'],
      [{ guardianName: null }, 400, 'Menor de edad: nombre del acudiente obligatorio'],
      [{ documentNumber: 'doc2' }, 409, 'Ya existe otro delegado con este número de documento.'],
      [{ commissionId: 'no-existe' }, 400, 'La comisión elegida no existe.'],
      [{ status: 'perdido' }, 400, ''],
      [{ personalCode: 'AAAA' }, 400, ''],
    ];
    for (const [body, status, message] of cases) {
      const res = await t.call('PATCH', `/api/delegates/${ids['1']}`, { cookie: gestor, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      // Field problems come in `fields` (schema checks) or as the message (checks on the merged data).
      if (message) expect([res.json().message, ...Object.values(res.json().fields ?? {})]).toContain(message);
    }
    expectError(
      await t.call('PATCH', `/api/delegates/${ids['1']}`, { cookie: gestor, body: { commissionId: archivedId } }),
      409,
      'COMMISSION_ARCHIVED',
    );
    expectError(await t.call('GET', '/api/delegates/no-existe', { cookie: gestor }), 404, 'NOT_FOUND');
    expect(await snapshot()).toEqual(before);
  });

  it('assigns many delegates to a commission at once, clearing delegations of other commissions, audited per delegate', async () => {
    // 4 is in AG with a delegation: moving to AG keeps it; 6 has none.
    const res = await t.call('POST', '/api/delegates/bulk', {
      cookie: gestor,
      body: { action: 'assign', ids: [ids['4'], ids['6']], commissionId: agId },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ changed: 2 });
    const rows = await t.ctx.db
      .selectFrom('delegate')
      .select(['id', 'commissionId', 'delegationId', 'assignmentManual'])
      .where('id', 'in', [ids['4'], ids['6']])
      .orderBy('lastNames')
      .execute();
    expect(rows.find((r) => r.id === ids['4'])).toMatchObject({ commissionId: agId, delegationId: delegationAg, assignmentManual: 1 });
    expect(rows.find((r) => r.id === ids['6'])).toMatchObject({ commissionId: agId, delegationId: null, assignmentManual: 1 });
    // Moving 4 to the Security Council drops its AG delegation.
    await t.call('POST', '/api/delegates/bulk', { cookie: gestor, body: { action: 'assign', ids: [ids['4']], commissionId: csId } });
    expect(
      await t.ctx.db.selectFrom('delegate').select(['commissionId', 'delegationId']).where('id', '=', ids['4']).executeTakeFirst(),
    ).toEqual({ commissionId: csId, delegationId: null });
    const entries = await t.ctx.db.selectFrom('auditLog').select(['entityId', 'after']).where('action', '=', 'delegate.assigned').execute();
    expect(entries.map((e) => e.entityId).sort()).toEqual([ids['4'], ids['4'], ids['6']].sort());
    // Removing the commission.
    await t.call('POST', '/api/delegates/bulk', { cookie: gestor, body: { action: 'assign', ids: [ids['4']], commissionId: null } });
    expect(
      await t.ctx.db.selectFrom('delegate').select(['commissionId', 'assignmentManual']).where('id', '=', ids['4']).executeTakeFirst(),
    ).toEqual({ commissionId: null, assignmentManual: 0 });
  });

  it('changes the status of many delegates at once, counting only real changes', async () => {
    const res = await t.call('POST', '/api/delegates/bulk', {
      cookie: gestor,
      body: { action: 'status', ids: [ids['1'], ids['2'], ids['2']], status: 'verificado' },
    });
    expect(res.json()).toEqual({ changed: 2 });
    expect((await list('?status=verificado')).rows.map((r) => r.id).sort()).toEqual([ids['1'], ids['2']].sort());
    const again = await t.call('POST', '/api/delegates/bulk', {
      cookie: gestor,
      body: { action: 'status', ids: [ids['1']], status: 'verificado' },
    });
    expect(again.json()).toEqual({ changed: 0 });
    expect(
      (await t.ctx.db.selectFrom('auditLog').select('entityId').where('action', '=', 'delegate.status_changed').execute()).length,
    ).toBe(2);
  });

  it('bulk actions are all or nothing: any bad id or input changes nothing', async () => {
    const before = await snapshot();
    const auditBefore = (await t.ctx.db.selectFrom('auditLog').select('id').execute()).length;
    const cases: [unknown, number, string][] = [
      [{ action: 'status', ids: [ids['1'], 'no-existe'], status: 'retirado' }, 400, 'Uno de los delegados seleccionados no existe.'],
      [{ action: 'assign', ids: [ids['1'], 'x', 'y'], commissionId: agId }, 400, '2 de los delegados seleccionados no existen.'],
      [{ action: 'assign', ids: [ids['1']], commissionId: 'no-existe' }, 400, 'La comisión elegida no existe.'],
      [{ action: 'assign', ids: [ids['1']], commissionId: archivedId }, 409, 'La comisión está archivada.'],
      [{ action: 'status', ids: [], status: 'retirado' }, 400, ''],
      [{ action: 'status', ids: [ids['1']], status: 'perdido' }, 400, ''],
      [{ action: 'borrar', ids: [ids['1']] }, 400, ''],
      [{ action: 'status', ids: Array.from({ length: 1001 }, (_, i) => `id${i}`), status: 'retirado' }, 400, ''],
    ];
    for (const [body, status, message] of cases) {
      const res = await t.call('POST', '/api/delegates/bulk', { cookie: gestor, body });
      expect(res.statusCode, res.body).toBe(status);
      if (message) expect(res.json().message).toBe(message);
      else expect(res.json().code).toBe('VALIDATION');
    }
    expect(await snapshot()).toEqual(before);
    expect((await t.ctx.db.selectFrom('auditLog').select('id').execute()).length).toBe(auditBefore);
  });

  it('exports the filtered list as CSV with a BOM, accents kept and formulas neutralised', async () => {
    const res = await t.call('GET', '/api/delegates/export?format=csv', { cookie: gestor });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="delegados-\d{4}-\d{2}-\d{2}\.csv"/);
    const text = res.rawPayload.toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const rows = Papa.parse<string[]>(text.slice(1).trim()).data;
    expect(rows[0].slice(0, 4)).toEqual(['Apellidos', 'Nombres', 'Tipo de documento', 'Número de documento']);
    expect(rows).toHaveLength(8);
    const jose = rows.find((r) => r[3] === 'DOC1');
    expect(jose?.slice(0, 2)).toEqual(['Gómez Díaz', 'José']);
    const mallory = rows.find((r) => r[3] === 'DOC7');
    expect(mallory?.[7]).toBe('\'=cmd|"/C calc"!A0');
    expect(text).not.toContain('personalCode');
    // The filters apply.
    const filtered = await t.call('GET', `/api/delegates/export?format=csv&q=gomez`, { cookie: gestor });
    expect(Papa.parse(filtered.rawPayload.toString('utf8').slice(1).trim()).data).toHaveLength(3);
  });

  it('writes the dates of the export on the event’s clock: a check-in at 22:30 in Bogotá is already the next day in Madrid', async () => {
    // 03:30 UTC on 28 November: 22:30 on the 27th in Bogotá (UTC−5), 04:30 on the 28th in Madrid (UTC+1).
    const moment = '2026-11-28T03:30:00.000Z';
    const kept = await t.ctx.db
      .selectFrom('delegate')
      .select(['checkedInAt', 'verifiedAt'])
      .where('id', '=', ids['1'])
      .executeTakeFirstOrThrow();
    await t.ctx.db.updateTable('delegate').set({ checkedInAt: moment, verifiedAt: moment }).where('id', '=', ids['1']).execute();
    const joseOf = async () => {
      const res = await t.call('GET', '/api/delegates/export?format=csv', { cookie: gestor });
      const rows = Papa.parse<string[]>(res.rawPayload.toString('utf8').slice(1).trim()).data;
      const header = rows[0] as string[];
      const jose = rows.find((r) => r[3] === 'DOC1') as string[];
      return [jose[header.indexOf('Datos verificados el')], jose[header.indexOf('Acreditado el')]];
    };
    expect(await joseOf()).toEqual(['27/11/2026 22:30:00', '27/11/2026 22:30:00']);
    await setEventTimeZone(t, gestor, 'Europe/Madrid');
    try {
      expect(await joseOf()).toEqual(['28/11/2026 04:30:00', '28/11/2026 04:30:00']);
      const xlsx = await t.call('GET', '/api/delegates/export?format=xlsx', { cookie: gestor });
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      const sheet = wb.worksheets[0];
      const column = (sheet.getRow(1).values as unknown[]).indexOf('Acreditado el');
      const row = sheet.getColumn(4).values.indexOf('DOC1');
      const cell = sheet.getRow(row).getCell(column);
      // A real date cell showing the event's clock (a spreadsheet's date has no zone).
      expect([cell.value, cell.numFmt]).toEqual([new Date(Date.UTC(2026, 10, 28, 4, 30)), 'dd/mm/yyyy hh:mm:ss']);
    } finally {
      await setEventTimeZone(t, gestor, 'America/Bogota');
      await t.ctx.db.updateTable('delegate').set(kept).where('id', '=', ids['1']).execute();
    }
  });

  it('lets a Presidente with exports.download export their own commission only', async () => {
    const cookie = await t.cookieFor('Presidente', { comissionId: csId });
    expectError(await t.call('GET', '/api/delegates/export?format=csv'), 401, 'UNAUTHENTICATED');
    expectError(await t.call('GET', '/api/delegates/export?format=csv', { cookie: logistica }), 403, 'FORBIDDEN');
    const res = await t.call('GET', '/api/delegates/export?format=csv', { cookie });
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = Papa.parse<string[]>(res.rawPayload.toString('utf8').slice(1).trim()).data;
    const column = (name: string) => header.indexOf(name);
    const inCs = await t.ctx.db.selectFrom('delegate').select('email').where('commissionId', '=', csId).execute();
    expect(rows.map((r) => r[column('Correo electrónico')]).sort()).toEqual(inCs.map((r) => r.email).sort());
    expect(rows.every((r) => r[column('Comisión')] === 'Consejo de Seguridad')).toBe(true);
    expectError(await t.call('GET', `/api/delegates/export?format=csv&commissionId=${agId}`, { cookie }), 403, 'FORBIDDEN');
    expectError(await t.call('GET', '/api/delegates/export?format=csv&commissionId=none', { cookie }), 403, 'FORBIDDEN');
    await saveCapability(t.ctx.db, 'Presidente', 'exports.download', false);
    expectError(await t.call('GET', '/api/delegates/export?format=csv', { cookie }), 403, 'FORBIDDEN');
    await saveCapability(t.ctx.db, 'Presidente', 'exports.download', true);
  });

  it('leaves the document, birth date and guardian columns out of a Presidente’s CSV and XLSX; the Gestor’s has them', async () => {
    const chair = await t.cookieFor('Presidente', { comissionId: csId });
    const hidden = [
      'Tipo de documento',
      'Número de documento',
      'Fecha de nacimiento',
      'Grado',
      'Nombre del acudiente',
      'Teléfono del acudiente',
      'Preferencia 1',
    ];
    const inCs = await t.ctx.db.selectFrom('delegate').select(['documentNumber', 'birthDate']).where('commissionId', '=', csId).execute();
    expect(inCs.length).toBeGreaterThan(0);
    for (const [cookie, visible] of [
      [chair, false],
      [gestor, true],
    ] as const) {
      const csv = await t.call('GET', `/api/delegates/export?format=csv&commissionId=${csId}`, { cookie });
      expect(csv.statusCode, csv.body).toBe(200);
      const text = csv.rawPayload.toString('utf8').slice(1);
      const header = Papa.parse<string[]>(text.trim()).data[0];
      const xlsx = await t.call('GET', `/api/delegates/export?format=xlsx&commissionId=${csId}`, { cookie });
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      const sheet = wb.worksheets[0];
      const xlsxHeader = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
      const cells = sheet.getSheetValues().flat().map(String);
      for (const h of hidden) {
        expect(header.includes(h), h).toBe(visible);
        expect(xlsxHeader.includes(h), h).toBe(visible);
      }
      for (const d of inCs) {
        expect(text.includes(d.documentNumber)).toBe(visible);
        expect(cells.includes(d.documentNumber)).toBe(visible);
      }
    }
    // Once Permisos let Presidentes edit personal data, the chair's export has every personal column (not the preferences).
    await saveCapability(t.ctx.db, 'Presidente', 'delegates.editPersonalData', true);
    const csv = await t.call('GET', `/api/delegates/export?format=csv&commissionId=${csId}`, { cookie: chair });
    const header = Papa.parse<string[]>(csv.rawPayload.toString('utf8').slice(1).trim()).data[0];
    for (const h of hidden) expect(header.includes(h), h).toBe(h !== 'Preferencia 1');
    for (const d of inCs) expect(csv.body).toContain(d.documentNumber);
    await saveCapability(t.ctx.db, 'Presidente', 'delegates.editPersonalData', false);
  });

  it('exports XLSX that reads back with accents and no formula', async () => {
    const res = await t.call('GET', `/api/delegates/export?format=xlsx&q=${encodeURIComponent('Hacker')}`, { cookie: gestor });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('Delegados');
    expect(sheet?.getRow(1).getCell(4).value).toBe('Número de documento');
    expect(sheet?.getRow(2).getCell(8).value).toBe('\'=cmd|"/C calc"!A0');
    expect(sheet?.getRow(2).getCell(8).type).not.toBe(ExcelJS.ValueType.Formula);
    expect(sheet?.rowCount).toBe(2);
    expectError(await t.call('GET', '/api/delegates/export?format=pdf', { cookie: gestor }), 400, 'VALIDATION');
  });

  it('imports a CSV through the one importer: checks every row first, saves all or nothing, updates by document', async () => {
    const header =
      'Nombres,Apellidos,Tipo de documento,Número de documento,Fecha de nacimiento,Correo electrónico,Teléfono,Grado,Nombre del acudiente,Teléfono del acudiente,Institución';
    const good = [
      header,
      'Valentina,Ospina Ñañez,CC,IMP-1,2001-02-03,vale@test.quorum,,,,,Universidad del Valle',
      'Ana,Bernal Núñez,TI,DOC3,2008-02-03,ana@test.quorum,,11,Madre,300,Liceo Francés',
    ].join('\n');
    const bad = [header, 'Pedro,Paz,CC,IMP-2,2001-02-03,no-es-correo,,,,,Colegio'].join('\n');
    const file = (text: string) => ({ name: 'delegados.csv', content: text });
    const send = (action: 'check' | 'save', text: string, cookie = gestor) =>
      sendFile(t, `/api/delegates/import/${action}`, file(text), { cookie });
    const count = () => countRows(t, 'delegate');
    const before = await count();

    // The guard answers before the file is read.
    expectError(await send('check', good, ''), 401, 'UNAUTHENTICATED');
    expectError(await send('save', good, chair), 403, 'FORBIDDEN');
    const check = await send('check', good);
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json()).toMatchObject({ rows: 2, toCreate: 1, toUpdate: 1, problems: [] });
    expect(await count()).toBe(before);

    const refused = await send('save', bad);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('LOAD_HAS_PROBLEMS');
    expect(refused.json().problems[0]).toMatchObject({ row: 2 });
    expect(await count()).toBe(before);

    const saved = await send('save', good);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ created: 1, updated: 1 });
    expect(await count()).toBe(before + 1);
    expect((await list('?q=nanez')).rows[0]).toMatchObject({ institution: 'Universidad del Valle', lastNames: 'Ospina Ñañez' });
    expectError(await send('check', 'a,b\n1,2'), 400, 'LOAD_FILE_INVALID');
    expectError(await send('check', ''), 400, 'FILE_EMPTY');
  });

  it('serves the import template to the Gestor only: the school columns, «Institución» and the preferences', async () => {
    expectError(await t.call('GET', '/api/delegates/import/template'), 401, 'UNAUTHENTICATED');
    expectError(await t.call('GET', '/api/delegates/import/template', { cookie: chair }), 403, 'FORBIDDEN');
    const xlsx = await t.call('GET', '/api/delegates/import/template', { cookie: gestor });
    expect(xlsx.headers['content-disposition']).toContain('plantilla-delegados.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const headers = (wb.worksheets[0].getRow(1).values as unknown[]).slice(1);
    expect(headers).toContain('Institución');
    expect(headers.slice(-4)).toEqual(['Preferencia 1', 'Preferencia 2', 'Preferencia 3', 'Institución']);
    const csv = await t.call('GET', '/api/delegates/import/template?format=csv', { cookie: gestor });
    expect(csv.body.replace('\uFEFF', '').trim()).toBe(headers.join(','));
  });

  it('re-imports its own XLSX and CSV export unchanged: same headers, state columns ignored, dates and preferences as exported', async () => {
    const header = [...LOAD_HEADERS, 'Institución', 'Preferencia 1', 'Preferencia 2'].join(',');
    const minor = bornYearsAgo(15).split('-').reverse().join('/');
    const first = [
      header,
      `Lucía,Ñáñez Ortiz,T.I.,RT-1,${minor},lucia@test.quorum,+57 300 111 2233,9°,Rosa Ortiz,310-444-5566,Colegio Redondo,con,Asamblea General`,
      'Tomás,Zea,Cédula de ciudadanía,RT-2,05/11/2001,tomas@test.quorum,,,,,Colegio Redondo,,',
    ].join('\r\n');
    const upload = (action: 'check' | 'save', name: string, content: Buffer | string) =>
      sendFile(t, `/api/delegates/import/${action}`, { name, content }, { cookie: gestor });
    const created = await upload('save', 'alta.csv', first);
    expect(created.json()).toMatchObject({ created: 2, updated: 0 });
    await t.ctx.db
      .updateTable('delegate')
      .set({ status: 'verificado', notes: 'Llega tarde' })
      .where('documentNumber', '=', 'RT-2')
      .execute();
    const stored = () =>
      t.ctx.db.selectFrom('delegate').selectAll().where('institution', '=', 'Colegio Redondo').orderBy('documentNumber').execute();
    const before = await stored();
    expect(before.map((d) => [d.documentType, d.birthDate, d.phone, d.guardianPhone, JSON.parse(d.preferences)])).toEqual([
      ['TI', bornYearsAgo(15), '3001112233', '3104445566', [csId, agId]],
      ['CC', '2001-11-05', null, null, []],
    ]);

    for (const format of ['xlsx', 'csv'] as const) {
      const exported = await t.call('GET', `/api/delegates/export?format=${format}&institution=Colegio%20Redondo`, { cookie: gestor });
      expect(exported.statusCode).toBe(200);
      const content = exported.rawPayload;
      if (format === 'xlsx') {
        const wb = new ExcelJS.Workbook();
        await wb.xlsx.load(content as unknown as ArrayBuffer);
        const sheet = wb.worksheets[0];
        const birth = sheet.getRow(3).getCell((sheet.getRow(1).values as unknown[]).indexOf('Fecha de nacimiento'));
        expect([birth.value, birth.numFmt]).toEqual([new Date(Date.UTC(2001, 10, 5)), 'dd/mm/yyyy']);
      } else expect(content.toString('utf8')).toContain(',05/11/2001,');
      const check = await upload('check', `lista.${format}`, content);
      expect(check.json()).toEqual({
        rows: 2,
        toCreate: 0,
        toUpdate: 2,
        problems: [],
        ignoredColumns: ['Estado', 'Comisión', 'Delegación', 'Origen', 'Datos verificados el', 'Acreditado el', 'Registrado el'],
      });
      const saved = await upload('save', `lista.${format}`, content);
      expect(saved.json()).toMatchObject({ created: 0, updated: 2 });
      const after = await stored();
      expect(after.map(({ updatedAt: _u, loadId: _l, ...d }) => d)).toEqual(before.map(({ updatedAt: _u, loadId: _l, ...d }) => d));
    }
  });

  // The 10,000-delegate list and how fast it answers are `npm run bench:list`'s (list_sequence_ms, p50/p95 per kind).
  it('answers searches, filters, sorts and deep pages at 1,000 delegates', async () => {
    const rows = Array.from({ length: 1000 }, (_, i) => {
      const row = newDelegateRow(
        {
          ...base,
          firstNames: `Nombre${i}`,
          lastNames: `Apellido${i % 500}`,
          documentNumber: `BULK${i}`,
          birthDate: `200${i % 10}-0${(i % 9) + 1}-1${i % 9}`,
          institution: `Colegio ${i % 40}`,
        },
        { source: 'carga' },
      );
      return { ...row, commissionId: i % 3 === 0 ? agId : null };
    });
    await insertDelegateRows(t, rows);
    for (const qs of [
      '',
      '?q=apellido12',
      `?commissionId=${agId}&sort=createdAt&dir=desc&page=10`,
      '?institution=Colegio%207&sort=institution',
      '?q=nombre999',
    ]) {
      const page = await list(qs);
      expect(page.total).toBeGreaterThan(0);
    }
    expect((await list('?q=nombre999')).rows.map((r) => r.documentNumber)).toEqual(['BULK999']);
  });
});
