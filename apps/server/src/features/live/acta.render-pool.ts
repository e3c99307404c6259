import { RetryLaterError } from '../../lib/errors';
import { PoolBusyError, workerPool } from '../../workers/pool';
import type { ActaDocument } from './acta.export';
import type { ActaRenderTask } from './acta.render';

/**
 * The acta's PDF and XLSX are built in a worker thread (workers/acta.worker.mjs), so a long acta never holds
 * the event loop (decision 016). One thread: an acta is asked for now and then, by a chair; a second waits
 * its turn, up to ACTA_RENDER_QUEUE waiting; one more is refused with ACTA_BUSY. Its heap fits the largest
 * acta allowed (ACTA_PDF_MAX_LINES lines).
 */
export const ACTA_RENDER_QUEUE = 8;
/** The `Retry-After` of an ACTA_BUSY answer: about the time a long acta takes to build. */
const ACTA_BUSY_RETRY_MS = 10_000;

const actaRenderer = workerPool<ActaRenderTask, Uint8Array>({
  worker: 'acta',
  maxThreads: 1,
  maxQueue: ACTA_RENDER_QUEUE,
  heapMb: 256,
});

const counts = { rendered: 0, cancelled: 0, refused: 0 };

function actaBusy(): RetryLaterError {
  counts.refused += 1;
  return new RetryLaterError(new Date(Date.now() + ACTA_BUSY_RETRY_MS), { code: 'ACTA_BUSY' });
}

/** ACTA_BUSY at once when the queue is full: asked before the log is read, so a burst costs no reads. */
export function assertActaRoom(): void {
  if (actaRenderer.full) throw actaBusy();
}

/**
 * The acta's file built in the worker; `signal` (the client went away) cancels it. ACTA_BUSY (429, with
 * `Retry-After`) when one acta is being built and ACTA_RENDER_QUEUE more wait.
 */
export async function renderActaInWorker(format: ActaRenderTask['format'], doc: ActaDocument, signal?: AbortSignal): Promise<Buffer> {
  try {
    const bytes = await actaRenderer.run({ format, doc }, signal);
    counts.rendered += 1;
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  } catch (error) {
    if (error instanceof PoolBusyError) throw actaBusy();
    if (signal?.aborted) counts.cancelled += 1;
    throw error;
  }
}

/**
 * Acta files the worker has finished, builds cancelled because their client went away, builds refused as
 * ACTA_BUSY, and builds running or waiting now (tests, benches).
 */
export function actaRenderCounts(): { rendered: number; cancelled: number; refused: number; inFlight: number } {
  return { ...counts, inFlight: actaRenderer.inFlight };
}
