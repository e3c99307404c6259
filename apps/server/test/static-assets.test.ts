import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';

const PRECOMPRESS = path.resolve(import.meta.dirname, '../../../scripts/precompress.mjs');
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SCRIPT = `console.log(${JSON.stringify('Quórum '.repeat(200))});\n`;

/** A built web app as `npm run build` leaves it: compressed by scripts/precompress.mjs after vite build. */
function builtFixture(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'quorum-web-'));
  mkdirSync(path.join(dist, 'assets'));
  const files: Record<string, string> = {
    'index.html': '<!doctype html><title>Quórum</title><script type="module" src="/assets/index-a1b2c3d4.js"></script>',
    'service-worker.js': 'self.addEventListener("fetch", () => {});',
    'assets/index-a1b2c3d4.js': SCRIPT,
  };
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(path.join(dist, name), text);
  }
  const precompress = spawnSync(process.execPath, [PRECOMPRESS, dist], { encoding: 'utf8' });
  if (precompress.status !== 0) throw new Error(precompress.stderr);
  return dist;
}

describe('web app: precompressed assets and cache headers', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = builtFixture();
    t = await startTestApp('sqlite', { SERVE_WEB: 'true', WEB_DIST: dist });
  });
  afterAll(async () => {
    await t?.destroy();
    rmSync(dist, { recursive: true, force: true });
  });

  it('the build step writes a .br and a .gz next to each asset worth compressing', () => {
    for (const ext of ['br', 'gz']) expect(existsSync(path.join(dist, `assets/index-a1b2c3d4.js.${ext}`))).toBe(true);
  });

  it('serves a hashed asset brotli-compressed to a browser that accepts br, cached for a year', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/index-a1b2c3d4.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length);
  });

  it('serves gzip to a client without br, and the plain file to one that accepts neither', async () => {
    const gz = await t.app.inject({ method: 'GET', url: '/assets/index-a1b2c3d4.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ method: 'GET', url: '/assets/index-a1b2c3d4.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('keeps index.html and the service worker uncached, compressed or not', async () => {
    for (const url of ['/', '/delegados/lista', '/index.html', '/service-worker.js']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers a path the file route refuses (a folder, an encoded `..`, a NUL) like any unknown page, and reads no file outside the build', async () => {
    for (const url of ['/assets/', '/assets', '/%2e%2e/%2e%2e/etc/passwd', '/%00', '/assets/%2e%2e/%2e%2e/package']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>Quórum</title>');
    }
    for (const url of ['/assets/..%2f..%2fpackage.json', '/..%2fpackage.json', '/assets/missing-00000000.js']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code, url).toBe('NOT_FOUND');
    }
  });

  it('serves a file the build wrote after the server started (one route reads the folder when asked)', async () => {
    writeFileSync(path.join(dist, 'assets/late-e5f6a7b8.js'), 'console.log(1);\n');
    const res = await t.app.inject({ method: 'GET', url: '/assets/late-e5f6a7b8.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(1);\n');
  });
});
