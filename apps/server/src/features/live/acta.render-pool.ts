import { workerPool } from '../../lib/worker-pool';
import type { ActaDocument } from './acta.export';
import type { ActaRenderTask } from './acta.render';

/**
 * The acta's PDF and XLSX are built in a worker thread (acta.render-worker.mjs), so a long acta never holds
 * the event loop (decision 016). One thread: an acta is asked for now and then, by a chair; a second waits
 * its turn. Its heap fits the largest acta allowed (ACTA_PDF_MAX_LINES lines).
 */
const actaRenderer = workerPool<ActaRenderTask, Uint8Array>({
  file: new URL('./acta.render-worker.mjs', import.meta.url),
  maxThreads: 1,
  heapMb: 256,
});

const counts = { rendered: 0, cancelled: 0 };

/** The acta's file built in the worker; `signal` (the client went away) cancels it. */
export async function renderActaInWorker(format: ActaRenderTask['format'], doc: ActaDocument, signal?: AbortSignal): Promise<Buffer> {
  try {
    const bytes = await actaRenderer.run({ format, doc }, signal);
    counts.rendered += 1;
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  } catch (error) {
    if (signal?.aborted) counts.cancelled += 1;
    throw error;
  }
}

/** Acta files the worker has finished, and builds cancelled because their client went away (tests, benches). */
export function actaRenderCounts(): { rendered: number; cancelled: number } {
  return { ...counts };
}
