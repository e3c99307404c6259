import { Worker } from 'node:worker_threads';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Upload bodies (JSON with a file in base64) read off the event loop: in the plugin's scope, a JSON body
 * larger than BODY_IN_WORKER_BYTES is parsed, and its file decoded, in a worker thread (body-worker.mjs).
 * The route's `bodyLimit` is enforced while the body arrives, before any of this starts. Smaller bodies are
 * parsed as Fastify always does.
 */

/** Bodies up to this size are parsed on the event loop: a worker costs more than they do. */
export const BODY_IN_WORKER_BYTES = 256 * 1024;
/** Heap of one body's worker: the largest body allowed, as text, as an object and decoded, fits well within. */
const BODY_WORKER_HEAP_MB = 128;
/** Bodies read at the same time; the rest wait their turn, so a burst of uploads cannot take all the memory. */
const MAX_BODY_READERS = 2;

let reading = 0;
const waiting: (() => void)[] = [];

async function turn(): Promise<() => void> {
  if (reading >= MAX_BODY_READERS) await new Promise<void>((resolve) => waiting.push(resolve));
  reading += 1;
  return () => {
    reading -= 1;
    waiting.shift()?.();
  };
}

type BodyAnswer = { ok: true; value: unknown; file: Uint8Array | null } | { ok: false };

/** The file each request's body carried, already decoded in the worker. */
const decodedFiles = new WeakMap<object, Buffer>();

/** The decoded bytes of the file in `request`'s body, when its body was read in a worker. */
export function decodedFileOf(request: { raw: unknown }): Buffer | undefined {
  return decodedFiles.get(request.raw as object);
}

async function readInWorker(body: Buffer): Promise<BodyAnswer> {
  const done = await turn();
  try {
    return await readInOneWorker(body);
  } finally {
    done();
  }
}

function readInOneWorker(body: Buffer): Promise<BodyAnswer> {
  const whole = body.byteOffset === 0 && body.byteLength === body.buffer.byteLength;
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./body-worker.mjs', import.meta.url), {
      workerData: { body },
      transferList: whole ? [body.buffer as ArrayBuffer] : [],
      resourceLimits: { maxOldGenerationSizeMb: BODY_WORKER_HEAP_MB },
    });
    let settled = false;
    const finish = (answer: BodyAnswer | Error) => {
      if (settled) return;
      settled = true;
      void worker.terminate();
      if (answer instanceof Error) reject(answer);
      else resolve(answer);
    };
    worker.once('message', (answer: BodyAnswer) => finish(answer));
    worker.once('error', (error) => finish(error));
    worker.once('exit', () => finish({ ok: false }));
  });
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
