// `npm run bench:upload`: 20 uploads of 20 MB at once through a real HTTP endpoint into the file store (local by
// default; `BENCH_STORE=s3` against an s3rver in a child process), each a PDF checked by content, size-limited and
// hashed on the way. Prints uploads= (stored), throughput_mb_s= (MB received per second, all together),
// rss_growth_mb= (peak resident memory over the start, target < 100) and event_loop_max_ms=.
// With BENCH_GC=1 under `node --expose-gc --import tsx`, a full collection runs before each sample: the memory
// really held, without the garbage V8 has not collected yet.
// The endpoint is the file manager's upload route (POST /api/files/general/files) of the whole server, built in
// this process on a fresh SQLite database, signed in as a Gestor.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../apps/server/src/app';
import { createStaffAccount } from '../apps/server/src/auth/accounts';
import { loadConfig } from '../apps/server/src/config';
import { ORIGIN, postStreamedPdf } from '../apps/server/test/upload-fixtures';
import { report } from './lib';

const MB = 1024 * 1024;
const UPLOADS = 20;
const FILE_MB = 20;

/** The S3 store: an s3rver in a child process, so its own memory is not counted as the server's. */
async function childS3(): Promise<{ name: string; env: Record<string, string>; destroy: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'quorum-bench-s3-'));
  const code = `const S3rver = (await import('s3rver')).default;
    const s = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: ${JSON.stringify(dir)}, configureBuckets: [{ name: 'quorum' }] });
    const a = await s.run(); console.log(a.port);`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve) => child.stdout.once('data', (d) => resolve(Number(String(d).trim()))));
  return {
    name: 's3',
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: 'quorum',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    destroy: async () => {
      child.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const store =
  process.env.BENCH_STORE === 's3' ? await childS3() : { name: 'local', env: {} as Record<string, string>, destroy: async () => {} };
const dataDir = mkdtempSync(path.join(tmpdir(), 'quorum-bench-upload-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  SERVE_WEB: 'false',
  PUBLIC_URL: ORIGIN,
  MAX_UPLOAD_MB: '25',
  ...store.env,
});
const built = await buildApp(config, { logger: false });
const { app } = built;
const password = 'vuela-la-garza-sobre-el-río-9';
await createStaffAccount(
  built.ctx,
  { email: 'gestor@bench.test', name: 'Gestor', role: 'Gestor', password, comissionId: null },
  { uid: null, ip: null },
);
const signIn = await app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: 'gestor@bench.test', password } });
const cookie = signIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;
const upload = (bytes: number) => postStreamedPdf(port, bytes, { path: '/api/files/general/files', cookie });

// One upload first: modules the pipeline loads on first use (file-type's parsers) are not counted.
await upload(MB);
global.gc?.();
const baseline = process.memoryUsage().rss;
let peak = baseline;
let peakBuffers = 0;
const sampler = setInterval(() => {
  if (process.env.BENCH_GC) (globalThis as { gc?: () => void }).gc?.();
  const m = process.memoryUsage();
  peak = Math.max(peak, m.rss);
  peakBuffers = Math.max(peakBuffers, m.arrayBuffers);
}, 20);
const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
const started = performance.now();
const statuses = await Promise.all(Array.from({ length: UPLOADS }, () => upload(FILE_MB * MB).then((r) => r.status)));
const seconds = (performance.now() - started) / 1000;
loop.disable();
clearInterval(sampler);
peak = Math.max(peak, process.memoryUsage().rss);

report({
  store: store.name,
  uploads: statuses.filter((s) => s === 201).length,
  throughput_mb_s: (UPLOADS * FILE_MB) / seconds,
  rss_growth_mb: (peak - baseline) / MB,
  buffers_peak_mb: peakBuffers / MB,
  event_loop_max_ms: loop.max / 1e6,
});
await built.close();
await store.destroy();
rmSync(dataDir, { recursive: true, force: true });
