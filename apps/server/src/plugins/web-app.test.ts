import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommission } from '../../test/fixtures';
import { seedReadyEvent, setPublicFeatures, startTestApp, type TestApp } from '../../test/harness';

const INDEX =
  '<!doctype html><html><head><title>Quórum</title><script type="module" src="/assets/index-a1.js"></script></head><body></body></html>';

/** A page the web build rendered (apps/web/scripts/prerender.mjs): its markup in #root, its styles in the head. */
const PRERENDERED =
  '<!doctype html><html><head><title>Encuentra tu comisión | Quórum</title><script type="module" src="/assets/index-a1.js"></script>' +
  '<style data-emotion="css 1x">.css-1x{margin:0}</style></head><body><div id="root" data-prerendered><main class="css-1x">Encuentra tu comisión</main></div></body></html>';

/** The list the web build writes next to index.html (apps/web/vite.config.ts). */
const PRELOADS = [
  { path: '/login', files: ['/assets/login-b2.js', '/assets/forms-c3.js'] },
  { path: '/banner/:id', files: ['/assets/banner-d4.js'] },
  { path: '/bad', files: ['/assets/x.js"><script>alert(1)</script>'] },
  { path: '/data', files: ['/assets/data-e5.js'], html: PRERENDERED },
  {
    path: '/register',
    files: ['/assets/register-f6.js'],
    html: '<!doctype html><html><head></head><body><div id="root" data-prerendered>Cargando</div></body></html>',
    variant: {
      api: '/api/registration/options',
      field: 'open',
      html: '<!doctype html><html><head></head><body><div id="root" data-prerendered><form>Nombres</form></div></body></html>',
    },
  },
];

describe('the web app names a public page’s chunks for preloading in its HTML', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'quorum-web-'));
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    writeFileSync(path.join(dist, '.route-preloads.json'), JSON.stringify(PRELOADS));
    t = await startTestApp('sqlite', { SERVE_WEB: 'true', WEB_DIST: dist });
  });
  afterAll(async () => {
    await t?.destroy();
    rmSync(dist, { recursive: true, force: true });
  });

  const page = (url: string) => t.app.inject({ method: 'GET', url });

  it('a public route’s page lists its chunks as modulepreload links in the head, never cached', async () => {
    for (const url of ['/login', '/login?next=%2Fprofile', '/login/']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/login-b2.js"><link rel="modulepreload" crossorigin href="/assets/forms-c3.js"></head>',
      );
      expect(res.body).toContain('<script type="module" src="/assets/index-a1.js"></script>');
    }
    const brotli = await t.app.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe((await page('/login')).body);
    const gzip = await t.app.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('href="/assets/forms-c3.js"');
    // A second visit with the same version is answered 304, without the page.
    const etag = String((await page('/login')).headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.app.inject({ method: 'GET', url: '/login', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const banner = await page('/banner/0b6c1d2e-commission');
    expect(banner.body).toContain('href="/assets/banner-d4.js"');
    expect(banner.body).not.toContain('login-b2.js');
  });

  it('a page the build rendered is answered with its markup and styles, and its chunks preloaded', async () => {
    const res = await page('/data');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(PRERENDERED.replace('</head>', '<link rel="modulepreload" crossorigin href="/assets/data-e5.js"></head>'));
  });

  it('a page with a variant is sent as that variant, with the answer it depends on, while the answer says so', async () => {
    const gestor = await t.cookieFor('Gestor');
    await createCommission(t, gestor, 'Asamblea General');
    await seedReadyEvent(t);
    await setPublicFeatures(t, gestor, { registrationOpen: false });
    const closed = await page('/register');
    expect(closed.body).toContain('Cargando');
    expect(closed.body).not.toContain('page-data');
    await setPublicFeatures(t, gestor, { registrationOpen: true });
    const open = await page('/register');
    expect(open.body).toContain('<form>Nombres</form>');
    expect(open.body).toContain('<link rel="modulepreload" crossorigin href="/assets/register-f6.js"></head>');
    const block = /<script type="application\/json" id="page-data">(.*?)<\/script><\/body>/.exec(open.body)?.[1] ?? '';
    const answer = (await t.call('GET', '/api/registration/options')).json();
    expect(JSON.parse(block)).toEqual({ '/api/registration/options': answer });
    expect(open.headers.etag).not.toBe(closed.headers.etag);
    // The same answer, the same page; a changed answer, a new one.
    expect((await page('/register')).headers.etag).toBe(open.headers.etag);
    await createCommission(t, gestor, 'Consejo de Seguridad <script>');
    const changed = await page('/register');
    expect(changed.headers.etag).not.toBe(open.headers.etag);
    expect(changed.body).toContain('Consejo de Seguridad \\u003cscript>');
    await setPublicFeatures(t, gestor, { registrationOpen: false });
    expect((await page('/register')).body).toContain('Cargando');
  });

  it('any other page is index.html as built, and the list itself is not served', async () => {
    for (const url of ['/secretary/dashboard', '/banner/a/b', '/loginx']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX);
    }
    expect((await page('/.route-preloads.json')).statusCode).toBe(404);
    expect((await page('/api/nothing-here')).json().code).toBe('NOT_FOUND');
  });

  it('a file name that is not a plain asset is left out rather than written into the page', async () => {
    const res = await page('/bad');
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(res.body).toBe(INDEX);
  });
});
