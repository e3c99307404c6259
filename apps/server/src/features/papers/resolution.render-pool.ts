import { renderPool } from '../../workers/pool';
import type { ResolutionDocument, ResolutionRenderTask } from './resolution.render';

/**
 * A resolution's PDF and DOCX are built in a worker thread (workers/resolution.worker.mjs), as the acta's are: one
 * thread, RESOLUTION_RENDER_QUEUE waiting, one more refused with RESOLUTION_BUSY. A paper is small (PAPER_LIMITS), so
 * a build takes a moment and a small heap; a room of phones downloading the adopted text at once queues.
 */
const RESOLUTION_RENDER_QUEUE = 16;

const resolutionRenderer = renderPool<ResolutionRenderTask>({
  worker: 'resolution',
  maxThreads: 1,
  maxQueue: RESOLUTION_RENDER_QUEUE,
  heapMb: 128,
  // The `Retry-After`: a few builds' time.
  busy: { code: 'RESOLUTION_BUSY', retryMs: 3_000 },
});

/** RESOLUTION_BUSY at once when the queue is full: asked before the paper is read. */
export function assertResolutionRoom(): void {
  resolutionRenderer.assertRoom();
}

/** The resolution's file built in the worker; `signal` (the client went away) cancels it. */
export function renderResolutionInWorker(
  format: ResolutionRenderTask['format'],
  doc: ResolutionDocument,
  signal?: AbortSignal,
): Promise<Buffer> {
  return resolutionRenderer.render({ format, doc }, signal);
}
