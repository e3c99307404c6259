import ExcelJS from 'exceljs';
import Fastify from 'fastify';
import Papa from 'papaparse';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendSpreadsheet } from '../plugins/download';
import { type ColumnDef, neutraliseCell, safeFileName, toCsv, toXlsx, toXlsxWorkbook, xlsxTable } from './spreadsheet-export';

interface Row {
  name: string;
  city: string | null;
  age: number;
}

const columns: ColumnDef<Row>[] = [
  { key: 'name', header: 'Nombre completo' },
  { key: 'city', header: 'Institución' },
  { key: (row) => row.age * 2, header: 'Doble' },
];

const rows: Row[] = [
  { name: 'José Gómez Peña', city: 'Bogotá', age: 17 },
  { name: '=cmd|"/C calc"!A0', city: '+57 300', age: 1 },
  { name: '-2+3', city: '@SUM(A1)', age: 2 },
  { name: '\tTab', city: '\rCR', age: 3 },
  { name: 'a=b, "comillas"', city: null, age: 4 },
];

async function readXlsx(body: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const out: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const values = row.values as unknown[];
    out.push(values.slice(1));
  });
  return out;
}

describe('neutraliseCell', () => {
  it('prefixes a quote to text starting with a formula character, leaves the rest alone', () => {
    for (const text of ['=1+1', '+1', '-1', '@x', '\tx', '\rx']) expect(neutraliseCell(text)).toBe(`'${text}`);
    for (const kept of ['Gómez', 'a=b', -5]) expect(neutraliseCell(kept)).toBe(kept);
    expect(neutraliseCell(null)).toBeNull();
    expect(neutraliseCell(undefined)).toBeNull();
  });
});

describe('toXlsx', () => {
  it('writes headers and rows that read back with accents kept and formulas neutralised', async () => {
    const body = await toXlsx(rows, columns, { sheetName: 'Delegados: lista/2026' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(body as unknown as ArrayBuffer);
    expect(workbook.worksheets[0].name).toBe('Delegados  lista 2026');
    const read = await readXlsx(body);
    expect(read[0]).toEqual(['Nombre completo', 'Institución', 'Doble']);
    expect(read[1]).toEqual(['José Gómez Peña', 'Bogotá', 34]);
    expect(read[2]).toEqual(['\'=cmd|"/C calc"!A0', "'+57 300", 2]);
    expect(read[3]).toEqual(["'-2+3", "'@SUM(A1)", 4]);
    // XML turns a lone CR into a line feed; what matters is the leading quote.
    expect(read[4]).toEqual(["'\tTab", expect.stringMatching(/^'[\r\n]CR$/), 6]);
    // No cell of the sheet is a formula.
    workbook.worksheets[0].eachRow((row) => {
      row.eachCell((cell) => {
        expect(cell.type).not.toBe(ExcelJS.ValueType.Formula);
      });
    });
  });
});

describe('toXlsxWorkbook', () => {
  interface Entry {
    at: string;
    what: string;
  }
  const when: ColumnDef<Entry>[] = [
    { key: 'at', header: 'Hora', dateTime: true },
    { key: 'what', header: 'Qué pasó' },
  ];
  const entries: Entry[] = [{ at: '2026-03-01T13:00:05.000Z', what: 'Se abre la sesión' }];

  it('writes one sheet per part, each with its heading and tables; a date-time is a date cell on the event clock (Bogotá)', async () => {
    const body = await toXlsxWorkbook([
      { name: 'Resumen', heading: ['Acta'], tables: [xlsxTable(when, entries, 'Asistencia')] },
      { name: 'Registro', tables: [xlsxTable(when, entries), xlsxTable(columns, rows.slice(0, 1), 'Otra tabla')] },
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(body as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Resumen', 'Registro']);
    const values = (name: string) =>
      ((workbook.getWorksheet(name) as ExcelJS.Worksheet).getSheetValues() as unknown[][]).filter(Boolean).map((row) => row.slice(1));
    expect(values('Resumen')).toEqual([['Acta'], ['Asistencia'], ['Hora', 'Qué pasó'], [expect.any(Date), 'Se abre la sesión']]);
    expect(values('Registro')).toEqual([
      ['Hora', 'Qué pasó'],
      [expect.any(Date), 'Se abre la sesión'],
      ['Otra tabla'],
      ['Nombre completo', 'Institución', 'Doble'],
      ['José Gómez Peña', 'Bogotá', 34],
    ]);
    const cell = (workbook.getWorksheet('Registro') as ExcelJS.Worksheet).getCell('A2');
    expect(cell.numFmt).toBe('dd/mm/yyyy hh:mm:ss');
    expect(Math.round((cell.value as Date).getTime() / 1000) * 1000).toBe(Date.UTC(2026, 2, 1, 8, 0, 5));
  });

  it('writes a date-time column in CSV as the event clock', () => {
    expect(toCsv(entries, when)).toBe('\uFEFFHora,Qué pasó\r\n01/03/2026 08:00:05,Se abre la sesión\r\n');
  });

  it('writes date-times on the clock of the zone it is given: the same moment is 14:00 in Madrid, a cell of that clock', async () => {
    expect(toCsv(entries, when, 'Europe/Madrid')).toBe('\uFEFFHora,Qué pasó\r\n01/03/2026 14:00:05,Se abre la sesión\r\n');
    const body = await toXlsxWorkbook([{ name: 'Registro', tables: [xlsxTable(when, entries, undefined, 'Europe/Madrid')] }]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(body as unknown as ArrayBuffer);
    const cell = (workbook.getWorksheet('Registro') as ExcelJS.Worksheet).getCell('A2');
    expect(Math.round((cell.value as Date).getTime() / 1000) * 1000).toBe(Date.UTC(2026, 2, 1, 14, 0, 5));
  });
});

describe('toCsv', () => {
  it('starts with a BOM, keeps accents, quotes where needed and neutralises formulas', () => {
    const csv = toCsv(rows, columns);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const parsed = Papa.parse<string[]>(csv.slice(1).trimEnd(), { newline: '\r\n' }).data;
    expect(parsed[0]).toEqual(['Nombre completo', 'Institución', 'Doble']);
    expect(parsed[1]).toEqual(['José Gómez Peña', 'Bogotá', '34']);
    expect(parsed[2]).toEqual(['\'=cmd|"/C calc"!A0', "'+57 300", '2']);
    expect(parsed[3]).toEqual(["'-2+3", "'@SUM(A1)", '4']);
    expect(parsed[5]).toEqual(['a=b, "comillas"', '', '8']);
    // Accents survive a UTF-8 round trip.
    expect(Buffer.from(csv, 'utf8').toString('utf8')).toContain('Gómez');
  });
});

describe('safeFileName', () => {
  it('keeps only safe characters', () => {
    for (const [name, safe] of [
      ['Delegados Asamblea General 2026.xlsx', 'Delegados-Asamblea-General-2026.xlsx'],
      ['Comisión "Niñez"; rm -rf /.csv', 'Comision-Ninez-rm-rf-.csv'],
      ['../../etc/passwd', 'etc-passwd'],
      ['', 'descarga'],
    ])
      expect(safeFileName(name)).toBe(safe);
  });
});

describe('sendSpreadsheet', () => {
  it('sends a download with media type and a safe file name', async () => {
    const app = Fastify();
    const timeZone = 'America/Bogota';
    app.get('/x', (_req, reply) => sendSpreadsheet(reply, { format: 'csv', rows, columns, baseName: 'Lista de delegados', timeZone }));
    app.get('/y', (_req, reply) => sendSpreadsheet(reply, { format: 'xlsx', rows, columns, baseName: 'Lista', timeZone }));
    const csv = await app.inject({ method: 'GET', url: '/x' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="Lista-de-delegados-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv.rawPayload.toString('utf8')).toContain('José Gómez Peña');
    const xlsx = await app.inject({ method: 'GET', url: '/y' });
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const read = await readXlsx(xlsx.rawPayload);
    expect(read[1][0]).toBe('José Gómez Peña');
    await app.close();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('names the file with the day on the event’s clock: 03:30 UTC is still yesterday in Bogotá, already today in Kiritimati', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T03:30:00.000Z'));
    const app = Fastify();
    app.get('/:zone', (req, reply) =>
      sendSpreadsheet(reply, {
        format: 'csv',
        rows,
        columns,
        baseName: 'Lista',
        timeZone: (req.params as { zone: string }).zone.replace('-', '/'),
      }),
    );
    const nameIn = async (zone: string) => (await app.inject({ method: 'GET', url: `/${zone}` })).headers['content-disposition'];
    expect(await nameIn('America-Bogota')).toMatch(/^attachment; filename="Lista-2026-11-27\.csv"/);
    expect(await nameIn('Pacific-Kiritimati')).toMatch(/^attachment; filename="Lista-2026-11-28\.csv"/);
    await app.close();
  });
});
