import { fakerES as faker } from '@faker-js/faker';
import { LOAD_COLUMNS } from '@quorum/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestApp, type TestApp } from '../../../../test/harness';
import { checkImport, type ImportTarget } from './check-rows';
import { gridRows, parseImportFile } from './read-file';
import { saveImport } from './save';

const HEADERS = LOAD_COLUMNS.map((c) => c.header);

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
    const rows = await parseImportFile('a.xlsx', Buffer.from(await wb.xlsx.writeBuffer()), { institutionColumn: false });
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
    const rows = await parseImportFile('a.csv', Buffer.from(text, 'latin1'), { institutionColumn: true });
    expect(rows[0].cells).toMatchObject({ firstNames: 'María', lastNames: 'Peña', institution: 'Colegio Ñ' });
    await expect(parseImportFile('a.csv', Buffer.from(HEADERS.join(','), 'utf8'), { institutionColumn: true })).rejects.toThrow(
      /Faltan: Institución/,
    );
    await expect(
      parseImportFile('a.csv', Buffer.from(`${HEADERS.join(',')}\n"sin cerrar,1\n`), { institutionColumn: false }),
    ).rejects.toThrow(/comillas/);
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

  // How fast (target ≤ 3 s for 5,000 rows) is measured by `npm run bench:import`, not here.
  it('validates and saves 5,000 rows from an XLSX, then updates them all', async () => {
    const content = await xlsxOf(fakeRows(5000));
    const target: ImportTarget = { institution: 'Colegio Grande', quota: 5000, accessCodeId: null, source: 'carga' };
    const rows = await parseImportFile('grande.xlsx', content, { institutionColumn: false });
    const result = await saveImport(t.ctx.db, target, rows, { fileName: 'grande.xlsx', actor: { uid: null, ip: null } });
    expect(result).toMatchObject({ ok: true, created: 5000, updated: 0 });
    expect(await saveImport(t.ctx.db, target, rows, { fileName: 'grande.xlsx', actor: { uid: null, ip: null } })).toMatchObject({
      ok: true,
      created: 0,
      updated: 5000,
    });
    const sample = await t.ctx.db.selectFrom('delegate').selectAll().where('documentNumber', '=', 'B100001').executeTakeFirstOrThrow();
    expect(sample.searchText).toContain('b100001');
    expect(sample.institution).toBe('Colegio Grande');
  }, 30_000);
});
