// The JSON body of an upload, read in a worker thread (body-in-worker.ts) so that a large one never holds the
// server's event loop: the JSON is parsed here (proto and constructor keys refused, as Fastify does), and a
// file's base64 content (`contentBase64`, a data: prefix allowed) is decoded here too. Plain JavaScript on
// purpose: it runs as is under tsx, vitest and node.
// In: workerData { body: Uint8Array }. Out: one message, { ok: true, value, file: Uint8Array | null }, or
// { ok: false } when the body is not valid JSON.
import { parentPort, workerData } from 'node:worker_threads';
import secureJson from 'secure-json-parse';
import { lowerThisThreadPriority } from '../../../lib/background-thread.mjs';

lowerThisThreadPriority();

const { body } = workerData;

try {
  const text = Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString('utf8');
  const value = secureJson.parse(text, null, { protoAction: 'error', constructorAction: 'error' });
  const base64 = value && typeof value === 'object' && typeof value.contentBase64 === 'string' ? value.contentBase64 : null;
  const file = base64 === null ? null : Buffer.from(base64.replace(/^data:[^,]*,/, ''), 'base64');
  parentPort.postMessage({ ok: true, value, file }, file && file.length >= 4096 ? [file.buffer] : []);
} catch {
  parentPort.postMessage({ ok: false });
}
