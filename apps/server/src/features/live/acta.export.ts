import type { LiveActaEntry } from '@quorum/shared';
import { spanishClock, spanishDateTime } from '../../lib/spanish-dates';
import type { ColumnDef } from '../../lib/spreadsheet-export';

/** A line of the acta's downloads: the session it happened in, its local time, the words and who acted. */
export interface ActaLine {
  session: string;
  time: string;
  description: string;
  actor: string;
}

/** The acta's downloads: who, where and when, and its lines in order, grouped by session. */
export interface ActaDocument {
  eventName: string;
  commissionName: string;
  /** «Sesión 1: «…»» of each session the log opened, in order. */
  sessions: string[];
  lines: ActaLine[];
  generatedAt: string;
}

/** Lines before the first session (a roll call without a session). */
const BEFORE_SESSIONS = 'Antes de la primera sesión';

export const ACTA_COLUMNS: ColumnDef<ActaLine>[] = [
  { key: 'session', header: 'Sesión', width: 30 },
  { key: 'time', header: 'Hora', width: 20 },
  { key: 'description', header: 'Qué pasó', width: 80 },
  { key: 'actor', header: 'Por', width: 28 },
];

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
    return { session, time: spanishClock(entry.createdAt), description: entry.description, actor: entry.actorName ?? '—' };
  });
  return { ...head, sessions, lines };
}

/** The heading lines of both downloads: title, event, commission, sessions and date. */
export function actaHeading(doc: ActaDocument): string[] {
  const first = doc.lines[0]?.time;
  const last = doc.lines[doc.lines.length - 1]?.time;
  return [
    `Acta — ${doc.commissionName}`,
    `Evento: ${doc.eventName}`,
    `Comisión: ${doc.commissionName}`,
    `${doc.sessions.length === 1 ? 'Sesión' : 'Sesiones'}: ${doc.sessions.length ? doc.sessions.join(' · ') : 'ninguna todavía'}`,
    first && last ? `Registros: ${doc.lines.length}, del ${first} al ${last}` : 'Registros: ninguno todavía',
    `Generada el ${spanishDateTime(doc.generatedAt)}`,
  ];
}

/** The acta as a PDF: the heading, then one table per session (time, what happened, by whom), drawn in slices. */
export async function actaPdf(doc: ActaDocument): Promise<Buffer> {
  const [title, ...heading] = actaHeading(doc);
  // The PDF library loads with the first PDF made, not when the server starts.
  const { newPdf } = await import('../../lib/pdf');
  const pdf = await newPdf({ title, header: `${doc.eventName} — ${doc.commissionName}` });
  pdf.heading(title as string);
  for (const line of heading) pdf.text(line, { size: 10, gap: 2 });
  pdf.space(6);
  if (!doc.lines.length) pdf.text('El acta no tiene registros todavía.', { size: 10 });
  const columns = [
    { header: 'Hora', width: 2.2 },
    { header: 'Qué pasó', width: 6 },
    { header: 'Por', width: 2.2 },
  ];
  let start = 0;
  while (start < doc.lines.length) {
    const session = doc.lines[start]?.session;
    let end = start;
    while (end < doc.lines.length && doc.lines[end]?.session === session) end++;
    pdf.ensureSpace(60);
    pdf.heading(session as string, 2);
    const rows = doc.lines.slice(start, end).map((line) => [line.time, line.description, line.actor]);
    await pdf.tableInSlices(columns, rows, { fontSize: 8.5 });
    start = end;
  }
  return pdf.toBuffer();
}
