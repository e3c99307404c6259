import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STORE_KINDS, startTestStore, type TestStore } from '../../test/storage-fixtures';
import { buildUploadApp, exeOf, multipartBody, ORIGIN, pdfOf, pngBomb, postStreamedPdf } from '../../test/upload-fixtures';
import type { FileStorage } from '../lib/storage/storage';
import type { ReceivedFile } from '../lib/storage/storage';

const MB = 1024 * 1024;

describe.each(STORE_KINDS)('upload pipeline and downloads (%s)', (kind) => {
  let store: TestStore;
  let app: FastifyInstance;
  let received: Map<string, ReceivedFile>;
  beforeAll(async () => {
    store = await startTestStore(kind);
    ({ app, received } = await buildUploadApp(store.storage, { maxBytes: 2 * MB }));
  });
  afterAll(async () => {
    await app.close();
    await store.destroy();
  });

  function upload(file: { name: string; content: Buffer; type?: string }, opts: { query?: string; origin?: string | null } = {}) {
    const body = multipartBody(file, { carpeta: 'Guías' });
    const headers: Record<string, string> = { 'content-type': body.contentType };
    if (opts.origin !== null) headers.origin = opts.origin ?? ORIGIN;
    return app.inject({ method: 'POST', url: `/api/files${opts.query ?? ''}`, headers, payload: body.payload });
  }

  it('stores a PDF with the type read from its content, its size, SHA-256, original name and the form fields', async () => {
    const content = pdfOf(300_000);
    const res = await upload({ name: 'Guía de la Asamblea «2026».pdf', content, type: 'text/html' });
    expect(res.statusCode).toBe(200);
    const file = res.json();
    expect(file).toMatchObject({
      mediaType: 'application/pdf',
      size: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
      originalName: 'Guía de la Asamblea «2026».pdf',
      fields: { carpeta: 'Guías' },
    });
    expect(await store.storage.stat(file.key)).toEqual({ size: content.length });
  });

  it('refuses an executable renamed .pdf, an empty file, a request without a file, storing nothing', async () => {
    const before = await store.leftovers();
    const exe = await upload({ name: 'acta.pdf', content: exeOf(), type: 'application/pdf' });
    expect(exe.statusCode).toBe(415);
    expect(exe.json()).toEqual({
      code: 'FILE_TYPE_NOT_ALLOWED',
      message:
        'Este tipo de archivo no está permitido aquí (se mira su contenido, no su extensión). Formatos admitidos: PDF, Word (DOCX), texto (TXT).',
    });
    const empty = await upload({ name: 'vacío.pdf', content: Buffer.alloc(0) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ code: 'FILE_EMPTY', message: 'El archivo está vacío.' });
    const none = await app.inject({
      method: 'POST',
      url: '/api/files',
      headers: { 'content-type': 'multipart/form-data; boundary=x', origin: ORIGIN },
      payload: '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nSin archivo\r\n--x--\r\n',
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('FILE_MISSING');
    expect(await store.leftovers()).toEqual(before);
  });

  it('accepts plain UTF-8 text where text is allowed, and refuses binary content nothing recognises', async () => {
    const text = await upload({ name: 'notas.txt', content: Buffer.from('Orden del día: «Cambio climático»\n') });
    expect(text.statusCode).toBe(200);
    expect(text.json().mediaType).toBe('text/plain');
    const binary = await upload({ name: 'notas.txt', content: Buffer.from([0x00, 0xff, 0xfe, 0x00, 0x12]) });
    expect(binary.statusCode).toBe(415);
  });

  it('refuses bad original names in Spanish: a path, control or bidi characters, over 200 characters', async () => {
    const before = await store.leftovers();
    const cases: [string, string][] = [
      ['../../secret.key', 'Nombre del archivo: no puede contener «/» ni «\\».'],
      ['informe\u202Efdp.exe', 'Nombre del archivo: contiene caracteres que invierten la dirección del texto.'],
      ['acta\u0007.pdf', 'Nombre del archivo: contiene caracteres de control no permitidos.'],
      [`${'a'.repeat(201)}.pdf`, 'Nombre del archivo: máximo 200 caracteres.'],
      ['..', 'Nombre del archivo: no puede ser solo puntos.'],
    ];
    for (const [name, message] of cases) {
      const res = await upload({ name, content: pdfOf() });
      expect(res.statusCode, name).toBe(400);
      expect(res.json(), name).toEqual({ code: 'FILE_NAME_INVALID', message });
    }
    expect(await store.leftovers()).toEqual(before);
  });

  it('refuses a file over the limit with 413 in Spanish, keeping nothing', async () => {
    const before = await store.leftovers();
    const res = await upload({ name: 'grande.pdf', content: pdfOf(2 * MB + 10) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 'FILE_TOO_LARGE', message: 'El archivo es demasiado grande (máximo 2 MB).' });
    expect(res.headers.connection).toBe('close');
    expect(await store.leftovers()).toEqual(before);
  });

  it('takes multipart only on a route that receives files, and only from our own origin (a cross-site form can send multipart)', async () => {
    const before = await store.leftovers();
    expect((await upload({ name: 'a.pdf', content: pdfOf() }, { origin: 'https://evil.example' })).json().code).toBe('ORIGIN_MISMATCH');
    expect((await upload({ name: 'a.pdf', content: pdfOf() }, { origin: null })).json().code).toBe('ORIGIN_MISMATCH');
    const body = multipartBody({ name: 'a.pdf', content: pdfOf() });
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/api/notes',
      headers: { 'content-type': body.contentType, origin: ORIGIN },
      payload: body.payload,
    });
    expect([elsewhere.statusCode, elsewhere.json().code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    expect(await store.leftovers()).toEqual(before);
  });

  it('re-encodes an image within its box, without its metadata, and refuses a decompression bomb and a broken image', async () => {
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#c04020' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Ana Gómez', ImageDescription: 'Casa de Ana' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await upload({ name: 'portada.jpg', content: photo }, { query: '?image=1' });
    expect(res.statusCode).toBe(200);
    const file = res.json();
    expect(file.mediaType).toBe('image/webp');
    const stored = Buffer.concat(await (await store.storage.open(file.key)).toArray());
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 600]);
    expect(meta.exif).toBeUndefined();
    expect(file.size).toBe(stored.length);
    expect(file.sha256).toBe(createHash('sha256').update(stored).digest('hex'));

    const before = await store.leftovers();
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(20_000);
    const refused = await upload({ name: 'bomba.png', content: bomb }, { query: '?image=1' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      code: 'IMAGE_TOO_MANY_PIXELS',
      message: 'La imagen tiene demasiados píxeles (máximo 50 megapíxeles). Redúcela y vuelve a subirla.',
    });
    const broken = Buffer.concat([photo.subarray(0, 200), Buffer.alloc(5000, 0x41)]);
    const bad = await upload({ name: 'rota.jpg', content: broken }, { query: '?image=1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('IMAGE_INVALID');
    const pdf = await upload({ name: 'foto.png', content: pdfOf() }, { query: '?image=1' });
    expect(pdf.json().code).toBe('FILE_TYPE_NOT_ALLOWED');
    expect(await store.leftovers()).toEqual(before);
  });

  it('downloads with the original name (RFC 5987), nosniff, ranges (206) and 416 for a range outside the file', async () => {
    const content = pdfOf(100_000);
    content.write('MIDDLE', 50_000, 'latin1');
    const { id } = (await upload({ name: 'Resolución final «Ñandú».pdf', content })).json();
    const whole = await app.inject({ method: 'GET', url: `/api/files/${id}` });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(content)).toBe(true);
    expect(whole.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
      'accept-ranges': 'bytes',
      'content-length': String(content.length),
      'content-disposition': `attachment; filename="Resolucion final _Nandu_.pdf"; filename*=UTF-8''Resoluci%C3%B3n%20final%20%C2%AB%C3%91and%C3%BA%C2%BB.pdf`,
    });
    const inline = await app.inject({ method: 'GET', url: `/api/files/${id}?inline=1` });
    expect(inline.headers['content-disposition']).toMatch(/^inline; /);

    const part = await app.inject({ method: 'GET', url: `/api/files/${id}`, headers: { range: 'bytes=50000-50005' } });
    expect(part.statusCode).toBe(206);
    expect(part.payload).toBe('MIDDLE');
    expect(part.headers['content-range']).toBe(`bytes 50000-50005/${content.length}`);
    const tail = await app.inject({ method: 'GET', url: `/api/files/${id}`, headers: { range: 'bytes=-6' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.payload).toBe('%%EOF\n');
    const open = await app.inject({ method: 'GET', url: `/api/files/${id}`, headers: { range: `bytes=${content.length - 2}-` } });
    expect([open.statusCode, open.rawPayload.length]).toEqual([206, 2]);

    const outside = await app.inject({ method: 'GET', url: `/api/files/${id}`, headers: { range: `bytes=${content.length}-` } });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${content.length}`);
    expect(outside.json()).toEqual({ code: 'RANGE_NOT_SATISFIABLE', message: 'La parte pedida no está dentro del archivo.' });
    expect(outside.headers['content-type']).toMatch(/^application\/json/);
    // A range in another unit or several ranges: the whole file, as HTTP allows.
    expect((await app.inject({ method: 'GET', url: `/api/files/${id}`, headers: { range: 'bytes=0-1,5-6' } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/api/files/${id}`, headers: { range: 'items=0-1' } })).statusCode).toBe(200);
    // An If-Range that no longer matches the file: the whole (new) file.
    const stale = await app.inject({ method: 'GET', url: `/api/files/${id}`, headers: { range: 'bytes=0-1', 'if-range': '"viejo"' } });
    expect(stale.statusCode).toBe(200);
    // A file gone from the store: the API's 404, not a broken download.
    await store.storage.delete(received.get(id)?.key as string);
    const gone = await app.inject({ method: 'GET', url: `/api/files/${id}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('NOT_FOUND');
    expect(gone.headers['content-disposition']).toBeUndefined();
  });
});

describe.each(STORE_KINDS)('upload pipeline over a real connection (%s)', (kind) => {
  let store: TestStore;
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    store = await startTestStore(kind);
    ({ app } = await buildUploadApp(store.storage, { maxBytes: 1 * MB }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
    await store.destroy();
  });

  it('stops reading an upload at the limit: 413 long before the client has sent 64 MB, nothing kept', async () => {
    const before = await store.leftovers();
    const res = await postStreamedPdf(port, 64 * MB, { declareLength: false });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).code).toBe('FILE_TOO_LARGE');
    expect(res.sentBytes).toBeLessThan(16 * MB);
    expect(await store.leftovers()).toEqual(before);
  });

  it('kept in memory (an import, an image), the same limit holds while the bytes arrive, and nothing goes to the store', async () => {
    const before = await store.leftovers();
    const res = await postStreamedPdf(port, 64 * MB, { declareLength: false, path: '/api/bytes' });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ code: 'FILE_TOO_LARGE', message: 'El archivo es demasiado grande (máximo 1 MB).' });
    expect(res.sentBytes).toBeLessThan(16 * MB);
    expect(await store.leftovers()).toEqual(before);
  });
});

describe('upload kept in memory', () => {
  let store: TestStore;
  let app: FastifyInstance;
  beforeAll(async () => {
    store = await startTestStore('local');
    ({ app } = await buildUploadApp(store.storage, { maxBytes: 2 * MB }));
  });
  afterAll(async () => {
    await app.close();
    await store.destroy();
  });
  const send = (file: { name: string; content: Buffer }) => {
    const body = multipartBody(file);
    return app.inject({
      method: 'POST',
      url: '/api/bytes',
      headers: { 'content-type': body.contentType, origin: ORIGIN },
      payload: body.payload,
    });
  };

  it('answers the whole file, any content when the rules name no formats, with its name checked; empty refused', async () => {
    const content = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0]), Buffer.alloc(300_000, 7)]);
    const res = await send({ name: 'lista vieja.xls', content });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      mediaType: 'application/octet-stream',
      originalName: 'lista vieja.xls',
      fields: {},
      size: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
    });
    expect((await send({ name: 'vacía.csv', content: Buffer.alloc(0) })).json()).toEqual({
      code: 'FILE_EMPTY',
      message: 'El archivo está vacío.',
    });
    expect((await send({ name: '../a.csv', content: Buffer.from('a') })).json().code).toBe('FILE_NAME_INVALID');
    expect((await send({ name: 'grande.csv', content: Buffer.alloc(2 * MB + 1, 65) })).statusCode).toBe(413);
  });
});

describe('upload pipeline when the store fails midway', () => {
  let store: TestStore;
  let app: FastifyInstance;
  afterEach(async () => {
    await app?.close();
    await store?.destroy();
  });

  it('answers 503 STORAGE_FAILED in Spanish and keeps no half file', async () => {
    store = await startTestStore('local');
    const real = store.storage;
    // A store whose disk fills after 100 KB: the real local store fed from a source that fails there.
    const full: FileStorage = {
      ...real,
      put: (source) =>
        real.put(
          Readable.from(
            (async function* () {
              let n = 0;
              for await (const chunk of source) {
                n += (chunk as Buffer).length;
                if (n > 100_000) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
                yield chunk;
              }
            })(),
          ),
        ),
    };
    ({ app } = await buildUploadApp(full, { maxBytes: 2 * MB }));
    const body = multipartBody({ name: 'acta.pdf', content: pdfOf(500_000) });
    const res = await app.inject({
      method: 'POST',
      url: '/api/files',
      headers: { 'content-type': body.contentType, origin: ORIGIN },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('STORAGE_FAILED');
    expect(await store.leftovers()).toEqual([]);
  });
});
