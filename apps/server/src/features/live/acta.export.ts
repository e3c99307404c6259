import type { LiveActaEntry } from '@quorum/shared';
import type { TableColumn } from '../../lib/pdf';
import { spanishClock, spanishDateTime } from '../../lib/spanish-dates';
import { type ColumnDef, type XlsxSheet, type XlsxTable, xlsxTable } from '../../lib/spreadsheet-export';
import type { ActaMotion, ActaResolution, ActaRollCall, ActaSpeaker, ActaSummary, ActaVote, ActaWarning } from '@quorum/shared';

/** A line of the acta's downloads: the session it happened in, its time (ISO), the words and who acted. */
interface ActaLine {
  session: string;
  at: string;
  description: string;
  actor: string;
}

/** The acta's downloads: who, where and when, the summary, and its lines in order, grouped by session. */
export interface ActaDocument {
  eventName: string;
  commissionName: string;
  /** «Sesión 1: «…»» of each session the log opened, in order. */
  sessions: string[];
  summary: ActaSummary;
  lines: ActaLine[];
  generatedAt: string;
  /** The event's clock: every time of the acta is written in this IANA zone. */
  timeZone: string;
  /**
   * The log's hash chain at its last entry (decision 039): what `npm run check:log` finds, printed for comparison, and
   * the address that checks it (`/verificator?acta=…`).
   */
  chain: { head: string; entries: number; verifyUrl: string } | null;
}

/** Lines before the first session (a roll call without a session). */
const BEFORE_SESSIONS = 'Antes de la primera sesión';

/** An acta entry; one that opens a session names it («Sesión 1: «título»»). */
export type ActaEntry = LiveActaEntry & { opensSession?: string };

/** The acta's lines oldest first, each under the session opened last before it. */
export function actaDocument(head: Omit<ActaDocument, 'sessions' | 'lines'>, entries: readonly ActaEntry[]): ActaDocument {
  const sessions: string[] = [];
  let session = BEFORE_SESSIONS;
  const lines = entries.map((entry) => {
    if (entry.opensSession) {
      session = entry.opensSession;
      sessions.push(session);
    }
    return { session, at: entry.createdAt, description: entry.description, actor: entry.actorName ?? '—' };
  });
  return { ...head, sessions, lines };
}

/** The heading lines of both downloads: title, event, commission, sessions and date. */
export function actaHeading(doc: ActaDocument): string[] {
  const first = doc.lines[0]?.at;
  const last = doc.lines[doc.lines.length - 1]?.at;
  return [
    `Acta — ${doc.commissionName}`,
    `Evento: ${doc.eventName}`,
    `Comisión: ${doc.commissionName}`,
    `${doc.sessions.length === 1 ? 'Sesión' : 'Sesiones'}: ${doc.sessions.length ? doc.sessions.join(' · ') : 'ninguna todavía'}`,
    first && last
      ? `Registros: ${doc.lines.length}, del ${spanishClock(first, doc.timeZone)} al ${spanishClock(last, doc.timeZone)}`
      : 'Registros: ninguno todavía',
    `Generada el ${spanishDateTime(doc.generatedAt, doc.timeZone)}`,
    ...(doc.chain ? [`Huella del registro (entrada ${doc.chain.entries}): ${doc.chain.head}`, `Verificación: ${doc.chain.verifyUrl}`] : []),
  ];
}

/** A column of one of the acta's tables: the spreadsheet's column and its relative width in the PDF. */
interface ActaColumn<Row> extends ColumnDef<Row> {
  pdfWidth: number;
  align?: TableColumn['align'];
}

/** One of the acta's tables, ready for both files: the PDF's columns and text, the spreadsheet's typed cells. */
interface ActaTable {
  title?: string;
  pdfColumns: TableColumn[];
  pdfRows: string[][];
  xlsx: XlsxTable;
}

/** A part of the acta: its title (a PDF section and a sheet), what the PDF says when it is empty, its tables. */
export interface ActaPart {
  title: string;
  empty: string;
  tables: ActaTable[];
}

/** A cell as the PDF writes it: a time on the event's clock (`timeZone`), a number as digits, nothing as «—». */
function pdfText<Row>(row: Row, column: ColumnDef<Row>, timeZone: string): string {
  const value = typeof column.key === 'function' ? column.key(row) : (row as Record<string, unknown>)[column.key];
  if (value === null || value === undefined || value === '') return '—';
  if (column.dateTime && typeof value === 'string') return spanishClock(value, timeZone);
  return String(value);
}

/** Rows under their columns as a table of both files, times on the event's clock, with an optional title line. */
function tableOf<Row>(columns: readonly ActaColumn<Row>[], rows: readonly Row[], timeZone: string, title?: string): ActaTable {
  return {
    title,
    pdfColumns: columns.map((c) => ({ header: c.header, width: c.pdfWidth, align: c.align })),
    pdfRows: rows.map((row) => columns.map((column) => pdfText(row, column, timeZone))),
    xlsx: xlsxTable(columns, rows, title, timeZone),
  };
}

const AT = { key: 'at', header: 'Hora', width: 20, pdfWidth: 2.2, dateTime: true } as const;
const COUNT = { width: 12, pdfWidth: 1.5, align: 'right' } as const;
const ABSTAIN = { ...COUNT, key: 'abstain', header: 'Abstenciones', width: 14, pdfWidth: 1.9 } as const;

const ROLL_CALL_COLUMNS: ActaColumn<ActaRollCall>[] = [
  { key: 'label', header: 'Llamado', width: 20, pdfWidth: 1.8 },
  { key: 'session', header: 'Sesión', width: 14, pdfWidth: 1.2 },
  AT,
  { ...COUNT, key: 'present', header: 'Presentes' },
  { ...COUNT, key: 'presentAndVoting', header: 'Presentes y votando', width: 20 },
  { ...COUNT, key: (r) => r.absent.length, header: 'Ausentes' },
  { key: (r) => r.absent.join(', '), header: 'Delegaciones ausentes', width: 60, pdfWidth: 3.6 },
];

/** A motion's or a vote's outcome and its counts (none when it was not voted). */
function resultColumns<Row extends { outcome: string; yes: number | null; no: number | null }>(): ActaColumn<Row>[] {
  return [
    { key: 'outcome', header: 'Resultado', width: 20, pdfWidth: 1.8 },
    { ...COUNT, key: 'yes', header: 'A favor' },
    { ...COUNT, key: 'no', header: 'En contra' },
  ];
}

const MOTION_COLUMNS: ActaColumn<ActaMotion>[] = [
  AT,
  { key: 'label', header: 'Moción', width: 50, pdfWidth: 4 },
  { key: 'by', header: 'Propuesta por', width: 24, pdfWidth: 2 },
  ...resultColumns<ActaMotion>(),
];

const VOTE_COLUMNS: ActaColumn<ActaVote>[] = [
  AT,
  { key: 'title', header: 'Votación', width: 50, pdfWidth: 3.4 },
  { key: 'method', header: 'Método', width: 14, pdfWidth: 1.3 },
  ...resultColumns<ActaVote>(),
  ABSTAIN,
];

/** A draft resolution decided: its symbol once adopted, its title, the outcome and the counts the chair recorded. */
const RESOLUTION_COLUMNS: ActaColumn<ActaResolution>[] = [
  AT,
  { key: (r) => r.symbol ?? '—', header: 'Símbolo', width: 16, pdfWidth: 1.6 },
  { key: 'title', header: 'Proyecto de resolución', width: 50, pdfWidth: 3.1 },
  ...resultColumns<ActaResolution>(),
  ABSTAIN,
];

type GridCell = ActaVote['grid'][number];
const GRID_COLUMNS: ActaColumn<GridCell>[] = [
  { key: 'delegation', header: 'Delegación', width: 30, pdfWidth: 3 },
  { key: 'answer', header: 'Voto', width: 16, pdfWidth: 2 },
];

/**
 * A vote from phones' grid, or a roll-call vote's where phones answered: each ballot or answer with where it came from
 * (a phone, or the chair for a delegation without one).
 */
const BALLOT_GRID_COLUMNS: ActaColumn<GridCell>[] = [...GRID_COLUMNS, { key: 'source', header: 'Emitido desde', width: 16, pdfWidth: 2 }];

/** The title of a vote's grid in the acta. */
function gridTitle(vote: ActaVote): string {
  if (vote.method === 'con teléfonos, secreta') return `Votación secreta con teléfonos: «${vote.title}» (quién votó; el voto es secreto)`;
  if (vote.method === 'con teléfonos, nominal registrada') return `Votación con teléfonos: «${vote.title}»`;
  return `Votación nominal: «${vote.title}»`;
}

const WARNING_COLUMNS: ActaColumn<ActaWarning>[] = [
  AT,
  { key: 'delegation', header: 'Delegación', width: 24, pdfWidth: 2.2 },
  { key: 'levelText', header: 'Nivel', width: 26, pdfWidth: 2.2 },
  { key: 'reason', header: 'Motivo', width: 60, pdfWidth: 4.4 },
];

const SPEAKER_COLUMNS: ActaColumn<ActaSpeaker>[] = [
  { key: 'delegation', header: 'Delegación', width: 30, pdfWidth: 4 },
  { ...COUNT, key: 'speeches', header: 'Intervenciones', width: 16, pdfWidth: 2 },
  { key: 'time', header: 'Tiempo usado', width: 14, pdfWidth: 2, align: 'right' },
];

/** The summary's parts, in the order both files show them, times on the event's clock (`timeZone`). */
export function summaryParts(summary: ActaSummary, timeZone: string): ActaPart[] {
  const gridVotes = summary.votes.filter((vote) => vote.method !== 'por placas' && vote.grid.length > 0);
  const actaTable = <Row>(columns: readonly ActaColumn<Row>[], rows: readonly Row[], title?: string) =>
    tableOf(columns, rows, timeZone, title);
  return [
    { title: 'Asistencia', empty: 'No hubo llamados a lista.', tables: [actaTable(ROLL_CALL_COLUMNS, summary.rollCalls)] },
    { title: 'Mociones', empty: 'No se presentaron mociones.', tables: [actaTable(MOTION_COLUMNS, summary.motions)] },
    {
      title: 'Votaciones',
      empty: 'No hubo votaciones.',
      tables: [
        actaTable(VOTE_COLUMNS, summary.votes),
        // A roll-call vote's grid says where each answer came from when phones answered in it (the summary's `source`).
        ...gridVotes.map((vote) =>
          actaTable(vote.grid.some((cell) => cell.source) ? BALLOT_GRID_COLUMNS : GRID_COLUMNS, vote.grid, gridTitle(vote)),
        ),
      ],
    },
    {
      title: 'Resoluciones',
      empty: 'No se votó ningún proyecto de resolución.',
      tables: [actaTable(RESOLUTION_COLUMNS, summary.resolutions)],
    },
    { title: 'Amonestaciones', empty: 'No hubo amonestaciones.', tables: [actaTable(WARNING_COLUMNS, summary.warnings)] },
    { title: 'Oradores', empty: 'Ninguna delegación ha hablado todavía.', tables: [actaTable(SPEAKER_COLUMNS, summary.speakers)] },
  ];
}

const LOG_COLUMNS: ColumnDef<ActaLine>[] = [
  { key: 'session', header: 'Sesión', width: 30 },
  { key: 'at', header: 'Hora', width: 20, dateTime: true },
  { key: 'description', header: 'Qué pasó', width: 80 },
  { key: 'actor', header: 'Por', width: 28 },
];

/**
 * The acta as a workbook, one sheet per part: «Resumen» (the heading and the attendance at each roll call),
 * «Mociones», «Votaciones» (with each roll-call vote's grid), «Resoluciones», «Amonestaciones», «Oradores» and
 * «Registro» (the log).
 */
export function actaSheets(doc: ActaDocument): XlsxSheet[] {
  const [attendance, ...others] = summaryParts(doc.summary, doc.timeZone) as [ActaPart, ...ActaPart[]];
  const sheetOf = (part: ActaPart, name = part.title, heading = [part.title]): XlsxSheet => ({
    name,
    heading,
    tables: part.tables.map((table) => table.xlsx),
  });
  return [
    sheetOf(attendance, 'Resumen', [...actaHeading(doc), '', attendance.title]),
    ...others.map((part) => sheetOf(part)),
    { name: 'Registro', heading: ['Registro'], tables: [xlsxTable(LOG_COLUMNS, doc.lines, undefined, doc.timeZone)] },
  ];
}
