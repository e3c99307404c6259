import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { CertificateContent, SourceDesign, SourceImage } from './certificates.pdf';
import type { RenderTask } from './certificates.render';

/**
 * Certificates are rendered in a small pool of worker threads (certificates.render-worker.mjs), so a batch
 * of thousands never holds the event loop and uses the machine's cores. Threads start when needed and end
 * after a while idle (an idle thread never keeps the process alive). A batch's design is put in shared memory once and handed to every task by reference.
 */

/**
 * Renderer threads: one per core but one, at least one and at most four — the server's own thread keeps a
 * core for everyone else's requests (a conference keeps running while its certificates are made).
 */
export const RENDERERS = Math.max(1, Math.min(4, availableParallelism() - 1));
/**
 * Heap of one renderer: a certificate needs a few megabytes, the parsed fonts some more (decoded images are
 * outside the heap). A small heap is collected often, which keeps each thread's memory flat.
 */
const RENDERER_HEAP_MB = 64;
const RENDERER_YOUNG_HEAP_MB = 8;
const IDLE_MS = 30_000;

let pool: Piscina<RenderTask, Uint8Array> | undefined;
function renderers(): Piscina<RenderTask, Uint8Array> {
  if (pool) return pool;
  pool = new Piscina({
    filename: new URL('./certificates.render-worker.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: RENDERERS,
    idleTimeout: IDLE_MS,
    resourceLimits: { maxOldGenerationSizeMb: RENDERER_HEAP_MB, maxYoungGenerationSizeMb: RENDERER_YOUNG_HEAP_MB },
  });
  // A renderer that fails outside a task is replaced; a task's own failure rejects its download.
  pool.on('error', () => {});
  return pool;
}

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

/** Renders one certificate of a batch in a renderer thread. */
export async function renderInPool(batch: CertificateBatch, content: CertificateContent): Promise<Buffer> {
  const pdf = await renderers().run({ batch: batch.id, design: batch.design, content });
  return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}
