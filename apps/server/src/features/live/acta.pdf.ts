import { newPdf, type PdfWriter } from '../../lib/pdf';
import { spanishClock } from '../../lib/spanish-dates';
import { type ActaDocument, type ActaPart, actaHeading, summaryParts } from './acta.export';

/**
 * The acta's PDF drawing. It runs in a worker thread (workers/acta.worker.mjs): a long acta is hundreds of
 * pages, and drawing and saving them would hold the server's event loop.
 */

const FONT_SIZE = 8.5;

/** A part of the summary: its heading, then its tables (each titled but the first), or a line saying it is empty. */
async function drawPart(pdf: PdfWriter, part: ActaPart): Promise<void> {
  pdf.ensureSpace(60);
  pdf.heading(part.title, 2);
  if (part.tables.every((table) => table.pdfRows.length === 0)) {
    pdf.text(part.empty, { size: 10 });
    pdf.space(4);
    return;
  }
  for (const table of part.tables) {
    if (table.title) {
      pdf.ensureSpace(40);
      pdf.text(table.title, { size: 10, bold: true });
    }
    await pdf.tableInSlices(table.pdfColumns, table.pdfRows, { fontSize: FONT_SIZE });
  }
}

/**
 * The acta as a PDF: the heading; the summary (attendance, motions, votes with each roll-call vote's grid,
 * warnings, speakers); then the log, one table per session (time, what happened, by whom), drawn in slices.
 */
export async function actaPdf(doc: ActaDocument): Promise<Buffer> {
  const [title, ...heading] = actaHeading(doc);
  const pdf = await newPdf({ title, header: `${doc.eventName} — ${doc.commissionName}` });
  pdf.heading(title as string);
  for (const line of heading) pdf.text(line, { size: 10, gap: 2 });
  // The verification address as a QR code too: whoever holds the paper checks it with a phone.
  if (doc.chain) pdf.qrCode(doc.chain.verifyUrl, 64, 'Escanee el código para verificar esta acta.');
  pdf.space(6);
  pdf.heading('Resumen');
  for (const part of summaryParts(doc.summary, doc.timeZone)) await drawPart(pdf, part);
  pdf.ensureSpace(80);
  pdf.heading('Registro');
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
    const rows = doc.lines.slice(start, end).map((line) => [spanishClock(line.at, doc.timeZone), line.description, line.actor]);
    await pdf.tableInSlices(columns, rows, { fontSize: FONT_SIZE });
    start = end;
  }
  return pdf.toBuffer();
}
