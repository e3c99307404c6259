import { type RenderCounts, renderPool } from '../../workers/pool';
import type { ActaDocument } from './acta.export';
import type { ActaRenderTask } from './acta.render';

/**
 * The acta's PDF and XLSX are built in a worker thread (workers/acta.worker.mjs), so a long acta never holds
 * the event loop (decision 016). One thread: an acta is asked for now and then, by a chair; a second waits
 * its turn, up to ACTA_RENDER_QUEUE waiting; one more is refused with ACTA_BUSY. Its heap fits the largest
 * acta allowed (ACTA_PDF_MAX_LINES lines).
 */
export const ACTA_RENDER_QUEUE = 8;

const actaRenderer = renderPool<ActaRenderTask>({
  worker: 'acta',
  maxThreads: 1,
  maxQueue: ACTA_RENDER_QUEUE,
  heapMb: 256,
  // The `Retry-After`: about the time a long acta takes to build.
  busy: { code: 'ACTA_BUSY', retryMs: 10_000 },
});

/** ACTA_BUSY at once when the queue is full: asked before the log is read, so a burst costs no reads. */
export function assertActaRoom(): void {
  actaRenderer.assertRoom();
}

/**
 * The acta's file built in the worker; `signal` (the client went away) cancels it. ACTA_BUSY (429, with
 * `Retry-After`) when one acta is being built and ACTA_RENDER_QUEUE more wait.
 */
export function renderActaInWorker(format: ActaRenderTask['format'], doc: ActaDocument, signal?: AbortSignal): Promise<Buffer> {
  return actaRenderer.render({ format, doc }, signal);
}

/**
 * Acta files the worker has finished, builds cancelled because their client went away, builds refused as
 * ACTA_BUSY, and builds running or waiting now (tests, benches).
 */
export function actaRenderCounts(): RenderCounts {
  return actaRenderer.counts();
}
