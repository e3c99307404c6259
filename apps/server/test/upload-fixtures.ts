import { createHash } from 'node:crypto';
import http from 'node:http';
import { Readable } from 'node:stream';
import { deflateSync } from 'node:zlib';
import { type DOCUMENT_FORMATS, FILE_FORMATS } from '@quorum/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from '../src/config';
import type { TestApp } from './harness';
import { sendStoredFile } from '../src/plugins/download';
import type { ImageRules } from '../src/lib/storage/images';
import type { FileStorage } from '../src/lib/storage/storage';
import type { ReceivedFile } from '../src/lib/storage/storage';
import { inMemory, receiveUpload, registerUploads } from '../src/plugins/upload';
import { registerErrorHandler } from '../src/plugins/errors';
import { registerSecurity } from '../src/plugins/security';

/** The origin the upload apps answer as (multipart writes need it). */
export const ORIGIN = 'http://localhost:3000';

/**
 * A small app with the real error handler, security rules and multipart registration, and two routes the way
 * a feature would write them: POST /api/files (a document, or an image with `?image=1`) and GET /api/files/:id,
 * POST /api/bytes (any content, kept in memory, as an import reads a spreadsheet), and POST /api/notes, a write
 * that takes no file.
 */
export async function buildUploadApp(
  storage: FileStorage,
  opts: { maxBytes: number; formats?: typeof DOCUMENT_FORMATS; image?: ImageRules },
): Promise<{ app: FastifyInstance; received: Map<string, ReceivedFile> }> {
  // The security rules read only the public address.
  const config = { publicUrl: ORIGIN } as Config;
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  await registerSecurity(app, config);
  await registerUploads(app, opts.maxBytes);
  const received = new Map<string, ReceivedFile>();
  const formats = opts.formats ?? [FILE_FORMATS.pdf, FILE_FORMATS.docx, FILE_FORMATS.text];
  app.post('/api/files', { config: { upload: true } }, async (request, reply) => {
    const image = (request.query as { image?: string }).image === '1';
    const file = await receiveUpload(request, reply, storage, {
      formats: image ? [FILE_FORMATS.png, FILE_FORMATS.jpeg, FILE_FORMATS.webp] : formats,
      maxBytes: opts.maxBytes,
      ...(image ? { image: opts.image ?? { maxWidth: 800, maxHeight: 800, format: 'webp' } } : {}),
    });
    const id = String(received.size + 1);
    received.set(id, file);
    return { id, ...file };
  });
  app.post('/api/bytes', { config: { upload: true } }, async (request, reply) => {
    const { bytes, ...file } = await receiveUpload(request, reply, inMemory, { maxBytes: opts.maxBytes });
    return { ...file, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
  });
  // A write that takes no file: JSON only, as everywhere else.
  app.post('/api/notes', async () => ({ ok: true }));
  app.get('/api/files/:id', async (request, reply) => {
    const file = received.get((request.params as { id: string }).id);
    if (!file) return reply.status(404).send({ code: 'NOT_FOUND' });
    const inline = (request.query as { inline?: string }).inline === '1';
    return sendStoredFile(
      request,
      reply,
      storage,
      { key: file.key, size: file.size, mediaType: file.mediaType, name: file.originalName, sha256: file.sha256 },
      { inline },
    );
  });
  return { app, received };
}

/** A multipart/form-data body with text fields and one file part. */
export function multipartBody(file: { name: string; content: Buffer; type?: string }, fields: Record<string, string> = {}) {
  const boundary = `----quorum${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}`, boundary };
}

/**
 * Sends one file the way the web does: multipart/form-data with one part (`file`), from the app's own origin,
 * with a session `cookie` when given.
 */
export function sendFile(
  t: { app: FastifyInstance },
  url: string,
  file: { name: string; content: Buffer | string },
  opts: { method?: 'POST' | 'PUT'; cookie?: string } = {},
) {
  const body = multipartBody({ name: file.name, content: Buffer.from(file.content) });
  return t.app.inject({
    method: opts.method ?? 'POST',
    url,
    headers: { origin: ORIGIN, 'content-type': body.contentType, ...(opts.cookie ? { cookie: opts.cookie } : {}) },
    payload: body.payload,
  });
}

/** A small but valid PDF of about `size` bytes. */
export function pdfOf(size = 2000): Buffer {
  const head = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n';
  return Buffer.concat([Buffer.from(head), Buffer.alloc(Math.max(0, size - head.length - 6), 0x20), Buffer.from('%%EOF\n')]);
}

/** The start of a Windows executable (MZ header, PE signature) padded to `size` bytes. */
export function exeOf(size = 4096): Buffer {
  const b = Buffer.alloc(size);
  b.write('MZ', 0, 'latin1');
  b.writeUInt32LE(0x80, 0x3c);
  b.write('PE\0\0', 0x80, 'latin1');
  b.writeUInt16LE(0x14c, 0x84); // i386
  return b;
}

/** A PNG whose header says `width` × `height` (1-bit grey), its pixels all zero: a few KB that inflate to much more. */
export function pngBomb(width = 20_000, height = 20_000): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  // Only the first rows are really compressed here (the header alone is what a decoder must refuse).
  const rows = deflateSync(Buffer.alloc((Math.ceil(width / 8) + 1) * 64), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * POSTs a PDF of `fileBytes` to `/api/files` (or `path`, with a session `cookie`) on `port` over a real connection, generated as it is sent (the
 * client holds one 64 KB chunk): the status, the answer and how many bytes of the file had been sent by then.
 * With `declareLength: false` no Content-Length is sent (chunked), so only reading can stop it.
 */
export function postStreamedPdf(
  port: number,
  fileBytes: number,
  opts: { declareLength?: boolean; path?: string; cookie?: string } = {},
): Promise<{ status: number; body: string; sentBytes: number }> {
  const CHUNK = 64 * 1024;
  const { payload, contentType } = multipartBody({ name: 'Guía de la comisión.pdf', content: Buffer.from('@@FILE@@') });
  const at = payload.indexOf('@@FILE@@');
  const [head, tail] = [payload.subarray(0, at), payload.subarray(at + 8)];
  const chunk = Buffer.alloc(CHUNK, 0x20);
  let sentBytes = 0;
  const length =
    opts.declareLength === false ? { 'transfer-encoding': 'chunked' } : { 'content-length': head.length + fileBytes + tail.length };
  return new Promise((resolve, reject) => {
    const req = http.request({
      port,
      host: '127.0.0.1',
      method: 'POST',
      path: opts.path ?? '/api/files',
      headers: { 'content-type': contentType, origin: ORIGIN, ...length, ...(opts.cookie ? { cookie: opts.cookie } : {}) },
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString(), sentBytes }));
    });
    req.on('error', reject);
    const body = Readable.from(
      (async function* () {
        yield head;
        yield pdfOf(CHUNK);
        for (let sent = CHUNK; sent < fileBytes; sent += CHUNK) {
          sentBytes = sent;
          yield chunk;
        }
        yield tail;
      })(),
    );
    body.on('error', () => {});
    body.pipe(req);
    req.on('close', () => body.destroy());
  });
}

/** A position paper of the delegation, created and given its file through the documents' routes (as a chair would). */
export async function sendPositionPaper(t: TestApp, commissionId: string, delegationId: string, cookie: string): Promise<void> {
  const created = await t.call('POST', `/api/commissions/${commissionId}/documents`, {
    cookie,
    body: {
      kind: 'posicion',
      title: 'Documento de posición',
      visibility: 'mesa',
      authorDelegationId: delegationId,
      sponsorIds: [],
      signatoryIds: [],
    },
  });
  if (created.statusCode !== 201) throw new Error(`position paper not created: ${created.body}`);
  const body = multipartBody({ name: 'posicion.pdf', content: pdfOf() });
  const sent = await t.app.inject({
    method: 'POST',
    url: `/api/commissions/${commissionId}/documents/${created.json().id}/versions`,
    headers: { cookie, origin: ORIGIN, 'content-type': body.contentType },
    payload: body.payload,
  });
  if (sent.statusCode !== 201) throw new Error(`position paper not uploaded: ${sent.body}`);
}
