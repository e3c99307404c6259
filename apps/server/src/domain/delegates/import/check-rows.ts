import {
  countText,
  type DelegatePersonal,
  type DelegateSource,
  delegatePersonalObject,
  documentTypeFromText,
  formulaStartMessage,
  type LoadProblem,
  MAX_LOAD_ROWS,
  missingGuardianFields,
  normalizePhone,
  PERSONAL_FIELDS,
  PREFERENCE_FIELDS,
  searchKey,
  startsLikeFormula,
} from '@quorum/shared';
import type { Executor } from '../../../db/database';
import type { DelegateRow } from '../delegates.store';
import { IMPORT_COLUMN_ORDER as COLUMN_ORDER, IMPORT_HEADERS as HEADERS, type ImportField, type ImportRow } from './read-file';

/**
 * The importer's second step: every problem of every row (row number, column header, Spanish message),
 * before anything is saved: the personal data rules of delegatePersonalObject (phones and document types
 * as people write them are normalised first), the guardian rule, the commission preferences, repeated
 * documents in the file, documents of another institution, and the load code's quota.
 */

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
  ignoredColumns?: string[];
}

/**
 * A valid row and the stored delegate with its document, if any (updated instead of created). `preferences`
 * are commission ids in order; null when the row gives none (an update then keeps the stored ones).
 */
export interface CheckedRow {
  row: number;
  personal: DelegatePersonal;
  preferences: string[] | null;
  existing: DelegateRow | undefined;
}

/** A commission a row may prefer, found by its name or acronym (without accents or case). */
interface PreferableCommission {
  id: string;
  name: string;
  archived: boolean;
}

const REQUIRED: ImportField[] = ['firstNames', 'lastNames', 'documentType', 'documentNumber', 'birthDate', 'email', 'institution'];

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

/** Every commission by its name and its acronym (without accents or case); archived ones too, to say so. */
async function preferableCommissions(db: Executor): Promise<Map<string, PreferableCommission>> {
  const rows = await db.selectFrom('commission').select(['id', 'name', 'acronym', 'archived']).execute();
  const byKey = new Map<string, PreferableCommission>();
  for (const r of rows) {
    const commission = { id: r.id, name: r.name, archived: Boolean(r.archived) };
    for (const key of [searchKey(r.name), searchKey(r.acronym)]) if (key && !byKey.has(key)) byKey.set(key, commission);
  }
  return byKey;
}

/** The row's preferences (ids in order), or null when it gives none; each unknown or repeated one is a problem. */
function rowPreferences(
  cells: ImportRow['cells'],
  commissions: Map<string, PreferableCommission>,
  add: (field: ImportField, message: string) => void,
): string[] | null {
  const ids: string[] = [];
  for (const field of PREFERENCE_FIELDS) {
    const text = cells[field] ?? '';
    if (!text) continue;
    const found = commissions.get(searchKey(text));
    if (!found) add(field, `Comisión no encontrada: «${text.slice(0, 60)}». Escribe el nombre o la sigla de una comisión.`);
    else if (ids.includes(found.id)) add(field, `Preferencia repetida: «${found.name}» ya está en una columna anterior`);
    else ids.push(found.id);
  }
  return ids.length ? ids : null;
}

/** Validates one row: personal data and preferences, or its problems (every column, not just the first). */
function validateRow(
  r: ImportRow,
  institution: string | null,
  commissions: Map<string, PreferableCommission>,
): { personal?: DelegatePersonal; preferences?: string[] | null; problems: LoadProblem[] } {
  const problems: LoadProblem[] = [];
  const flagged = new Set<ImportField>();
  const add = (field: ImportField, message: string) => {
    if (flagged.has(field)) return;
    flagged.add(field);
    problems.push({ row: r.row, column: HEADERS[field], message });
  };
  const cells = { ...r.cells };
  if (institution !== null) cells.institution = institution;
  // Phones as people write them ("+57 300-123 4567"): normalised before any rule, the same on check and save.
  for (const field of ['phone', 'guardianPhone'] as const) if (cells[field]) cells[field] = normalizePhone(cells[field]);
  for (const field of COLUMN_ORDER) {
    const text = cells[field] ?? '';
    if (startsLikeFormula(text)) add(field, `${formulaStartMessage()} (se tomaría como fórmula).`);
    else if (!text && REQUIRED.includes(field)) add(field, 'Obligatorio');
  }
  const docType = cells.documentType ? (documentTypeFromText(cells.documentType) ?? cells.documentType) : '';
  const input: Record<(typeof PERSONAL_FIELDS)[number], string> = {
    ...(Object.fromEntries(PERSONAL_FIELDS.map((f) => [f, cells[f] ?? ''])) as Record<(typeof PERSONAL_FIELDS)[number], string>),
    documentType: docType,
    birthDate: normaliseDate(cells.birthDate ?? ''),
  };
  const parsed = delegatePersonalObject.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as ImportField;
      add(field, spanishMessage(field, issue as { code: string; message: string; maximum?: unknown }));
    }
  }
  // Guardian for minors: checked here too, so it is reported with the row's other problems.
  if (!flagged.has('birthDate')) for (const { field, message } of missingGuardianFields(input)) add(field, message);
  const preferences = rowPreferences(cells, commissions, add);
  if (problems.length || !parsed.success) return { problems };
  return { personal: parsed.data, preferences, problems };
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

export async function checkRows(
  db: Executor,
  target: ImportTarget,
  rows: ImportRow[],
): Promise<{ check: ImportCheck; checked: CheckedRow[] }> {
  const problems: LoadProblem[] = [];
  const valid: { row: number; personal: DelegatePersonal; preferences: string[] | null }[] = [];
  const commissions = await preferableCommissions(db);
  const archived = new Set([...commissions.values()].filter((c) => c.archived).map((c) => c.id));
  if (rows.length > MAX_LOAD_ROWS) problems.push({ row: null, column: null, message: `Como máximo ${MAX_LOAD_ROWS} filas por carga.` });
  const firstRowOf = new Map<string, number>();
  let repeated = 0;
  for (const r of rows) {
    const result = validateRow(r, target.institution, commissions);
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
    if (result.personal) valid.push({ row: r.row, personal: result.personal, preferences: result.preferences ?? null });
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
    // A document of another institution is a conflict without details: its row is neither named nor
    // reported as existing, so a load code does not reveal who else is registered.
    if (found && ownKey !== null && searchKey(found.institution) !== ownKey) {
      foreign += 1;
      continue;
    }
    // An archived commission may stay among a delegate's preferences (a re-imported export) but not be added.
    const stored: string[] = found ? JSON.parse(found.preferences) : [];
    const closed = (v.preferences ?? []).find((id) => archived.has(id) && !stored.includes(id));
    if (closed !== undefined) {
      const column = PREFERENCE_FIELDS[(v.preferences ?? []).indexOf(closed)];
      const name = [...commissions.values()].find((c) => c.id === closed)?.name ?? '';
      problems.push({ row: v.row, column: HEADERS[column], message: `La comisión «${name}» está archivada: elige otra` });
      continue;
    }
    checked.push({ row: v.row, personal: v.personal, preferences: v.preferences, existing: found });
  }
  if (foreign)
    problems.push({
      row: null,
      column: null,
      message: 'Algunos documentos de este archivo no se pueden cargar con este código. Contacta con la secretaría.',
    });
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
        message: `Cupo superado: el código permite ${countText(target.quota, 'delegado', 'delegados')}, ya hay ${countText(already, 'cargado', 'cargados')} y esta carga añadiría ${countText(wouldCreate, 'nuevo', 'nuevos')}.`,
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
