// The JSON body of an upload, read in a background thread (body-in-worker.ts) so that a large one never holds
// the server's event loop: the JSON is parsed here (proto and constructor keys refused, as Fastify does), and
// a file's base64 content (`contentBase64`, a data: prefix allowed) is decoded here too. Plain JavaScript on
// purpose: it runs as is under tsx, vitest and node.
// In: { body: Uint8Array }. Out: { ok: true, value, file: Uint8Array | null }, or { ok: false } when the body
// is not valid JSON.
import secureJson from 'secure-json-parse';
import { lowerThisThreadPriority } from '../lib/background-thread.mjs';

lowerThisThreadPriority();

export default function readBody({ body }) {
  try {
    const text = Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString('utf8');
    const value = secureJson.parse(text, null, { protoAction: 'error', constructorAction: 'error' });
    const base64 = value && typeof value === 'object' && typeof value.contentBase64 === 'string' ? value.contentBase64 : null;
    const file = base64 === null ? null : Buffer.from(base64.replace(/^data:[^,]*,/, ''), 'base64');
    // The text itself does not go back, only its bytes: copying megabytes of text to the server's thread,
    // which then only drops it, was most of what a large upload cost that thread. What stands in its place
    // still reads as a non-empty text to the route's schema (an empty one is not replaced).
    if (file && file.length > 0) value.contentBase64 = 'decoded';
    return { ok: true, value, file };
  } catch {
    return { ok: false };
  }
}
