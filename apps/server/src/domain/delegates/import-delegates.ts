import {
  ADULT_AGE,
  ageOn,
  type DelegatePersonal,
  type DelegateSource,
  delegatePersonalObject,
  LOAD_COLUMNS,
  type LoadField,
  type LoadGridRow,
  type LoadProblem,
  MAX_LOAD_ROWS,
  searchKey,
  todayIso,
} from '@quorum/shared';
import ExcelJS from 'exceljs';
import { type Insertable, PostgresAdapter, sql, type Transaction } from 'kysely';
import Papa from 'papaparse';
import type { Db, Executor } from '../../db/database';
import type { Database, DelegateTable } from '../../db/schema';
import { type Actor, recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { newId, nowIso } from '../../lib/ids';
import { type DelegateRow, delegateSearchText, newDelegateRow } from './delegates.store';

/**
 * The one importer of delegates (school loads with a code, and the Gestor's import): parse an XLSX or CSV
 * file with the template's Spanish headers (or rows typed in a grid), check every row and report every
 * problem in Spanish before anything is saved, then save all rows in one transaction: rows whose document
 * number already exists are updated, the others created.
 */

export type ImportField = LoadField | 'institution';

/** One row to import: its number as the person sees it (spreadsheet row, or grid line) and its cells as text. */
export interface ImportRow {
  row: number;
  cells: Partial<Record<ImportField, string>>;
}

/** Who the rows belong to. */
export interface ImportTarget {
  /** Fixed by a load code (every row gets it; documents of other institutions are refused); null = read from an "Institución" column. */
  institution: string | null;
  /** Rows this code may create in total; null = no limit. */
  quota: number | null;
  /** The load code, when the rows come through one. */
  accessCodeId: string | null;
  source: DelegateSource;
}

export interface ImportCheck {
  rows: number;
  toCreate: number;
  toUpdate: number;
  problems: LoadProblem[];
}

interface CheckedRow {
  row: number;
  personal: DelegatePersonal;
  existing: DelegateRow | undefined;
}

const INSTITUTION_HEADER = 'Institución';
const HEADERS: Record<ImportField, string> = {
  ...(Object.fromEntries(LOAD_COLUMNS.map((c) => [c.key, c.header])) as Record<LoadField, string>),
  institution: INSTITUTION_HEADER,
};
const COLUMN_ORDER: ImportField[] = [...LOAD_COLUMNS.map((c) => c.key), 'institution'];
const REQUIRED: ImportField[] = ['firstNames', 'lastNames', 'documentType', 'documentNumber', 'birthDate', 'email', 'institution'];
const FORMULA_START = /^[=+\-@]/;

function fileError(message: string): AppError {
  return new AppError('LOAD_FILE_INVALID', message);
}

// ---------------------------------------------------------------- parsing

/** Parses an uploaded XLSX or CSV file into rows; a malformed file or a wrong column set throws LOAD_FILE_INVALID. */
export async function parseImportFile(fileName: string, content: Buffer, opts: { institutionColumn: boolean }): Promise<ImportRow[]> {
  if (!content.length) throw fileError('El archivo está vacío.');
  const lower = fileName.toLowerCase();
  const isZip = content.length >= 4 && content[0] === 0x50 && content[1] === 0x4b && content[2] === 0x03 && content[3] === 0x04;
  if (lower.endsWith('.xls') || (content[0] === 0xd0 && content[1] === 0xcf)) {
    throw fileError('El formato .xls (Excel 97-2003) no se admite. Guarda el archivo como XLSX o CSV y vuelve a subirlo.');
  }
  let table: { row: number; values: unknown[] }[];
  if (isZip || lower.endsWith('.xlsx')) {
    if (!isZip) throw fileError('El archivo no es un XLSX válido (puede estar dañado o incompleto). Descarga de nuevo la plantilla.');
    table = await readXlsx(content);
  } else {
    table = readCsv(content);
  }
  return toImportRows(table, opts);
}

async function readXlsx(content: Buffer): Promise<{ row: number; values: unknown[] }[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
  } catch {
    throw fileError(
      'El archivo XLSX está dañado o incompleto y no se pudo leer. Vuelve a guardarlo desde tu hoja de cálculo o usa la plantilla.',
    );
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw fileError('El archivo XLSX no tiene ninguna hoja.');
  const table: { row: number; values: unknown[] }[] = [];
  const width = Math.min(sheet.columnCount, 100);
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const values: unknown[] = [];
    for (let c = 1; c <= width; c++) values.push(row.getCell(c).value);
    table.push({ row: rowNumber, values });
  });
  return table;
}

function decodeText(content: Buffer): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    // Older spreadsheets save CSV in Windows-1252: accents stay correct this way.
    text = new TextDecoder('windows-1252').decode(content);
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (text.includes('\u0000')) throw fileError('El archivo no es un CSV de texto ni un XLSX. Usa la plantilla.');
  return text;
}

function readCsv(content: Buffer): { row: number; values: unknown[] }[] {
  const text = decodeText(content);
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const parsed = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: false });
  const broken = parsed.errors.find((e) => e.type === 'Quotes');
  if (broken)
    throw fileError(
      `El CSV está mal formado cerca de la fila ${(broken.row ?? 0) + 1}: hay comillas sin cerrar. Revisa el archivo o usa la plantilla.`,
    );
  return parsed.data.map((values, i) => ({ row: i + 1, values }));
}

/** Text of a cell as read from XLSX or CSV: rich text joined, dates as yyyy-mm-dd, formulas kept with their "=". */
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

/** Maps the header row to fields and reads the data rows; a wrong column set gives one error naming the columns. */
function toImportRows(table: { row: number; values: unknown[] }[], opts: { institutionColumn: boolean }): ImportRow[] {
  const nonEmpty = table.filter((r) => r.values.some((v) => cellText(v, 'firstNames').trim() !== ''));
  const header = nonEmpty[0];
  if (!header) throw fileError('El archivo está vacío: no tiene la fila de encabezados de la plantilla.');
  const byKey = new Map<string, ImportField>(COLUMN_ORDER.map((f) => [headerKey(HEADERS[f]), f]));
  const fields = new Map<number, ImportField>();
  const unknown: string[] = [];
  const repeated: string[] = [];
  header.values.forEach((raw, index) => {
    const text = cellText(raw, 'firstNames').trim();
    if (!text) return;
    const field = byKey.get(headerKey(text));
    if (!field || (field === 'institution' && !opts.institutionColumn)) {
      // A fixed institution (load code) ignores an "Institución" column; anything else is unknown.
      if (field !== 'institution') unknown.push(text.length > 40 ? `${text.slice(0, 40)}…` : text);
      return;
    }
    if ([...fields.values()].includes(field)) repeated.push(HEADERS[field]);
    fields.set(index, field);
  });
  const wanted = COLUMN_ORDER.filter((f) => f !== 'institution' || opts.institutionColumn);
  const missing = wanted.filter((f) => ![...fields.values()].includes(f)).map((f) => HEADERS[f]);
  if (missing.length || unknown.length || repeated.length) {
    const parts = ['Las columnas no coinciden con la plantilla.'];
    if (missing.length) parts.push(`Faltan: ${missing.join(', ')}.`);
    if (unknown.length) parts.push(`No reconocidas: ${unknown.slice(0, 10).join(', ')}${unknown.length > 10 ? '…' : ''}.`);
    if (repeated.length) parts.push(`Repetidas: ${repeated.join(', ')}.`);
    parts.push(`Usa estos encabezados: ${wanted.map((f) => HEADERS[f]).join(', ')}.`);
    throw fileError(parts.join(' '));
  }
  const rows: ImportRow[] = [];
  for (const line of nonEmpty.slice(1)) {
    const cells: ImportRow['cells'] = {};
    for (const [index, field] of fields) cells[field] = cellText(line.values[index], field).trim();
    if (Object.values(cells).every((v) => !v)) continue;
    rows.push({ row: line.row, cells });
    if (rows.length > MAX_LOAD_ROWS)
      throw fileError(`El archivo tiene más de ${MAX_LOAD_ROWS} filas de delegados. Divídelo en varios archivos.`);
  }
  if (!rows.length) throw fileError('El archivo no tiene filas de delegados debajo de los encabezados.');
  return rows;
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

// ---------------------------------------------------------------- checking

const DOCUMENT_TYPE_NAMES: Record<string, string> = {
  ti: 'TI',
  'tarjeta de identidad': 'TI',
  cc: 'CC',
  'cedula de ciudadania': 'CC',
  cedula: 'CC',
  ce: 'CE',
  'cedula de extranjeria': 'CE',
  pa: 'PA',
  pasaporte: 'PA',
  pp: 'PA',
};

/** yyyy-mm-dd from yyyy-mm-dd, dd/mm/yyyy or dd-mm-yyyy (day first, as in Colombia); otherwise the text unchanged. */
function normaliseDate(text: string): string {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(text);
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  const parts = iso ? [iso[1], iso[2], iso[3]] : dmy ? [dmy[3], dmy[2], dmy[1]] : null;
  if (!parts) return text;
  const [y, m, d] = parts;
  const out = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  const date = new Date(`${out}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === out ? out : text;
}

function spanishMessage(field: ImportField, issue: { code: string; message: string; maximum?: unknown }): string {
  if (issue.code === 'too_big' && field !== 'firstNames' && field !== 'lastNames' && field !== 'institution')
    return `Máximo ${String(issue.maximum)} caracteres`;
  if (field === 'birthDate' && issue.message === 'Fecha de nacimiento no válida')
    return 'Fecha de nacimiento no válida (usa AAAA-MM-DD o DD/MM/AAAA)';
  if (field === 'email' && issue.code !== 'custom') return 'Correo electrónico no válido';
  if (field === 'documentType') return 'Tipo de documento no válido (TI, CC, CE o PA)';
  return issue.message;
}

/** Validates one row: personal data or its problems (every column, not just the first). */
function validateRow(r: ImportRow, institution: string | null): { personal?: DelegatePersonal; problems: LoadProblem[] } {
  const problems: LoadProblem[] = [];
  const flagged = new Set<ImportField>();
  const add = (field: ImportField, message: string) => {
    if (flagged.has(field)) return;
    flagged.add(field);
    problems.push({ row: r.row, column: HEADERS[field], message });
  };
  const cells = { ...r.cells };
  if (institution !== null) cells.institution = institution;
  for (const field of COLUMN_ORDER) {
    const text = cells[field] ?? '';
    if (FORMULA_START.test(text)) {
      const hint = field === 'phone' || field === 'guardianPhone' ? ' Escribe el teléfono sin el signo +.' : '';
      add(field, `No puede empezar por =, +, - o @ (se tomaría como fórmula).${hint}`);
    } else if (!text && REQUIRED.includes(field)) add(field, 'Obligatorio');
  }
  const docType = cells.documentType ? (DOCUMENT_TYPE_NAMES[searchKey(cells.documentType)] ?? cells.documentType) : '';
  const input = {
    firstNames: cells.firstNames ?? '',
    lastNames: cells.lastNames ?? '',
    documentType: docType,
    documentNumber: cells.documentNumber ?? '',
    birthDate: normaliseDate(cells.birthDate ?? ''),
    email: cells.email ?? '',
    phone: cells.phone ?? '',
    institution: cells.institution ?? '',
    grade: cells.grade ?? '',
    guardianName: cells.guardianName ?? '',
    guardianPhone: cells.guardianPhone ?? '',
  };
  const parsed = delegatePersonalObject.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as ImportField;
      add(field, spanishMessage(field, issue as { code: string; message: string; maximum?: unknown }));
    }
  }
  // Guardian for minors: checked here too, so it is reported with the row's other problems.
  if (!flagged.has('birthDate') && /^\d{4}-\d{2}-\d{2}$/.test(input.birthDate) && ageOn(input.birthDate, todayIso()) < ADULT_AGE) {
    if (!input.guardianName) add('guardianName', 'Menor de edad: nombre del acudiente obligatorio');
    if (!input.guardianPhone) add('guardianPhone', 'Menor de edad: teléfono del acudiente obligatorio');
  }
  if (problems.length || !parsed.success) return { problems };
  return { personal: parsed.data, problems };
}

/** Delegates created through one load code (by any of its loads). */
export async function countLoadedByCode(db: Executor, accessCodeId: string): Promise<number> {
  const row = await db
    .selectFrom('delegate')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('loadId', 'in', db.selectFrom('delegateLoad').select('id').where('accessCodeId', '=', accessCodeId))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function findExisting(db: Executor, documents: string[]): Promise<Map<string, DelegateRow>> {
  const map = new Map<string, DelegateRow>();
  for (let i = 0; i < documents.length; i += 5000) {
    const chunk = documents.slice(i, i + 5000);
    if (!chunk.length) continue;
    for (const row of await db.selectFrom('delegate').selectAll().where('documentNumber', 'in', chunk).execute())
      map.set(row.documentNumber, row);
  }
  return map;
}

async function checkRows(db: Executor, target: ImportTarget, rows: ImportRow[]): Promise<{ check: ImportCheck; checked: CheckedRow[] }> {
  const problems: LoadProblem[] = [];
  const valid: { row: number; personal: DelegatePersonal }[] = [];
  if (rows.length > MAX_LOAD_ROWS) problems.push({ row: null, column: null, message: `Como máximo ${MAX_LOAD_ROWS} filas por carga.` });
  const firstRowOf = new Map<string, number>();
  let repeated = 0;
  for (const r of rows) {
    const result = validateRow(r, target.institution);
    problems.push(...result.problems);
    const doc = (r.cells.documentNumber ?? '').trim().toUpperCase();
    if (doc) {
      const first = firstRowOf.get(doc);
      if (first !== undefined) {
        problems.push({
          row: r.row,
          column: HEADERS.documentNumber,
          message: `Documento repetido: ya está en la fila ${first} de este archivo`,
        });
        repeated += 1;
        continue;
      }
      firstRowOf.set(doc, r.row);
    }
    if (result.personal) valid.push({ row: r.row, personal: result.personal });
  }
  // One query for every document of the file.
  const existing = await findExisting(
    db,
    valid.map((v) => v.personal.documentNumber),
  );
  const ownKey = target.institution === null ? null : searchKey(target.institution);
  const checked: CheckedRow[] = [];
  let foreign = 0;
  for (const v of valid) {
    const found = existing.get(v.personal.documentNumber);
    if (found && ownKey !== null && searchKey(found.institution) !== ownKey) {
      problems.push({
        row: v.row,
        column: HEADERS.documentNumber,
        message: 'Este documento ya está registrado por otra institución. Contacta con la secretaría.',
      });
      foreign += 1;
      continue;
    }
    checked.push({ row: v.row, personal: v.personal, existing: found });
  }
  const toCreate = checked.filter((c) => !c.existing).length;
  const toUpdate = checked.length - toCreate;
  if (target.quota !== null) {
    const already = target.accessCodeId ? await countLoadedByCode(db, target.accessCodeId) : 0;
    // Rows that would be created if the problems were fixed count too, so the quota message is not a surprise later.
    const wouldCreate = rows.length - repeated - foreign - toUpdate;
    if (already + wouldCreate > target.quota) {
      problems.push({
        row: null,
        column: null,
        message: `Cupo superado: el código permite ${target.quota} delegados, ya hay ${already} cargados y esta carga añadiría ${wouldCreate} nuevos.`,
      });
    }
  }
  const order = new Map(COLUMN_ORDER.map((f, i) => [HEADERS[f], i]));
  problems.sort((a, b) => (a.row ?? -1) - (b.row ?? -1) || (order.get(a.column ?? '') ?? -1) - (order.get(b.column ?? '') ?? -1));
  return { check: { rows: rows.length, toCreate, toUpdate, problems }, checked };
}

/** Checks rows without saving: every problem (row, column, Spanish message), or what saving would do. */
export async function checkImport(db: Executor, target: ImportTarget, rows: ImportRow[]): Promise<ImportCheck> {
  return (await checkRows(db, target, rows)).check;
}

// ---------------------------------------------------------------- saving

export type ImportResult = { ok: true; loadId: string; created: number; updated: number } | { ok: false; check: ImportCheck };

class Rejected extends Error {
  constructor(readonly check: ImportCheck) {
    super('import rejected');
  }
}

const INSERT_BATCH = 400;
const UPDATED_COLUMNS = [
  'firstNames',
  'lastNames',
  'documentType',
  'birthDate',
  'email',
  'phone',
  'institution',
  'grade',
  'guardianName',
  'guardianPhone',
  'searchText',
  'updatedAt',
] as const;

/**
 * Updates existing delegates with the file's personal data (status, assignment and codes stay). PostgreSQL
 * gets one `UPDATE … FROM (VALUES …)` per batch (a round trip per row would be slow); SQLite runs in process,
 * where one statement per row is as fast.
 */
async function updateRows(trx: Transaction<Database>, rows: CheckedRow[], now: string): Promise<void> {
  const values = rows.map((c) => {
    const existing = c.existing as DelegateRow;
    const next = { ...existing, ...c.personal };
    return { id: existing.id, ...c.personal, searchText: delegateSearchText(next), updatedAt: now };
  });
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) {
    for (const { id, documentNumber: _d, ...changes } of values)
      await trx.updateTable('delegate').set(changes).where('id', '=', id).execute();
    return;
  }
  for (let i = 0; i < values.length; i += INSERT_BATCH) {
    const batch = values.slice(i, i + INSERT_BATCH);
    const tuples = sql.join(batch.map((v) => sql`(${sql.join([v.id, ...UPDATED_COLUMNS.map((col) => v[col])])})`));
    const assignments = sql.join(UPDATED_COLUMNS.map((col) => sql`${sql.ref(col)} = v.${sql.ref(col)}`));
    const names = sql.join(['id', ...UPDATED_COLUMNS].map((col) => sql.ref(col)));
    await sql`update delegate as d set ${assignments} from (values ${tuples}) as v(${names}) where d.id = v.id`.execute(trx);
  }
}

/**
 * Checks again and saves every row in one transaction (all or nothing): existing documents are updated,
 * the others created; a load history row and an audit entry (`load.saved`) are written with them.
 */
export async function saveImport(
  db: Db,
  target: ImportTarget,
  rows: ImportRow[],
  meta: { fileName: string | null; actor: Actor },
): Promise<ImportResult> {
  try {
    return await db.transaction().execute(async (trx) => {
      const { check, checked } = await checkRows(trx, target, rows);
      if (check.problems.length) throw new Rejected(check);
      const loadId = newId();
      const now = nowIso();
      const institutions = new Set(checked.map((c) => c.personal.institution));
      const institution = target.institution ?? (institutions.size === 1 ? [...institutions][0] : 'Varias instituciones');
      await trx
        .insertInto('delegateLoad')
        .values({
          id: loadId,
          accessCodeId: target.accessCodeId,
          institution,
          fileName: meta.fileName,
          created: check.toCreate,
          updated: check.toUpdate,
          ip: meta.actor.ip,
          createdAt: now,
          updatedAt: now,
        })
        .execute();
      const inserts: Insertable<DelegateTable>[] = checked
        .filter((c) => !c.existing)
        .map((c) => newDelegateRow(c.personal, { source: target.source, loadId }));
      for (let i = 0; i < inserts.length; i += INSERT_BATCH)
        await trx
          .insertInto('delegate')
          .values(inserts.slice(i, i + INSERT_BATCH))
          .execute();
      await updateRows(
        trx,
        checked.filter((c) => c.existing),
        now,
      );
      await recordAudit(trx, meta.actor, {
        action: 'load.saved',
        entity: 'delegateLoad',
        entityId: loadId,
        after: {
          institution,
          fileName: meta.fileName,
          created: check.toCreate,
          updated: check.toUpdate,
          accessCodeId: target.accessCodeId,
        },
      });
      return { ok: true as const, loadId, created: check.toCreate, updated: check.toUpdate };
    });
  } catch (error) {
    if (error instanceof Rejected) return { ok: false, check: error.check };
    throw error;
  }
}
