import { DEFAULT_EVENT_TIME_ZONE, FORMULA_START_CHARS } from '@quorum/shared';
import { PassThrough } from 'node:stream';
import Papa from 'papaparse';
import { eventClockDate } from './spanish-dates';

/**
 * Writing rows to XLSX and CSV for downloads. Every feature that exports a list goes through here so the
 * same protections apply everywhere:
 * - a cell whose text starts with `=`, `+`, `-`, `@`, a tab or a carriage return is prefixed with a single
 *   quote, so a spreadsheet never evaluates it as a formula (CSV/formula injection);
 * - CSV is UTF-8 with a byte-order mark so Excel shows accents and ñ correctly;
 * - the download's file name is reduced to safe characters.
 */

export interface ColumnDef<Row> {
  /** The row's property to read, or a function computing the cell. */
  key: (keyof Row & string) | ((row: Row) => CellValue);
  /** The column's header, as shown to the user (Spanish). */
  header: string;
  /** Column width in characters for XLSX (default from the header's length). */
  width?: number;
  /** The cell is a yyyy-mm-dd date: a real date cell shown dd/mm/aaaa in XLSX, the text dd/mm/aaaa in CSV. */
  date?: boolean;
  /**
   * The cell is an ISO date-time: a real date cell on the event's clock (the table's `timeZone`) shown
   * dd/mm/aaaa hh:mm:ss in XLSX, that text in CSV.
   */
  dateTime?: boolean;
}

export type CellValue = string | number | boolean | null | undefined | Date;

export type SpreadsheetFormat = 'xlsx' | 'csv';

/** The shared formula start (=, +, - and @), plus tab and carriage return, which some spreadsheets also act on. */
const EXPORT_FORMULA_START: readonly string[] = [...FORMULA_START_CHARS, '\t', '\r'];

/** Neutralises a text cell so a spreadsheet shows it literally; numbers, booleans and dates pass unchanged. */
export function neutraliseCell(value: CellValue): string | number | boolean | Date | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  return EXPORT_FORMULA_START.includes(value.charAt(0)) ? `'${value}` : value;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function cellOf<Row>(row: Row, column: ColumnDef<Row>, timeZone: string): CellValue {
  const value = typeof column.key === 'function' ? column.key(row) : ((row as Record<string, unknown>)[column.key] as CellValue);
  if (column.dateTime && typeof value === 'string' && value) return eventClockDate(value, timeZone);
  const date = column.date && typeof value === 'string' ? ISO_DATE.exec(value) : null;
  return date ? new Date(Date.UTC(Number(date[1]), Number(date[2]) - 1, Number(date[3]))) : value;
}

/** The number format of a date column's cells in XLSX. */
function numFmtOf(column: Pick<ColumnDef<unknown>, 'date' | 'dateTime'>): string | undefined {
  if (column.dateTime) return 'dd/mm/yyyy hh:mm:ss';
  return column.date ? 'dd/mm/yyyy' : undefined;
}

/**
 * The rows as a matrix of neutralised cells (header row excluded); a date column's yyyy-mm-dd text becomes a Date,
 * a date-time column's ISO text a Date of its clock in `timeZone`.
 */
function toMatrix<Row>(
  rows: readonly Row[],
  columns: readonly ColumnDef<Row>[],
  timeZone: string,
): (string | number | boolean | Date | null)[][] {
  return rows.map((row) => columns.map((column) => neutraliseCell(cellOf(row, column, timeZone))));
}

/** A date column's Date as Colombia writes it: dd/mm/aaaa. */
function localDate(date: Date): string {
  const [y, m, d] = date.toISOString().slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

/** A date cell in CSV: a date column's dd/mm/aaaa, a date-time column's event clock, else ISO. */
function csvDate<Row>(cell: Date, column: ColumnDef<Row>): string {
  if (column.dateTime) return `${localDate(cell)} ${cell.toISOString().slice(11, 19)}`;
  return column.date ? localDate(cell) : cell.toISOString();
}

/** How an XLSX sheet is named and headed. */
export interface XlsxOptions {
  sheetName?: string;
  /** Lines above the table (a document's title, its date…): the first bold, a blank row before the table. */
  heading?: readonly string[];
  /** The event's clock for date-time columns (default: DEFAULT_EVENT_TIME_ZONE). */
  timeZone?: string;
}

/** A table of a sheet, its cells worked out: an optional bold title line, the header, the rows. */
export interface XlsxTable {
  title?: string;
  headers: string[];
  widths: number[];
  numFmts: (string | undefined)[];
  cells: (string | number | boolean | Date | null)[][];
}

/** A sheet of a workbook: its name, heading lines (the first bold), then its tables, a blank row between. */
export interface XlsxSheet {
  name: string;
  heading?: readonly string[];
  tables: readonly XlsxTable[];
}

/**
 * Rows under columns as a sheet's table (cells neutralised, dates as date cells, date-times on the clock of
 * `timeZone`), with an optional title line.
 */
export function xlsxTable<Row>(
  columns: readonly ColumnDef<Row>[],
  rows: readonly Row[],
  title?: string,
  timeZone = DEFAULT_EVENT_TIME_ZONE,
): XlsxTable {
  return {
    title,
    headers: columns.map((column) => neutraliseCell(column.header) as string),
    widths: columns.map((column) => column.width ?? Math.max(12, Math.min(40, column.header.length + 4))),
    numFmts: columns.map(numFmtOf),
    cells: toMatrix(rows, columns, timeZone),
  };
}

/** An XLSX workbook with one sheet: the heading lines if any, a bold, frozen header row and the rows below. */
export async function toXlsx<Row>(rows: readonly Row[], columns: readonly ColumnDef<Row>[], opts: XlsxOptions = {}): Promise<Buffer> {
  const table = xlsxTable(columns, rows, undefined, opts.timeZone);
  return toXlsxWorkbook([{ name: opts.sheetName ?? 'Datos', heading: opts.heading, tables: [table] }]);
}

/**
 * An XLSX workbook of several sheets. A sheet with one untitled table freezes its header row; each header row is
 * bold; a column is as wide as its widest table asks.
 */
export async function toXlsxWorkbook(sheets: readonly XlsxSheet[]): Promise<Buffer> {
  // Written as a stream, committing each row and letting other requests run every few hundred rows: a
  // long list (an acta of thousands of entries) never holds the event loop while its sheet is rendered.
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  // ExcelJS loads with the first sheet written, not when the server starts.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Quórum';
  workbook.created = new Date();
  let written = 0;
  for (const spec of sheets) {
    // Sheet names: at most 31 characters, none of : \ / ? * [ ]
    const sheetName = spec.name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Datos';
    const heading = spec.heading ?? [];
    const [only] = spec.tables;
    const frozen = spec.tables.length === 1 && only && !only.title;
    const sheet = workbook.addWorksheet(
      sheetName,
      frozen ? { views: [{ state: 'frozen', ySplit: heading.length ? heading.length + 2 : 1 }] } : {},
    );
    const columnCount = Math.max(0, ...spec.tables.map((table) => table.widths.length));
    sheet.columns = Array.from({ length: columnCount }, (_, i) => ({
      width: Math.max(0, ...spec.tables.map((table) => table.widths[i] ?? 0)),
    }));
    heading.forEach((line, index) => {
      const row = sheet.addRow([neutraliseCell(line)]);
      if (index === 0) row.font = { bold: true, size: 14 };
      row.commit();
    });
    for (const [index, table] of spec.tables.entries()) {
      if (heading.length || index > 0) sheet.addRow([]).commit();
      if (table.title) {
        const title = sheet.addRow([neutraliseCell(table.title)]);
        title.font = { bold: true, size: 12 };
        title.commit();
      }
      const header = sheet.addRow(table.headers);
      header.font = { bold: true };
      header.commit();
      for (const cells of table.cells) {
        // Every cell is written as a plain value: ExcelJS only makes a formula from a { formula } object, and
        // the quote prefix keeps the text inert when the sheet is re-saved or copied as CSV.
        const row = sheet.addRow(cells.map((cell) => (cell === null ? '' : cell)));
        table.numFmts.forEach((numFmt, i) => {
          if (numFmt) row.getCell(i + 1).numFmt = numFmt;
        });
        row.commit();
        if (++written % 500 === 0) await new Promise((resolve) => setImmediate(resolve));
      }
    }
    sheet.commit();
  }
  await workbook.commit();
  await ended;
  return Buffer.concat(chunks);
}

/**
 * CSV text (comma separated, CRLF lines, quoted where needed) with a UTF-8 byte-order mark; date-times on the clock
 * of `timeZone`.
 */
export function toCsv<Row>(rows: readonly Row[], columns: readonly ColumnDef<Row>[], timeZone = DEFAULT_EVENT_TIME_ZONE): string {
  const header = columns.map((column) => neutraliseCell(column.header));
  const body = toMatrix(rows, columns, timeZone).map((cells) =>
    cells.map((cell, i) => (cell === null ? '' : cell instanceof Date ? csvDate(cell, columns[i] as ColumnDef<Row>) : cell)),
  );
  return `\uFEFF${Papa.unparse([header, ...body], { newline: '\r\n', quotes: false })}\r\n`;
}

/** Rows in the chosen format, with its media type and file extension. */
export async function toSpreadsheet<Row>(
  format: SpreadsheetFormat,
  rows: readonly Row[],
  columns: readonly ColumnDef<Row>[],
  opts: XlsxOptions = {},
): Promise<{ body: Buffer; contentType: string; extension: string }> {
  if (format === 'xlsx') {
    return {
      body: await toXlsx(rows, columns, opts),
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      extension: 'xlsx',
    };
  }
  return { body: Buffer.from(toCsv(rows, columns, opts.timeZone), 'utf8'), contentType: 'text/csv; charset=utf-8', extension: 'csv' };
}

/**
 * A file name safe for Content-Disposition and every file system: accents removed, anything but letters,
 * digits, dot, dash and underscore replaced by a dash, at most 100 characters.
 */
export function safeFileName(name: string): string {
  const cleaned = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 100);
  return cleaned || 'descarga';
}
