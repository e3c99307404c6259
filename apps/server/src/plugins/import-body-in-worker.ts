import type { FastifyInstance, FastifyRequest } from 'fastify';
import { workerPool } from '../lib/worker-pool';

/**
 * Upload bodies (JSON with a file in base64) read off the event loop: in the plugin's scope, a JSON body
 * larger than BODY_IN_WORKER_BYTES is parsed, and its file decoded, in a background thread (body-worker.mjs).
 * The route's `bodyLimit` is enforced while the body arrives, before any of this starts. Smaller bodies are
 * parsed as Fastify always does.
 */

/** Bodies up to this size are parsed on the event loop: handing them to a thread costs more than they do. */
export const BODY_IN_WORKER_BYTES = 256 * 1024;
/** Heap of one body thread: the largest body allowed, as text, as an object and decoded, fits well within. */
const BODY_WORKER_HEAP_MB = 128;

type BodyAnswer = { ok: true; value: unknown; file: Uint8Array | null } | { ok: false };

/**
 * The threads stay between bodies (until idle), so a body costs its parsing and not a thread's start; there
 * are BACKGROUND_THREADS of them, so bodies never take every core from the requests (the rest wait their turn).
 */
const bodyReaders = workerPool<{ body: Uint8Array }, BodyAnswer>({
  file: new URL('./import-body-worker.mjs', import.meta.url),
  heapMb: BODY_WORKER_HEAP_MB,
});

/** The file each request's body carried, already decoded in the worker. */
const decodedFiles = new WeakMap<object, Buffer>();

/** The decoded bytes of the file in `request`'s body, when its body was read in a worker. */
export function decodedFileOf(request: { raw: unknown }): Buffer | undefined {
  return decodedFiles.get(request.raw as object);
}

function readInWorker(body: Buffer): Promise<BodyAnswer> {
  // The body's own memory moves to the thread when the buffer is all of it; a slice of a larger one is copied.
  const whole = body.byteOffset === 0 && body.byteLength === body.buffer.byteLength;
  return bodyReaders.run({ body }, undefined, whole ? [body.buffer as ArrayBuffer] : undefined);
}

const invalidJson = () => Object.assign(new Error('El cuerpo de la solicitud no es JSON válido.'), { statusCode: 400 });

/** In the plugin's scope: large JSON bodies are parsed, and their file decoded, in a worker thread. */
export function uploadBodiesReadInWorker(app: FastifyInstance): void {
  const onEventLoop = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, async (request: FastifyRequest, body: Buffer) => {
    if (body.length <= BODY_IN_WORKER_BYTES)
      return new Promise((resolve, reject) =>
        onEventLoop(request, body.toString('utf8'), (error: Error | null, value?: unknown) => (error ? reject(error) : resolve(value))),
      );
    const answer = await readInWorker(body);
    if (!answer.ok) throw invalidJson();
    if (answer.file) decodedFiles.set(request.raw, Buffer.from(answer.file.buffer, answer.file.byteOffset, answer.file.byteLength));
    return answer.value;
  });
}
