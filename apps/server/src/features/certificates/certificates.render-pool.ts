import { randomUUID } from 'node:crypto';
import type { CertificateContent, SourceDesign, SourceImage } from './certificates.pdf';
import type { RenderTask } from './certificates.render';
import { BACKGROUND_THREADS, workerPool } from '../../workers/pool';

/**
 * Certificates are rendered in a small pool of worker threads (workers/certificates.worker.mjs), so a batch
 * of thousands never holds the event loop and uses the machine's cores. Threads start when needed and end
 * after a while idle (an idle thread never keeps the process alive). A batch's design is put in shared memory once and handed to every task by reference.
 */

/** Renderer threads: the shared background-thread count (one per core but one, at most four). */
export const RENDERERS = BACKGROUND_THREADS;

/**
 * Heap of one renderer: a certificate needs a few megabytes, the parsed fonts some more (decoded images are
 * outside the heap). A small heap is collected often, which keeps each thread's memory flat.
 */
const renderers = workerPool<RenderTask, string | number>({
  worker: 'certificates',
  maxThreads: RENDERERS,
  heapMb: 64,
  youngHeapMb: 8,
});

/** A batch of certificates sharing one design (its images in shared memory, read by every renderer). */
export interface CertificateBatch {
  id: string;
  design: SourceDesign;
}

function shared(image: SourceImage | null): SourceImage | null {
  if (!image) return null;
  const bytes = new Uint8Array(new SharedArrayBuffer(image.bytes.byteLength));
  bytes.set(image.bytes);
  return { bytes, type: image.type };
}

/** Starts a batch: the design's images are copied once into shared memory. */
export function newBatch(design: SourceDesign): CertificateBatch {
  return {
    id: randomUUID(),
    design: {
      ...design,
      logo: shared(design.logo),
      signatures: design.signatures.map((g) => ({ ...g, image: shared(g.image) })),
    },
  };
}

/**
 * Renders one certificate of a batch in a renderer thread: its bytes as a latin1 string (one character per
 * byte), or, when `into` (shared memory) is given and the PDF fits, written there and its length answered.
 * Never a buffer: one moved from the renderer stays in the renderer's memory until this thread happens to run a
 * full collection. A ZIP passes slots, as even strings, promoted while it is busy, grow this thread's heap
 * (6,000 certificates: 323–352 MB as strings, mostly 270–281 MB written into slots).
 */
export function renderInPool(batch: CertificateBatch, content: CertificateContent): Promise<string>;
export function renderInPool(batch: CertificateBatch, content: CertificateContent, into: Uint8Array | undefined): Promise<string | number>;
export function renderInPool(batch: CertificateBatch, content: CertificateContent, into?: Uint8Array): Promise<string | number> {
  return renderers.run({ batch: batch.id, design: batch.design, content, ...(into ? { into } : {}) });
}
