import { type AddressInfo, connect } from 'node:net';
import type { DelegateLoad, LoadCheck, LoadCode, LoadCodeInfo } from '@quorum/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditOf,
  countRows,
  DATABASES,
  expectError,
  seedReadyEvent,
  startTestApp,
  statementsDuring,
  type TestAccount,
  type TestApp,
} from '../../../test/harness';
import { LOAD_HEADERS, type LoadCell, loadWorkbook } from '../../../test/load-files';
import { multipartBody, ORIGIN, sendFile } from '../../../test/upload-fixtures';

const CODE = /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{10}$/;
const minorBirth = `${new Date().getUTCFullYear() - 15}-04-10`;
const futureBirth = `${new Date().getUTCFullYear() + 1}-01-01`;
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString();

const file = (name: string, content: Buffer | string) => ({ name, content });
const csv = (lines: string[][], sep = ',', bom = true) =>
  `${bom ? '\uFEFF' : ''}${[LOAD_HEADERS, ...lines].map((l) => l.join(sep)).join('\r\n')}\r\n`;

const adult = (doc: string, names = ['María José', 'Núñez Peña']): LoadCell[] => [
  names[0],
  names[1],
  'CC',
  doc,
  '2000-03-15',
  `${doc.toLowerCase()}@colegio.test`,
  '3001234567',
  '11',
  null,
  null,
];
const minor = (doc: string, names = ['Sebastián', 'Gómez Ñáñez']): LoadCell[] => [
  names[0],
  names[1],
  'TI',
  doc,
  minorBirth,
  `${doc.toLowerCase()}@colegio.test`,
  null,
  '10',
  'Lucía Ñáñez',
  '3109876543',
];

describe.each(DATABASES)('school loads (%s)', (kind) => {
  let t: TestApp;
  let gestor: TestAccount;
  let code: LoadCode;

  const createCode = async (body: unknown, cookie = gestor.cookie) => t.call('POST', '/api/load-codes', { cookie, body });
  const newCode = async (institution: string, quota = 100) => {
    const res = await createCode({ institution, quota, expiresAt: tomorrow() });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as LoadCode;
  };
  const check = (c: string, upload: ReturnType<typeof file>) => sendFile(t, `/api/load/${c}/check`, upload);
  const save = (c: string, upload: ReturnType<typeof file>) => sendFile(t, `/api/load/${c}/save`, upload);
  const checkRows = (c: string, body: unknown) => t.call('POST', `/api/load/${c}/rows/check`, { body });
  const saveRows = (c: string, body: unknown) => t.call('POST', `/api/load/${c}/rows/save`, { body });
  const counts = async () => {
    const u = await t.ctx.db.selectFrom('delegate').select('updatedAt').orderBy('updatedAt', 'desc').limit(1).executeTakeFirst();
    return { delegates: await countRows(t, 'delegate'), loads: await countRows(t, 'delegateLoad'), lastUpdate: u?.updatedAt ?? null };
  };
  /** Runs a bad request and checks the database did not move. */
  const unchanged = async (fn: () => Promise<void>) => {
    const before = await counts();
    await fn();
    expect(await counts()).toEqual(before);
  };
  const problemsOf = (res: { statusCode: number; json: () => unknown; body: string }) => {
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as LoadCheck).problems;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    await seedReadyEvent(t);
    gestor = await t.accountFor('Gestor');
    code = await newCode('Colegio San José de Cúcuta', 10);
  });
  afterAll(() => t?.destroy());

  describe('load codes (Gestor)', () => {
    it('answers 401 anonymous and 403 to a Presidente or Logistica, creating nothing', async () => {
      const body = { institution: 'Intrusa', quota: 5, expiresAt: tomorrow() };
      expectError(await createCode(body, ''), 401, 'UNAUTHENTICATED');
      expectError(await createCode(body, await t.cookieFor('Presidente')), 403, 'FORBIDDEN');
      expectError(await createCode(body, await t.cookieFor('Logistica')), 403, 'FORBIDDEN');
      expectError(await t.call('GET', '/api/loads', { cookie: await t.cookieFor('Logistica') }), 403, 'FORBIDDEN');
      expectError(await t.call('POST', `/api/load-codes/${code.id}/revoke`, { cookie: '' }), 401, 'UNAUTHENTICATED');
      const list = (await t.call('GET', '/api/load-codes', { cookie: gestor.cookie })).json() as LoadCode[];
      expect(list.map((c) => c.institution)).not.toContain('Intrusa');
    });

    it('creates a random code (≥ 40 bits, no look-alikes) with institution, quota and expiry, audited', async () => {
      expect(code).toMatchObject({ institution: 'Colegio San José de Cúcuta', quota: 10, loaded: 0, revoked: false, status: 'activo' });
      expect(code.code).toMatch(CODE);
      const other = await newCode('Otro colegio', 1);
      expect(other.code).not.toBe(code.code);
      const audit = await auditOf(t, gestor.cookie);
      expect(audit.some((a) => a.action === 'load_code.created' && a.entityId === code.id)).toBe(true);
      const info = await t.call('GET', `/api/load/${code.code.toLowerCase()}`);
      expect(info.statusCode).toBe(200);
      expect(info.json()).toEqual({
        institution: 'Colegio San José de Cúcuta',
        quota: 10,
        loaded: 0,
        expiresAt: code.expiresAt,
      } satisfies LoadCodeInfo);
    });

    it('refuses a bad quota, a past expiry or no institution (400), creating nothing', async () => {
      const before = ((await t.call('GET', '/api/load-codes', { cookie: gestor.cookie })).json() as LoadCode[]).length;
      for (const body of [
        { institution: 'X', quota: 0, expiresAt: tomorrow() },
        { institution: 'X', quota: 5001, expiresAt: tomorrow() },
        { institution: 'X', quota: 5, expiresAt: '2020-01-01T00:00:00Z' },
        { institution: ' ', quota: 5, expiresAt: tomorrow() },
        { institution: '=HYPERLINK()', quota: 5, expiresAt: tomorrow() },
      ]) {
        expectError(await createCode(body), 400, 'VALIDATION');
      }
      expect(((await t.call('GET', '/api/load-codes', { cookie: gestor.cookie })).json() as LoadCode[]).length).toBe(before);
    });
  });

  describe('templates', () => {
    it('serves the XLSX and CSV templates with the Spanish headers', async () => {
      const x = await t.call('GET', `/api/load/${code.code}/template.xlsx`);
      expect(x.statusCode).toBe(200);
      expect(x.headers['content-disposition']).toContain('plantilla-delegados.xlsx');
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(x.rawPayload as unknown as ArrayBuffer);
      const templateHeaders = [...LOAD_HEADERS, 'Preferencia 1', 'Preferencia 2', 'Preferencia 3'];
      expect((wb.worksheets[0].getRow(1).values as unknown[]).slice(1)).toEqual(templateHeaders);
      // The instructions name the commissions a preference may give, by name and acronym.
      const help = (wb.getWorksheet('Instrucciones')?.getSheetValues() ?? []).flat().map(String);
      const open = await t.ctx.db.selectFrom('commission').select(['name', 'acronym']).where('archived', '=', 0).execute();
      expect(open.length).toBeGreaterThan(0);
      for (const c of open) expect(help).toContain(`• ${c.name} (${c.acronym})`);
      const c = await t.call('GET', `/api/load/${code.code}/template.csv`);
      expect(c.statusCode).toBe(200);
      expect(c.headers['content-type']).toContain('text/csv');
      expect(c.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      expect(c.body.replace('\uFEFF', '').trim()).toBe(templateHeaders.join(','));
    });
  });

  describe('happy paths', () => {
    it('checks then saves an XLSX with accents (all rows, one load, audited)', async () => {
      const content = await loadWorkbook([
        adult('1001001'),
        minor('A2002002'),
        [
          'Ñandú',
          'Güemes',
          'Tarjeta de identidad',
          '3003003',
          new Date(Date.UTC(2010, 6, 9)),
          'nandu@colegio.test',
          '3000000000',
          '9',
          'Íñigo Güemes',
          '3110000000',
        ],
      ]);
      const res = await check(code.code, file('delegados.xlsx', content));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ rows: 3, toCreate: 3, toUpdate: 0, problems: [] });
      await unchanged(async () => {}); // the check saved nothing
      expect((await counts()).delegates).toBe(0);

      const saved = await save(code.code, file('delegados.xlsx', content));
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({ created: 3, updated: 0 });
      const rows = await t.ctx.db.selectFrom('delegate').selectAll().orderBy('documentNumber').execute();
      expect(
        rows.map((r) => [r.firstNames, r.lastNames, r.documentType, r.documentNumber, r.birthDate, r.institution, r.source, r.loadId]),
      ).toEqual([
        ['María José', 'Núñez Peña', 'CC', '1001001', '2000-03-15', 'Colegio San José de Cúcuta', 'carga', saved.json().loadId],
        ['Ñandú', 'Güemes', 'TI', '3003003', '2010-07-09', 'Colegio San José de Cúcuta', 'carga', saved.json().loadId],
        ['Sebastián', 'Gómez Ñáñez', 'TI', 'A2002002', minorBirth, 'Colegio San José de Cúcuta', 'carga', saved.json().loadId],
      ]);
      expect(rows[0].searchText).toContain('maria jose nunez pena');
      expect(rows[2].guardianName).toBe('Lucía Ñáñez');
      const audit = await auditOf(t, gestor.cookie);
      expect(audit.find((a) => a.action === 'load.saved')).toMatchObject({ entityId: saved.json().loadId });
      const history = (await t.call('GET', '/api/loads', { cookie: gestor.cookie })).json() as DelegateLoad[];
      expect(history[0]).toMatchObject({
        institution: 'Colegio San José de Cúcuta',
        fileName: 'delegados.xlsx',
        created: 3,
        updated: 0,
        code: code.code,
      });
      expect((await t.call('GET', `/api/load/${code.code}`)).json().loaded).toBe(3);
      const codes = (await t.call('GET', '/api/load-codes', { cookie: gestor.cookie })).json() as LoadCode[];
      expect(codes.find((c) => c.id === code.id)?.loaded).toBe(3);
    });

    it('a second upload (CSV, semicolons, BOM) updates rows by document number instead of duplicating them', async () => {
      const content = csv(
        [
          ['María Josefina', 'Núñez Peña', 'CC', '1001001', '15/03/2000', 'maria@colegio.test', '3001234567', '11', '', ''],
          ['Andrés', 'Zúñiga', 'cc', '4004004', '2001-12-01', 'andres@colegio.test', '', '', '', ''],
        ],
        ';',
      );
      const res = await check(code.code, file('segunda.csv', content));
      expect(res.json()).toEqual({ rows: 2, toCreate: 1, toUpdate: 1, problems: [] });
      const saved = await save(code.code, file('segunda.csv', content));
      expect(saved.json()).toMatchObject({ created: 1, updated: 1 });
      const maria = await t.ctx.db.selectFrom('delegate').selectAll().where('documentNumber', '=', '1001001').execute();
      expect(maria).toHaveLength(1);
      expect(maria[0]).toMatchObject({ firstNames: 'María Josefina', email: 'maria@colegio.test' });
      expect(maria[0].searchText).toContain('maria josefina');
      expect((await counts()).delegates).toBe(4);
    });

    it('accepts a comma CSV without BOM and rows typed in the grid', async () => {
      const content = csv([['Óscar', 'Peñalosa', 'PA', 'P-55555', '1999-01-31', 'oscar@colegio.test', '', '', '', '']], ',', false);
      expect((await check(code.code, file('tercera.csv', content))).json()).toMatchObject({ toCreate: 1, problems: [] });
      const rows = [
        {
          firstNames: 'Valentina',
          lastNames: 'Ríos',
          documentType: 'TI',
          documentNumber: '6006006',
          birthDate: minorBirth,
          email: 'vale@colegio.test',
          guardianName: 'Carmen Ríos',
          guardianPhone: '3001112233',
        },
      ];
      const checked = await checkRows(code.code, { rows });
      expect(checked.json()).toEqual({ rows: 1, toCreate: 1, toUpdate: 0, problems: [] });
      const saved = await saveRows(code.code, { rows });
      expect(saved.json()).toMatchObject({ created: 1, updated: 0 });
      expect((await t.call('GET', `/api/load/${code.code}`)).json().loaded).toBe(5);
    });
  });

  describe('bad input: clear Spanish message and nothing changed', () => {
    it('a malformed or truncated XLSX → 400 LOAD_FILE_INVALID', async () => {
      const good = await loadWorkbook([adult('7007007')]);
      await unchanged(async () => {
        for (const bad of [
          file('roto.xlsx', Buffer.from('esto no es un xlsx')),
          file('corto.xlsx', good.subarray(0, Math.floor(good.length / 2))),
          file('viejo.xls', Buffer.from([0xd0, 0xcf, 0x11, 0xe0])),
        ]) {
          for (const call of [check, save]) {
            const res = await call(code.code, bad);
            expectError(res, 400, 'LOAD_FILE_INVALID');
            expect(res.json().message).toMatch(/XLSX|xls/);
          }
        }
        const res = await check(code.code, file('vacio.csv', ''));
        expectError(res, 400, 'FILE_EMPTY');
        expect(res.json().message).toBe('El archivo está vacío.');
        // Rows are JSON; a file is a multipart part, never JSON.
        expectError(await t.call('POST', `/api/load/${code.code}/check`, { body: { rows: [] } }), 400, 'FILE_MISSING');
      });
    });

    it('a wrong column set → one error naming the missing and unknown columns', async () => {
      const headers = [...LOAD_HEADERS.filter((h) => h !== 'Grado'), 'Edad'];
      await unchanged(async () => {
        const res = await save(code.code, file('mal.xlsx', await loadWorkbook([adult('8008008')], headers)));
        expectError(res, 400, 'LOAD_FILE_INVALID');
        expect(res.json().message).toContain('Faltan: Grado.');
        expect(res.json().message).toContain('No reconocidas: Edad.');
      });
      // Headers without accents or in other case still match.
      const loose = `${LOAD_HEADERS.map((h) =>
        h
          .normalize('NFD')
          .replace(/\p{Diacritic}/gu, '')
          .toUpperCase(),
      ).join(',')}\nAna,Ruiz,CC,9009009,2000-01-01,ana@x.test,,,,\n`;
      expect((await check(code.code, file('suelto.csv', loose))).json()).toMatchObject({ toCreate: 1, problems: [] });
    });

    it('a file one byte over 10 MB → 413 with a Spanish message', async () => {
      await unchanged(async () => {
        const res = await save(code.code, file('enorme.csv', Buffer.alloc(10 * 1024 * 1024 + 1, 65)));
        expectError(res, 413, 'FILE_TOO_LARGE');
        expect(res.json().message).toBe('El archivo es demasiado grande (máximo 10 MB).');
      });
    });

    it('formulas and cells starting with = + - @, unknown document types, future dates, minors without guardian', async () => {
      const content = await loadWorkbook([
        ['=1+1', 'Pérez', 'CC', '1101101', '2000-01-01', 'a@x.test', '+573001234567', '11', null, null],
        ['Ana', '@SUMA', 'XX', '1201201', futureBirth, 'b@x.test', null, '-10', null, null],
        ['Luis', 'Mora', 'TI', '1301301', minorBirth, 'no-es-correo', null, null, null, null],
        ['Eva', 'Sol', 'CC', '1401401', '2000-01-01', 'e@x.test', { formula: 'HYPERLINK("http://x","y")' }, null, null, null],
      ]);
      await unchanged(async () => {
        const res = await check(code.code, file('malo.xlsx', content));
        const problems = problemsOf(res);
        const at = (row: number, column: string) => problems.find((p) => p.row === row && p.column === column)?.message;
        expect(at(2, 'Nombres')).toMatch(/No puede empezar por =, \+, - o @/);
        // A phone with +57 is normalised, not taken for a formula.
        expect(at(2, 'Teléfono')).toBeUndefined();
        expect(at(3, 'Apellidos')).toMatch(/No puede empezar por/);
        expect(at(3, 'Tipo de documento')).toBe('Tipo de documento no válido (TI, CC, CE o PA)');
        expect(at(3, 'Fecha de nacimiento')).toBe('La fecha de nacimiento no puede estar en el futuro');
        expect(at(3, 'Grado')).toMatch(/No puede empezar por/);
        expect(at(4, 'Correo electrónico')).toBe('Correo electrónico no válido');
        expect(at(4, 'Nombre del acudiente')).toBe('Menor de edad: nombre del acudiente obligatorio');
        expect(at(4, 'Teléfono del acudiente')).toBe('Menor de edad: teléfono del acudiente obligatorio');
        expect(at(5, 'Teléfono')).toMatch(/fórmula/);
        const saved = await save(code.code, file('malo.xlsx', content));
        expectError(saved, 422, 'LOAD_HAS_PROBLEMS');
        expect(saved.json().message).toContain('No se guardó nada');
        expect(saved.json().problems).toEqual(problems);
      });
    });

    it('duplicate document numbers inside one file', async () => {
      const content = csv(
        [
          adult('1501501') as string[],
          adult('1601601') as string[],
          ['Otra', 'Persona', 'CC', '1501501', '2000-01-01', 'o@x.test', '', '', '', ''],
        ].map((r) => r.map((v) => v ?? '')),
      );
      await unchanged(async () => {
        const problems = problemsOf(await check(code.code, file('dup.csv', content)));
        expect(problems).toEqual([
          { row: 4, column: 'Número de documento', message: 'Documento repetido: ya está en la fila 2 de este archivo' },
        ]);
        expectError(await save(code.code, file('dup.csv', content)), 422, 'LOAD_HAS_PROBLEMS');
      });
    });

    it('an unknown, revoked or expired code → 404/410 with its message', async () => {
      const revoked = await newCode('Colegio Anulado');
      const r = await t.call('POST', `/api/load-codes/${revoked.id}/revoke`, { cookie: gestor.cookie });
      expect(r.json()).toMatchObject({ revoked: true, status: 'anulado' });
      const expired = await newCode('Colegio Caducado');
      await t.ctx.db.updateTable('accessCode').set({ expiresAt: '2020-01-01T00:00:00.000Z' }).where('id', '=', expired.id).execute();
      const content = file('ok.xlsx', await loadWorkbook([adult('1701701')]));
      await unchanged(async () => {
        for (const [c, status, errorCode, text] of [
          ['NOEXISTE22', 404, 'LOAD_CODE_INVALID', 'no existe'],
          [revoked.code, 410, 'LOAD_CODE_REVOKED', 'anulado'],
          [expired.code, 410, 'LOAD_CODE_EXPIRED', 'caducado'],
        ] as const) {
          for (const res of [
            await t.call('GET', `/api/load/${c}`),
            await t.call('GET', `/api/load/${c}/template.xlsx`),
            await check(c, content),
            await save(c, content),
          ]) {
            expectError(res, status, errorCode);
            expect(res.json().message).toContain(text);
          }
        }
      });
      const codes = (await t.call('GET', '/api/load-codes', { cookie: gestor.cookie })).json() as LoadCode[];
      expect(codes.find((c) => c.id === expired.id)?.status).toBe('caducado');
      expect((await auditOf(t, gestor.cookie)).some((a) => a.action === 'load_code.revoked' && a.entityId === revoked.id)).toBe(true);
    });

    it("a code for another institution cannot touch this one's delegates", async () => {
      const other = await newCode('Liceo Francés');
      const content = file('ajeno.xlsx', await loadWorkbook([adult('1001001', ['Impostora', 'Ajena']), adult('1801801')]));
      await unchanged(async () => {
        const res = await check(other.code, content);
        // A conflict without details: no row, no document, nothing reported as existing or to update.
        expect(problemsOf(res)).toEqual([
          {
            row: null,
            column: null,
            message: 'Algunos documentos de este archivo no se pueden cargar con este código. Contacta con la secretaría.',
          },
        ]);
        expect(res.json()).toMatchObject({ rows: 2, toUpdate: 0 });
        expect(res.body).not.toContain('1001001');
        const refused = await save(other.code, content);
        expectError(refused, 422, 'LOAD_HAS_PROBLEMS');
        expect(refused.json()).toMatchObject({ toUpdate: 0, problems: problemsOf(res) });
      });
      const maria = await t.ctx.db.selectFrom('delegate').selectAll().where('documentNumber', '=', '1001001').executeTakeFirstOrThrow();
      expect(maria.firstNames).toBe('María Josefina');
    });

    it('quota exceeded (rows to create + rows already loaded > quota)', async () => {
      // The code allows 10 and 5 are loaded: 6 new rows exceed it; an update does not count.
      const rows = ['2101', '2102', '2103', '2104', '2105', '2106'].map((d) => adult(`Q${d}`));
      await unchanged(async () => {
        const problems = problemsOf(await check(code.code, file('cupo.xlsx', await loadWorkbook(rows))));
        expect(problems).toEqual([
          {
            row: null,
            column: null,
            message: 'Cupo superado: el código permite 10 delegados, ya hay 5 cargados y esta carga añadiría 6 nuevos.',
          },
        ]);
        expectError(await save(code.code, file('cupo.xlsx', await loadWorkbook(rows))), 422, 'LOAD_HAS_PROBLEMS');
      });
      const fits = await save(
        code.code,
        file('cupo.xlsx', await loadWorkbook([...rows.slice(0, 5), adult('1001001', ['María Josefina', 'Núñez Peña'])])),
      );
      expect(fits.json()).toMatchObject({ created: 5, updated: 1 });
    });
  });

  describe('checks per code and per time window', () => {
    const oneRow = (doc: string) => ({
      rows: [
        {
          firstNames: 'Ana',
          lastNames: 'Ruiz',
          documentType: 'CC',
          documentNumber: doc,
          birthDate: '2000-01-01',
          email: 'ana@colegio.test',
        },
      ],
    });

    it('answers 30 checks of a code in the window and refuses the rest with 429 and when to retry, even at once', async () => {
      const limited = await newCode('Colegio Contado');
      const answers = await Promise.all(Array.from({ length: 36 }, (_, i) => checkRows(limited.code, oneRow(`LIM${i}`))));
      const statuses = answers.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(30);
      expect(statuses.filter((s) => s === 429)).toHaveLength(6);
      const refused = answers.find((r) => r.statusCode === 429);
      expect(refused?.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(refused?.json().message).toMatch(
        /^Este código de carga ya hizo demasiadas comprobaciones\. Vuelve a intentarlo en \d+ minutos?\.$/,
      );
      // A file check and a save are counted too; another code is not affected.
      expectError(await check(limited.code, file('x.csv', csv([]))), 429, 'RATE_LIMITED');
      await unchanged(async () => expectError(await saveRows(limited.code, oneRow('LIMX')), 429, 'RATE_LIMITED'));
      await unchanged(async () => expectError(await save(limited.code, file('x.csv', csv([]))), 429, 'RATE_LIMITED'));
      const other = await newCode('Colegio Libre');
      expect((await checkRows(other.code, oneRow('LIBRE1'))).statusCode).toBe(200);
    });

    it("refuses an unknown or spent code before reading the upload: even a body cut short gets the code's answer", async () => {
      const cut = multipartBody({ name: 'a.xlsx', content: Buffer.alloc(4096, 65) }).payload.subarray(0, 1000);
      const raw = (code: string, path: string) =>
        t.app.inject({
          method: 'POST',
          url: `/api/load/${code}/${path}`,
          ...(path.startsWith('rows')
            ? { headers: { 'content-type': 'application/json' }, payload: '{"rows": [' }
            : {
                headers: { 'content-type': multipartBody({ name: 'a', content: Buffer.alloc(0) }).contentType, origin: ORIGIN },
                payload: cut,
              }),
        });
      const paths = ['check', 'save', 'rows/check', 'rows/save'];
      for (const path of paths) expectError(await raw('NO-EXISTE-123', path), 404, 'LOAD_CODE_INVALID');
      const spent = await newCode('Colegio Gastado');
      for (let i = 0; i < 30; i++) expect((await checkRows(spent.code, oneRow(`GAS${i}`))).statusCode).toBe(200);
      for (const path of paths) expectError(await raw(spent.code, path), 429, 'RATE_LIMITED');
    });

    it('refuses a spent code again and again without a statement: a bomb repeated in a loop costs the database nothing', async () => {
      const spent = await newCode('Colegio Insistente');
      for (let i = 0; i < 30; i++) expect((await checkRows(spent.code, oneRow(`INS${i}`))).statusCode).toBe(200);
      expectError(await checkRows(spent.code, oneRow('INSX')), 429, 'RATE_LIMITED');
      const bomb = file('bomba.xlsx', await loadWorkbook([adult('1901901')]));
      const spentStatements = await statementsDuring(t, async () => {
        for (const send of [() => check(spent.code, bomb), () => save(spent.code, bomb)]) expectError(await send(), 429, 'RATE_LIMITED');
        for (const send of [checkRows, saveRows]) expectError(await send(spent.code, oneRow('INSY')), 429, 'RATE_LIMITED');
      });
      expect(spentStatements).toBe(0);
      // Another code still reads the database.
      const unknownStatements = await statementsDuring(t, async () => {
        expectError(await checkRows('NO-EXISTE-456', oneRow('INSZ')), 404, 'LOAD_CODE_INVALID');
      });
      expect(unknownStatements).toBeGreaterThan(0);
    });

    it('stops receiving an upload it has refused: the answer closes the connection instead of taking the rest of the file', async () => {
      // Over a real connection: the body is announced as 12 MB and only its first 256 KB are sent.
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      const socket = connect(port, '127.0.0.1');
      let received = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk) => (received += chunk));
      const closed = new Promise<boolean>((resolve) => {
        socket.on('close', () => resolve(true));
        setTimeout(() => resolve(false), 5_000);
      });
      socket.on('error', () => {});
      const { payload, contentType } = multipartBody({ name: 'a.xlsx', content: Buffer.alloc(256 * 1024, 65) });
      socket.write(
        `POST /api/load/NO-EXISTE-123/check HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${ORIGIN}\r\nContent-Type: ${contentType}\r\nContent-Length: ${12 * 1024 * 1024}\r\n\r\n`,
      );
      socket.write(payload.subarray(0, 200 * 1024));
      expect(await closed).toBe(true);
      socket.destroy();
      expect(received).toMatch(/^HTTP\/1\.1 404 /);
      expect(received.toLowerCase()).toContain('connection: close');
      expect(received).toContain('LOAD_CODE_INVALID');
    });
  });
});
