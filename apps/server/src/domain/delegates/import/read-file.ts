import {
  LOAD_COLUMNS,
  LOAD_HEADER_ALIASES,
  type LoadField,
  type LoadGridRow,
  MAX_LOAD_CELL_CHARS,
  MAX_LOAD_COLUMNS,
  MAX_LOAD_ROWS,
  OPTIONAL_LOAD_FIELDS,
  searchKey,
} from '@quorum/shared';
import { AppError } from '../../../lib/errors';
import { type ParseAnswer, parseInWorker, type RawRow } from './parse-in-worker';
import { assertXlsxWithinLimits } from './xlsx-zip';

/**
 * The importer's first step: an uploaded XLSX or CSV file with the template's Spanish headers (or rows
 * typed in the grid) becomes raw rows of text cells, numbered as the person sees them. A malformed file or
 * a wrong column set stops here with one Spanish message (LOAD_FILE_INVALID); the cells are checked next
 * (check-rows.ts) and saved last (save.ts).
 */

export type ImportField = LoadField | 'institution';

/** One row to import: its number as the person sees it (spreadsheet row, or grid line) and its cells as text. */
export interface ImportRow {
  row: number;
  cells: Partial<Record<ImportField, string>>;
}

/** A file's rows, and the headers of the columns that were not read. */
export interface ImportFile {
  rows: ImportRow[];
  ignoredColumns: string[];
}

/** The Spanish header of each column: the template's, plus "Institución" for the Gestor's import. */
export const IMPORT_HEADERS: Record<ImportField, string> = {
  ...(Object.fromEntries(LOAD_COLUMNS.map((c) => [c.key, c.header])) as Record<LoadField, string>),
  institution: 'Institución',
};
/** Columns in template order (problems are sorted by it). */
export const IMPORT_COLUMN_ORDER: ImportField[] = [...LOAD_COLUMNS.map((c) => c.key), 'institution'];
const HEADERS = IMPORT_HEADERS;
const COLUMN_ORDER = IMPORT_COLUMN_ORDER;

function fileError(message: string): AppError {
  return new AppError('LOAD_FILE_INVALID', message);
}

/**
 * Parses an uploaded XLSX or CSV file into rows; a malformed file, a wrong column set or a file past the row
 * (`opts.maxRows`, MAX_LOAD_ROWS unless given), column or cell-length limits throws LOAD_FILE_INVALID, an XLSX
 * that would inflate past the size limits LOAD_FILE_TOO_LARGE (checked before reading it). The reading itself
 * runs in a worker thread.
 */
export async function parseImportFile(
  fileName: string,
  content: Buffer,
  opts: { institutionColumn: boolean; maxRows?: number },
): Promise<ImportFile> {
  const maxRows = opts.maxRows ?? MAX_LOAD_ROWS;
  if (!content.length) throw fileError('El archivo está vacío.');
  const lower = fileName.toLowerCase();
  const isZip = content.length >= 4 && content[0] === 0x50 && content[1] === 0x4b && content[2] === 0x03 && content[3] === 0x04;
  if (lower.endsWith('.xls') || (content[0] === 0xd0 && content[1] === 0xcf)) {
    throw fileError('El formato .xls (Excel 97-2003) no se admite. Guarda el archivo como XLSX o CSV y vuelve a subirlo.');
  }
  if (isZip || lower.endsWith('.xlsx')) {
    if (!isZip) throw fileError('El archivo no es un XLSX válido (puede estar dañado o incompleto). Descarga de nuevo la plantilla.');
    assertXlsxWithinLimits(content);
  }
  const answer = await parseInWorker(isZip ? 'xlsx' : 'csv', content, maxRows);
  if (!answer.ok) throw refusalOf(answer, maxRows);
  return toImportRows(answer.table, { institutionColumn: opts.institutionColumn, maxRows });
}

/** The Spanish refusal for why the worker stopped reading a file. */
function refusalOf(answer: Extract<ParseAnswer, { ok: false }>, maxRows: number): AppError {
  switch (answer.reason) {
    case 'rows':
      return tooManyRows(maxRows);
    case 'columns':
      return fileError(
        `La fila ${answer.row} tiene datos en más de ${MAX_LOAD_COLUMNS} columnas. Deja solo las columnas de la plantilla y vuelve a subirlo.`,
      );
    case 'cell':
      return fileError(
        `La celda de la columna ${answer.column}, fila ${answer.row}, tiene más de ${MAX_LOAD_CELL_CHARS} caracteres. Revisa el archivo.`,
      );
    case 'noSheet':
      return fileError('El archivo XLSX no tiene ninguna hoja.');
    case 'notText':
      return fileError('El archivo no es un CSV de texto ni un XLSX. Usa la plantilla.');
    case 'quotes':
      return fileError(
        `El CSV está mal formado cerca de la fila ${answer.row}: hay comillas sin cerrar. Revisa el archivo o usa la plantilla.`,
      );
    case 'tooBig':
      return new AppError(
        'LOAD_FILE_TOO_LARGE',
        `La hoja de cálculo es demasiado grande o compleja para leerla. Divídela en varios archivos de como máximo ${MAX_LOAD_ROWS} filas o usa la plantilla.`,
      );
    default:
      return fileError(
        'El archivo XLSX está dañado o incompleto y no se pudo leer. Vuelve a guardarlo desde tu hoja de cálculo o usa la plantilla.',
      );
  }
}

const tooManyRows = (maxRows: number) => fileError(`El archivo tiene más de ${maxRows} filas de delegados. Divídelo en varios archivos.`);

/**
 * Text of a cell as read from XLSX or CSV: rich text joined, date cells as yyyy-mm-dd (dd/mm/aaaa text is read
 * by the check), formulas kept with their "=".
 */
function cellText(value: unknown, field: ImportField): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value === 'number') {
    // A birth date typed as a plain number in a cell without date format: Excel's serial day.
    if (field === 'birthDate' && value > 1 && value < 80000)
      return new Date(Date.UTC(1899, 11, 30) + Math.round(value) * 86_400_000).toISOString().slice(0, 10);
    return Number.isInteger(value) ? value.toFixed(0) : String(value);
  }
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'VERDADERO' : 'FALSO';
  if (typeof value === 'object') {
    const v = value as { richText?: { text: string }[]; formula?: string; sharedFormula?: string; text?: unknown; error?: string };
    if (v.formula !== undefined || v.sharedFormula !== undefined) return `=${v.formula ?? v.sharedFormula}`;
    if (Array.isArray(v.richText)) return v.richText.map((r) => r.text ?? '').join('');
    if (v.text !== undefined) return cellText(v.text, field);
    if (v.error !== undefined) return String(v.error);
  }
  return String(value);
}

function headerKey(text: string): string {
  return searchKey(text.replace(/[*:]/g, ''));
}

/** Each accepted header (the template's and its aliases, without accents, case, `*` or `:`) → its field. */
const FIELD_OF_HEADER = new Map<string, ImportField>([
  ...COLUMN_ORDER.map((f): [string, ImportField] => [headerKey(HEADERS[f]), f]),
  ...Object.entries(LOAD_HEADER_ALIASES).flatMap(([f, aliases]) =>
    aliases.map((a): [string, ImportField] => [headerKey(a), f as ImportField]),
  ),
]);

/**
 * Maps the header row to fields and reads the data rows. Columns that are not the template's (an export's
 * «Estado», «Comisión»…) are ignored and named; a missing or repeated column gives one error naming them.
 */
function toImportRows(table: RawRow[], opts: { institutionColumn: boolean; maxRows: number }): ImportFile {
  const nonEmpty = table.filter((r) => r.values.some((v) => cellText(v, 'firstNames').trim() !== ''));
  const header = nonEmpty[0];
  if (!header) throw fileError('El archivo está vacío: no tiene la fila de encabezados de la plantilla.');
  const fields = new Map<number, ImportField>();
  const ignored: string[] = [];
  const repeated: string[] = [];
  header.values.forEach((raw, index) => {
    const text = cellText(raw, 'firstNames').trim();
    if (!text) return;
    const field = FIELD_OF_HEADER.get(headerKey(text));
    // A fixed institution (load code) ignores an "Institución" column, as any other column not its own.
    if (!field || (field === 'institution' && !opts.institutionColumn)) {
      ignored.push(text.length > 40 ? `${text.slice(0, 40)}…` : text);
      return;
    }
    if ([...fields.values()].includes(field)) repeated.push(HEADERS[field]);
    fields.set(index, field);
  });
  const wanted = COLUMN_ORDER.filter((f) => f !== 'institution' || opts.institutionColumn);
  const missing = wanted
    .filter((f) => !OPTIONAL_LOAD_FIELDS.includes(f as LoadField) && ![...fields.values()].includes(f))
    .map((f) => HEADERS[f]);
  if (missing.length || repeated.length) {
    const parts = ['Las columnas no coinciden con la plantilla.'];
    if (missing.length) parts.push(`Faltan: ${missing.join(', ')}.`);
    if (repeated.length) parts.push(`Repetidas: ${repeated.join(', ')}.`);
    if (missing.length && ignored.length)
      parts.push(`No reconocidas: ${ignored.slice(0, 10).join(', ')}${ignored.length > 10 ? '…' : ''}.`);
    parts.push(`Usa estos encabezados: ${wanted.map((f) => HEADERS[f]).join(', ')}.`);
    throw fileError(parts.join(' '));
  }
  const rows: ImportRow[] = [];
  for (const line of nonEmpty.slice(1)) {
    const cells: ImportRow['cells'] = {};
    for (const [index, field] of fields) cells[field] = cellText(line.values[index], field).trim();
    if (Object.values(cells).every((v) => !v)) continue;
    rows.push({ row: line.row, cells });
    if (rows.length > opts.maxRows) throw tooManyRows(opts.maxRows);
  }
  if (!rows.length) throw fileError('El archivo no tiene filas de delegados debajo de los encabezados.');
  return { rows, ignoredColumns: ignored };
}

/** Rows typed in the grid: line numbers from 1, blank lines skipped. */
export function gridRows(rows: LoadGridRow[]): ImportRow[] {
  const out: ImportRow[] = [];
  rows.forEach((r, i) => {
    const cells: ImportRow['cells'] = {};
    for (const c of LOAD_COLUMNS) cells[c.key] = (r[c.key] ?? '').trim();
    if (Object.values(cells).some(Boolean)) out.push({ row: i + 1, cells });
  });
  return out;
}
