import { toXlsxWorkbook } from '../../lib/spreadsheet-export';
import { type ActaDocument, actaSheets } from './acta.export';
import { actaPdf } from './acta.pdf';

/** One download of the acta, built in a worker thread (acta.render-pool.ts). */
export interface ActaRenderTask {
  format: 'pdf' | 'xlsx';
  doc: ActaDocument;
}

/** The worker's side: the acta's file, as bytes handed back to the server's thread. */
export async function renderActa({ format, doc }: ActaRenderTask): Promise<Uint8Array> {
  if (format === 'pdf') return actaPdf(doc);
  return toXlsxWorkbook(actaSheets(doc));
}
