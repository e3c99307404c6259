import { fakerES as faker } from '@faker-js/faker';
import { LOAD_COLUMNS, OPTIONAL_LOAD_FIELDS } from '@quorum/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommission } from '../../../../test/fixtures';
import { bornYearsAgo, DATABASES, startTestApp, type TestApp } from '../../../../test/harness';
import { checkImport, type ImportTarget } from './check-rows';
import { gridRows, parseImportFile } from './read-file';
import { saveImport } from './save';

/** The template's headers before the preference columns existed: such files still load. */
const HEADERS = LOAD_COLUMNS.filter((c) => !OPTIONAL_LOAD_FIELDS.includes(c.key)).map((c) => c.header);

function fakeRows(n: number, prefix = 'B'): string[][] {
  const year = new Date().getUTCFullYear();
  return Array.from({ length: n }, (_, i) => {
    const minor = i % 3 === 0;
    const birth = `${minor ? year - 15 : year - 20}-0${(i % 9) + 1}-1${i % 9}`;
    return [
      faker.person.firstName(),
      faker.person.lastName(),
      minor ? 'TI' : 'CC',
      `${prefix}${100000 + i}`,
      birth,
      `p${i}@colegio.test`,
      '3001234567',
      '10',
      minor ? faker.person.fullName() : '',
      minor ? '3109876543' : '',
    ];
  });
}

async function xlsxOf(rows: string[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Delegados');
  ws.addRow(HEADERS);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe('parseImportFile', () => {
  it('reads rich text, dates and numbers from XLSX, with spreadsheet row numbers, skipping blank rows', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Delegados');
    ws.addRow([]);
    ws.addRow(HEADERS.map((h) => h.toUpperCase()));
    ws.addRow([
      { richText: [{ text: 'José ' }, { text: 'Ángel' }] },
      'Muñoz',
      'CC',
      1234567890,
      new Date(Date.UTC(2001, 1, 3)),
      'jose@x.test',
      3001234567,
      11,
      null,
      null,
    ]);
    ws.addRow([]);
    ws.addRow(['Ana', 'Ruiz', 'TI', 'X-1', 36892, 'ana@x.test']);
    const { rows } = await parseImportFile('a.xlsx', Buffer.from(await wb.xlsx.writeBuffer()), { institutionColumn: false });
    expect(rows).toEqual([
      {
        row: 3,
        cells: {
          firstNames: 'José Ángel',
          lastNames: 'Muñoz',
          documentType: 'CC',
          documentNumber: '1234567890',
          birthDate: '2001-02-03',
          email: 'jose@x.test',
          phone: '3001234567',
          grade: '11',
          guardianName: '',
          guardianPhone: '',
        },
      },
      {
        row: 5,
        cells: {
          firstNames: 'Ana',
          lastNames: 'Ruiz',
          documentType: 'TI',
          documentNumber: 'X-1',
          birthDate: '2001-01-01',
          email: 'ana@x.test',
          phone: '',
          grade: '',
          guardianName: '',
          guardianPhone: '',
        },
      },
    ]);
  });

  it('reads Windows-1252 CSV with semicolons and needs an Institución column when no institution is fixed', async () => {
    const text = `${[...HEADERS, 'Institución'].join(';')}\r\nMaría;Peña;CC;5555;2000-01-01;m@x.test;;;;;Colegio Ñ\r\n`;
    const { rows } = await parseImportFile('a.csv', Buffer.from(text, 'latin1'), { institutionColumn: true });
    expect(rows[0].cells).toMatchObject({ firstNames: 'María', lastNames: 'Peña', institution: 'Colegio Ñ' });
    await expect(parseImportFile('a.csv', Buffer.from(HEADERS.join(','), 'utf8'), { institutionColumn: true })).rejects.toThrow(
      /Faltan: Institución/,
    );
    await expect(
      parseImportFile('a.csv', Buffer.from(`${HEADERS.join(',')}\n"sin cerrar,1\n`), { institutionColumn: false }),
    ).rejects.toThrow(/comillas/);
  });

  it('reads an export’s headers: aliases accepted, columns not the template’s ignored and named, preference columns optional', async () => {
    const header = [...HEADERS.map((h) => (h === 'Nombre del acudiente' ? 'Acudiente' : h)), 'Estado', 'Institución', 'Comisión'];
    const text = `${header.join(',')}\r\nAna,Ruiz,C.C.,5555,21/05/2000,a@x.test,+57 300-123 4567,,Marta,,Asignado,Colegio,Asamblea\r\n`;
    const { rows, ignoredColumns } = await parseImportFile('export.csv', Buffer.from(text, 'utf8'), { institutionColumn: true });
    expect(ignoredColumns).toEqual(['Estado', 'Comisión']);
    expect(rows[0].cells).toMatchObject({ guardianName: 'Marta', institution: 'Colegio', birthDate: '21/05/2000' });
    expect(rows[0].cells).not.toHaveProperty('preference1');
    // A school's load fixes the institution: its column is not read either.
    expect((await parseImportFile('export.csv', Buffer.from(text, 'utf8'), { institutionColumn: false })).ignoredColumns).toEqual([
      'Estado',
      'Institución',
      'Comisión',
    ]);
    // A missing column is still refused, naming what was not recognised.
    await expect(
      parseImportFile('a.csv', Buffer.from(`Nombre,${HEADERS.slice(1).join(',')}\nAna\n`, 'utf8'), { institutionColumn: false }),
    ).rejects.toThrow(/Faltan: Nombres\. No reconocidas: Nombre\./);
  });

  it('gridRows numbers lines from 1 and skips blank ones', () => {
    expect(
      gridRows([{ firstNames: ' Ana ' }, {}, { lastNames: 'Ruiz' }]).map((r) => [r.row, r.cells.firstNames, r.cells.lastNames]),
    ).toEqual([
      [1, 'Ana', ''],
      [3, '', 'Ruiz'],
    ]);
  });
});

describe.each(DATABASES)('import use case (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.destroy());

  it('without a fixed institution (Gestor import) takes it from the file and updates any institution', async () => {
    const target: ImportTarget = { institution: null, quota: null, accessCodeId: null, source: 'manual' };
    const rows = [
      {
        row: 2,
        cells: {
          firstNames: 'Ana',
          lastNames: 'Ruiz',
          documentType: 'CC',
          documentNumber: 'G1234',
          birthDate: '2000-01-01',
          email: 'a@x.test',
          institution: '',
        },
      },
    ];
    expect((await checkImport(t.ctx.db, target, rows)).problems).toEqual([{ row: 2, column: 'Institución', message: 'Obligatorio' }]);
    rows[0].cells.institution = 'Colegio A';
    expect(await saveImport(t.ctx.db, target, rows, { fileName: null, actor: { uid: null, ip: null } })).toMatchObject({
      ok: true,
      created: 1,
    });
    rows[0].cells.institution = 'Colegio B';
    expect(await saveImport(t.ctx.db, target, rows, { fileName: null, actor: { uid: null, ip: null } })).toMatchObject({
      ok: true,
      created: 0,
      updated: 1,
    });
    const row = await t.ctx.db.selectFrom('delegate').selectAll().where('documentNumber', '=', 'G1234').executeTakeFirstOrThrow();
    expect([row.institution, row.source]).toEqual(['Colegio B', 'manual']);
  });

  it('normalises document types, phones and dd/mm/aaaa dates the same way on check and save', async () => {
    const target: ImportTarget = { institution: 'Colegio Norma', quota: null, accessCodeId: null, source: 'carga' };
    const minor = bornYearsAgo(15).split('-').reverse().join('/');
    const typed = [
      ['T.I.', 'N-TI', minor, '+57 300 123 4567', '(+57) 310-765-4321'],
      ['t.i', 'N-TI2', minor, '300.123.4567', '0057 3107654321'],
      ['Tarjeta de Identidad', 'N-TI3', minor, '573001234567', '+1 (555) 010-9999'],
      ['C.C.', 'N-CC', '03/02/2001', '', ''],
      ['Cédula de extranjería', 'N-CE', '3-2-2001', '', ''],
      ['pasaporte', 'N-PA', '2001-02-03', '', ''],
    ];
    const rows = typed.map(([documentType, documentNumber, birthDate, phone, guardianPhone], i) => ({
      row: i + 2,
      cells: {
        firstNames: 'Ana',
        lastNames: 'Ruiz',
        documentType,
        documentNumber,
        birthDate,
        email: `n${i}@x.test`,
        phone,
        guardianName: guardianPhone ? 'Marta Ruiz' : '',
        guardianPhone,
      },
    }));
    expect(await checkImport(t.ctx.db, target, rows)).toMatchObject({ toCreate: 6, problems: [] });
    expect(await saveImport(t.ctx.db, target, rows, { fileName: null, actor: { uid: null, ip: null } })).toMatchObject({ ok: true });
    const stored = await t.ctx.db
      .selectFrom('delegate')
      .select(['documentNumber', 'documentType', 'birthDate', 'phone', 'guardianPhone'])
      .where('institution', '=', 'Colegio Norma')
      .orderBy('documentNumber')
      .execute();
    const minorIso = bornYearsAgo(15);
    expect(stored).toEqual([
      { documentNumber: 'N-CC', documentType: 'CC', birthDate: '2001-02-03', phone: null, guardianPhone: null },
      { documentNumber: 'N-CE', documentType: 'CE', birthDate: '2001-02-03', phone: null, guardianPhone: null },
      { documentNumber: 'N-PA', documentType: 'PA', birthDate: '2001-02-03', phone: null, guardianPhone: null },
      { documentNumber: 'N-TI', documentType: 'TI', birthDate: minorIso, phone: '3001234567', guardianPhone: '3107654321' },
      { documentNumber: 'N-TI2', documentType: 'TI', birthDate: minorIso, phone: '3001234567', guardianPhone: '3107654321' },
      { documentNumber: 'N-TI3', documentType: 'TI', birthDate: minorIso, phone: '3001234567', guardianPhone: '0015550109999' },
    ]);
    // What is still not a document type or a phone gets its own message.
    const wrong = [{ ...rows[0], cells: { ...rows[0].cells, documentType: 'T.X.', phone: '+57 300 abc' } }];
    expect((await checkImport(t.ctx.db, target, wrong)).problems.map((p) => [p.column, p.message])).toEqual([
      ['Tipo de documento', 'Tipo de documento no válido (TI, CC, CE o PA)'],
      ['Teléfono', 'No puede empezar por =, +, - o @ (se tomaría como fórmula).'],
    ]);
  });

  it('reads commission preferences by name or acronym; unknown, repeated or archived ones are problems; none keeps the stored ones', async () => {
    const gestor = await t.cookieFor('Gestor');
    const ag = await createCommission(t, gestor, 'Asamblea General', { acronym: 'AG' });
    const cs = await createCommission(t, gestor, 'Consejo de Seguridad', { acronym: 'CS' });
    const old = await createCommission(t, gestor, 'Comisión Histórica', { acronym: 'HIST' });
    await t.call('POST', `/api/commissions/${old.id}/archive`, { cookie: gestor });
    const target: ImportTarget = { institution: 'Colegio Pref', quota: null, accessCodeId: null, source: 'carga' };
    const row = (preference1: string, preference2 = '', preference3 = '') => [
      {
        row: 2,
        cells: {
          firstNames: 'Ana',
          lastNames: 'Ruiz',
          documentType: 'CC',
          documentNumber: 'PREF1',
          birthDate: '2000-01-01',
          email: 'p@x.test',
          preference1,
          preference2,
          preference3,
        },
      },
    ];
    const save = (rows: ReturnType<typeof row>) => saveImport(t.ctx.db, target, rows, { fileName: null, actor: { uid: null, ip: null } });
    const stored = async () =>
      JSON.parse(
        (await t.ctx.db.selectFrom('delegate').select('preferences').where('documentNumber', '=', 'PREF1').executeTakeFirstOrThrow())
          .preferences,
      );

    expect((await checkImport(t.ctx.db, target, row('Consejo de Seguridád', 'ag', 'Nada'))).problems).toEqual([
      { row: 2, column: 'Preferencia 3', message: 'Comisión no encontrada: «Nada». Escribe el nombre o la sigla de una comisión.' },
    ]);
    expect((await checkImport(t.ctx.db, target, row('CS', 'consejo de seguridad'))).problems).toEqual([
      { row: 2, column: 'Preferencia 2', message: 'Preferencia repetida: «Consejo de Seguridad» ya está en una columna anterior' },
    ]);
    expect((await checkImport(t.ctx.db, target, row('HIST'))).problems).toEqual([
      { row: 2, column: 'Preferencia 1', message: 'La comisión «Comisión Histórica» está archivada: elige otra' },
    ]);
    expect(await save(row('CS', '', 'ag'))).toMatchObject({ ok: true, created: 1 });
    expect(await stored()).toEqual([cs.id, ag.id]);
    expect(await save(row(''))).toMatchObject({ ok: true, updated: 1 });
    expect(await stored()).toEqual([cs.id, ag.id]);
    expect(await save(row('AG'))).toMatchObject({ ok: true, updated: 1 });
    expect(await stored()).toEqual([ag.id]);
  });

  // 500 rows cross an insert batch (400); the 5,000-row load and how fast it goes (target ≤ 3 s) are
  // `npm run bench:import`'s, not here.
  it('validates and saves 500 rows from an XLSX, then updates them all', async () => {
    const content = await xlsxOf(fakeRows(500));
    const target: ImportTarget = { institution: 'Colegio Grande', quota: 500, accessCodeId: null, source: 'carga' };
    const { rows } = await parseImportFile('grande.xlsx', content, { institutionColumn: false });
    const result = await saveImport(t.ctx.db, target, rows, { fileName: 'grande.xlsx', actor: { uid: null, ip: null } });
    expect(result).toMatchObject({ ok: true, created: 500, updated: 0 });
    expect(await saveImport(t.ctx.db, target, rows, { fileName: 'grande.xlsx', actor: { uid: null, ip: null } })).toMatchObject({
      ok: true,
      created: 0,
      updated: 500,
    });
    const sample = await t.ctx.db.selectFrom('delegate').selectAll().where('documentNumber', '=', 'B100001').executeTakeFirstOrThrow();
    expect(sample.searchText).toContain('b100001');
    expect(sample.institution).toBe('Colegio Grande');
  }, 30_000);
});
