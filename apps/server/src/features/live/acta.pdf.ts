import { newPdf } from '../../lib/pdf';
import { type ActaDocument, actaHeading } from './acta.export';

/**
 * The acta's PDF drawing. It runs in a worker thread (workers/acta.worker.mjs): a long acta is hundreds of
 * pages, and drawing and saving them would hold the server's event loop.
 */

/** The acta as a PDF: the heading, then one table per session (time, what happened, by whom), drawn in slices. */
export async function actaPdf(doc: ActaDocument): Promise<Buffer> {
  const [title, ...heading] = actaHeading(doc);
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
