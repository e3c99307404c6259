import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { dailyFilesPurge } from '../src/features/files/trash.use-cases';
import { UNFINISHED_UPLOAD_MS } from '../src/lib/storage/storage';
import { PASSWORD } from './harness';
import { listeningProcess, type ServerProcess, startServerProcess } from './server-process';
import { startTestStore, type TestStore } from './storage-fixtures';
import { multipartBody, pdfOf } from './upload-fixtures';

/** Creates the first Gestor through the first-run link; answers the session cookie. */
async function firstGestor(url: string, token: string | null): Promise<string> {
  const setup = await fetch(`${url}/api/setup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, name: 'Gestora', email: 'gestora@colegio.test', password: PASSWORD }),
  });
  expect(setup.status, await setup.clone().text()).toBe(200);
  return (setup.headers.getSetCookie().find((c) => c.startsWith('quorum.session_token=')) ?? '').split(';')[0] as string;
}

/** Uploads a PDF to the file manager's general folder. */
function sendPdf(url: string, cookie: string, name: string, content: Buffer): Promise<Response> {
  const body = multipartBody({ name, content, type: 'application/pdf' });
  return fetch(`${url}/api/files/general/files`, {
    method: 'POST',
    headers: { cookie, origin: url, 'content-type': body.contentType },
    body: body.payload,
  });
}

/**
 * A proxy in front of the S3 server that passes everything on, but holds back the answer to the first request
 * that makes an object (a PutObject, or a CompleteMultipartUpload): the store has the object, the server does not
 * know yet. `made` resolves then.
 */
async function holdingProxy(target: string): Promise<{ url: string; made: Promise<void>; close: () => void }> {
  let made: () => void = () => {};
  const madePromise = new Promise<void>((resolve) => (made = resolve));
  let held = false;
  const proxy = http.createServer((req, res) => {
    const query = new URL(req.url ?? '/', 'http://s3').searchParams;
    const makes = (req.method === 'PUT' && !query.has('partNumber')) || (req.method === 'POST' && query.has('uploadId'));
    const out = http.request(`${target}${req.url}`, { method: req.method, headers: req.headers }, (answer) => {
      if (makes && !held) {
        held = true;
        answer.resume();
        answer.on('end', made);
        return;
      }
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    out.on('error', () => res.destroy());
    // The server killed mid-upload resets its connection to the proxy: the request's error ends the store's side too.
    req.on('error', () => out.destroy());
    res.on('error', () => {});
    req.pipe(out);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    made: madePromise,
    close: () => {
      proxy.closeAllConnections();
      proxy.close();
    },
  };
}

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** A PDF of `size` bytes whose content is not all alike (a part cut at the wrong byte would show). */
function bigPdf(size: number, seed: number): Buffer {
  const pdf = pdfOf(size);
  for (let i = 64; i < size - 16; i++) pdf[i] = 0x21 + ((i * 31 + seed) % 90);
  return pdf;
}

/**
 * kill -9 of a server process whose files are in an S3 store (s3rver, the test S3 server), SQLite beside it:
 * what the server acknowledged survives whole, what it was still receiving leaves no object, no row, and
 * nothing anyone can download.
 */
describe('uploads to the S3 store when the server is killed (kill -9)', () => {
  /** The test's own S3 server (each test starts one: what a test leaves is no other's). */
  let store: TestStore;
  const stores: TestStore[] = [];
  const dirs: string[] = [];
  const servers: ServerProcess[] = [];

  afterAll(async () => {
    for (const s of servers) if (s.child.exitCode === null) s.child.kill('SIGKILL');
    await Promise.all(servers.map((s) => s.exited));
    for (const s of stores) await s.destroy();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  const start = async (dataDir: string, firstRun: boolean, endpoint?: string) => {
    const s3 = store.config as Extract<TestStore['config'], { driver: 's3' }>;
    const server = startServerProcess({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint ?? (s3.endpoint as string),
      S3_BUCKET: s3.bucket,
      S3_REGION: s3.region,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    });
    servers.push(server);
    const { url, setupToken } = await listeningProcess(server, firstRun);
    return { server, url: url as string, setupToken };
  };

  it('keeps every upload it acknowledged, whole; one cut off mid-way leaves no object, no file and nothing to download', async () => {
    store = await startTestStore('s3');
    stores.push(store);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'quorum-s3-crash-'));
    dirs.push(dataDir);
    const first = await start(dataDir, true);
    const cookie = await firstGestor(first.url, first.setupToken);
    const upload = (url: string) => ({
      hostname: '127.0.0.1',
      port: new URL(url).port,
      path: '/api/files/general/files',
      method: 'POST',
      headers: { cookie, origin: url },
    });

    // Acknowledged: two parts of a multipart upload (5 MB and the rest).
    const kept = bigPdf(6 * 1024 * 1024 + 17, 1);
    const answer = await sendPdf(first.url, cookie, 'acta-final.pdf', kept);
    expect(answer.status, await answer.clone().text()).toBe(201);
    const keptId = ((await answer.json()) as { id: string }).id;

    // Cut off: 12 MB declared, 8 MB sent; the process is killed once the store holds the first part of it.
    const cut = multipartBody({ name: 'borrador.pdf', content: bigPdf(12 * 1024 * 1024, 2), type: 'application/pdf' });
    const request = http.request({
      ...upload(first.url),
      headers: { ...upload(first.url).headers, 'content-type': cut.contentType, 'content-length': cut.payload.length },
    });
    const ended = new Promise<string>((resolve) => {
      request.on('error', (e) => resolve(e.message));
      request.on('response', (res) => resolve(`answered ${res.statusCode}`));
    });
    request.write(cut.payload.subarray(0, 8 * 1024 * 1024));
    await vi.waitFor(() => expect(store.unfinishedParts()).toHaveLength(1), { timeout: 10_000, interval: 20 });
    first.server.child.kill('SIGKILL');
    await first.server.exited;
    expect(await ended).not.toMatch(/^answered/);

    // The store holds the acknowledged file only (the cut-off upload's part is no object: a lifecycle rule on a
    // real bucket aborts it, s3rver keeps it on its disk).
    const objects = await store.leftovers();
    expect(objects).toHaveLength(1);
    expect(sha256(await buffer(await store.storage.open(objects[0] as string)))).toBe(sha256(kept));

    // A new process on the same data directory (the dead one's lock is stale) lists and serves that file whole.
    const second = await start(dataDir, false);
    const listing = (await (await fetch(`${second.url}/api/files/general`, { headers: { cookie } })).json()) as {
      files: { id: string; name: string; size: number }[];
    };
    expect(listing.files.map((f) => [f.id, f.name, f.size])).toEqual([[keptId, 'acta-final.pdf', kept.length]]);
    const download = await fetch(`${second.url}/api/files/general/files/${keptId}/content`, { headers: { cookie } });
    expect(download.status).toBe(200);
    expect(sha256(Buffer.from(await download.arrayBuffer()))).toBe(sha256(kept));
    expect(await store.leftovers()).toEqual(objects);
  }, 60_000);

  it('leaves no object behind for long when killed after the store kept a file and before its row was written', async () => {
    store = await startTestStore('s3');
    stores.push(store);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'quorum-s3-orphan-'));
    dirs.push(dataDir);
    const proxy = await holdingProxy((store.config as { endpoint: string }).endpoint);
    try {
      const server = await start(dataDir, true, proxy.url);
      const cookie = await firstGestor(server.url, server.setupToken);
      const kept = bigPdf(200_000, 3);
      const unanswered = sendPdf(server.url, cookie, 'programa.pdf', kept).catch((e: Error) => e);
      await proxy.made;
      server.server.child.kill('SIGKILL');
      await server.server.exited;
      expect(await unanswered).toBeInstanceOf(Error);
      expect(await store.leftovers()).toHaveLength(1);

      // No row names it, so no page lists it and nothing serves it; the daily purge, once it is a day old, removes it.
      const opened = openDatabase(loadConfig({ DATA_DIR: dataDir }));
      try {
        expect(await opened.db.selectFrom('storedFile').select('id').execute()).toEqual([]);
        await dailyFilesPurge({ db: opened.db, storage: store.storage }, new Date(Date.now() + 2 * UNFINISHED_UPLOAD_MS));
        expect(await opened.db.selectFrom('storedFile').select('id').execute()).toEqual([]);
      } finally {
        await opened.db.destroy();
      }
      expect(await store.leftovers()).toEqual([]);
    } finally {
      proxy.close();
    }
  }, 60_000);
});
