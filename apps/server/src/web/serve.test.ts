import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_PAGES_FILE } from '@quorum/shared/web-build';
import { createCommission } from '../../test/fixtures';
import { seedReadyEvent, setPublicFeatures, startTestApp, type TestApp } from '../../test/harness';

const INDEX =
  '<!doctype html><html><head><title>Quórum</title><script type="module" src="/assets/index-a1.js"></script></head><body></body></html>';

/** A phone page's own index.html (apps/web/scripts/prerender.mjs): its scripts, of the phone pages' build, named in it. */
const FINDER_INDEX = INDEX.replace(
  '<script type="module" src="/assets/index-a1.js"></script>',
  '<script type="module" src="/assets/phone-main-p1.js"></script><link rel="modulepreload" href="/assets/phone-phones-p2.js">',
);

/** A page the web build rendered (apps/web/scripts/prerender.mjs): its markup in #root, its styles in the head. */
const PRERENDERED =
  '<!doctype html><html><head><title>Encuentra tu comisión | Quórum</title><script type="module" src="/assets/index-a1.js"></script>' +
  '<style data-emotion="css 1x">.css-1x{margin:0}</style></head><body><div id="root" data-prerendered><main class="css-1x">Encuentra tu comisión</main></div></body></html>';

/** The list the web build writes next to index.html (apps/web/vite.config.ts). */
const PRELOADS = [
  { path: '/login', files: ['/assets/login-b2.js', '/assets/forms-c3.js'] },
  { path: '/banner/:id', files: ['/assets/banner-d4.js'] },
  { path: '/staff/finder', files: ['/assets/staff-s1.js', '/assets/finder-f9.js'], signedIn: true },
  { path: '/bad', files: ['/assets/x.js"><script>alert(1)</script>'] },
  { path: '/data', files: ['/assets/data-e5.js'], page: { mode: 'built', html: PRERENDERED, fits: 'always' } },
  {
    path: '/verificator',
    files: ['/assets/verificator-g7.js'],
    page: {
      mode: 'built',
      html: '<!doctype html><html><head></head><body><div id="root" data-prerendered><form>Reenviar enlace</form></div></body></html>',
      fits: 'withoutQuery',
    },
  },
  {
    path: '/reset-password',
    files: ['/assets/reset-h8.js'],
    page: {
      mode: 'built',
      html: '<!doctype html><html><head></head><body><div id="root" data-prerendered><form>Nueva contraseña</form></div></body></html>',
      fits: { withParam: 'token' },
    },
  },
];

describe('the web app names a public page’s chunks for preloading in its HTML', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'quorum-web-'));
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    writeFileSync(path.join(dist, WEB_PAGES_FILE), JSON.stringify(PRELOADS));
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

  it('a staff page names its chunks to a visit with a session cookie only', async () => {
    const links =
      '<link rel="modulepreload" crossorigin href="/assets/staff-s1.js"><link rel="modulepreload" crossorigin href="/assets/finder-f9.js"></head>';
    const anonymous = await page('/staff/finder');
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.body).toBe(INDEX);
    for (const cookie of ['quorum.session_token=abc.def', 'theme=dark; __Secure-quorum.session_token=abc.def']) {
      const signedIn = await t.app.inject({ method: 'GET', url: '/staff/finder', headers: { cookie } });
      expect(signedIn.statusCode, cookie).toBe(200);
      expect(signedIn.headers['cache-control']).toBe('no-cache');
      expect(signedIn.headers.vary).toContain('cookie');
      expect(signedIn.body).toBe(INDEX.replace('</head>', links));
    }
    const otherCookie = await t.app.inject({ method: 'GET', url: '/staff/finder', headers: { cookie: 'quorum.projection=x' } });
    expect(otherCookie.body).toBe(INDEX);
  });

  it('a page the build rendered is answered with its markup and styles, and its chunks preloaded', async () => {
    const res = await page('/data');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(PRERENDERED.replace('</head>', '<link rel="modulepreload" crossorigin href="/assets/data-e5.js"></head>'));
  });

  it('a page the build rendered without a query is sent to a visit without one; a visit with a query gets index.html', async () => {
    const links = '<link rel="modulepreload" crossorigin href="/assets/verificator-g7.js"></head>';
    for (const url of ['/verificator', '/verificator/']) {
      const res = await page(url);
      expect(res.body, url).toContain('<div id="root" data-prerendered><form>Reenviar enlace</form></div>');
      expect(res.body).toContain(links);
    }
    for (const url of ['/verificator?code=ABCD1234EFGH', '/verificator/?code=']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX.replace('</head>', links));
      expect(res.headers.etag).not.toBe((await page('/verificator')).headers.etag);
    }
    // A page rendered for any query stays itself with one.
    expect((await page('/data?utm_source=qr')).body).toContain('data-prerendered');
  });

  it('a page the build rendered with a query parameter is sent to a visit that carries it; others get index.html', async () => {
    const links = '<link rel="modulepreload" crossorigin href="/assets/reset-h8.js"></head>';
    for (const url of ['/reset-password?token=abc-123', '/reset-password?utm_source=mail&token=x']) {
      const res = await page(url);
      expect(res.body, url).toContain('<form>Nueva contraseña</form>');
      expect(res.body, url).toContain(links);
    }
    // Without a token the page says the link is not valid: the browser draws that.
    for (const url of ['/reset-password', '/reset-password?token=', '/reset-password?tokens=abc']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX.replace('</head>', links));
    }
  });

  it('any other page is index.html as built, and the list itself is not served', async () => {
    for (const url of ['/secretary/dashboard', '/banner/a/b', '/loginx']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX);
    }
    expect((await page(`/${WEB_PAGES_FILE}`)).statusCode).toBe(404);
    expect((await page('/api/nothing-here')).json().code).toBe('NOT_FOUND');
  });

  it('a file name that is not a plain asset is left out rather than written into the page', async () => {
    const res = await page('/bad');
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(res.body).toBe(INDEX);
  });
});

/** The web build's server renderer, as a stand-in: draws the event's name (or a room's commission) and counts its renderings. */
const RENDERER = `
let renders = 0;
export async function renderPage(pathname, data) {
  if (pathname.startsWith('/setup')) {
    const status = data['/api/setup/status?token=' + encodeURIComponent(new URL(pathname, 'http://x').searchParams.get('token'))];
    const shown = status ? (status.tokenValid ? 'formulario' : 'enlace no válido') : 'cargando';
    return { body: '<main>' + pathname + ' · ' + shown + '</main>', styles: '', title: 'Primera configuración | Quórum' };
  }
  if (pathname.startsWith('/register')) {
    const options = data['/api/registration/options'];
    const shown = options ? (options.open ? '<form>Nombres</form> · ' + options.commissions.map((c) => c.name).join(', ') : 'cerrado') : 'cargando';
    return { body: '<main>' + shown + '</main>', styles: '', title: 'PreRegistro | Quórum' };
  }
  if (pathname.startsWith('/staff/finder')) {
    const session = data['/api/auth/session'];
    return { body: '<main>Buscador · ' + session.profile.name + ' · ' + data['/api/settings'].name + '</main>', styles: '', title: 'Buscador Delegados | Quórum' };
  }
  if (pathname.startsWith('/banner/')) {
    const live = data['/api/banner/' + encodeURIComponent(decodeURIComponent(pathname.slice(8))) + '/live'];
    renders += 1;
    return { body: '<main>' + (live ? live.commission.name + ' · versión ' + live.version : 'Conectando…') + ' · dibujo ' + renders + '</main>', styles: '', title: 'Banner | Quórum' };
  }
  const settings = data['/api/settings'];
  if (settings.name.includes('falla')) throw new Error('the renderer failed');
  renders += 1;
  const offer = data['/api/access/public'] ? 'con oferta' : 'sin oferta';
  return { body: '<main>' + settings.name + ' · ' + offer + ' · dibujo ' + renders + '</main>', styles: '<style data-emotion="css a1">.css-a1{margin:0}</style>', title: settings.name + ' | Quórum' };
}
`;

const LIVE_APIS = ['/api/settings', '/api/access/public', '/api/commissions/public', '/api/news?limit=4'];

describe('a list of pages the server cannot read (a build of another version)', () => {
  it('sends every page as index.html, as built', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'quorum-web-'));
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    writeFileSync(path.join(dist, WEB_PAGES_FILE), JSON.stringify([{ path: '/login', preloads: 'login.js' }]));
    const t = await startTestApp('sqlite', { SERVE_WEB: 'true', WEB_DIST: dist });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/login' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX);
    } finally {
      await t.destroy();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('the web app renders `/` with the server’s answers', () => {
  let t: TestApp;
  let root: string;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'quorum-web-'));
    const dist = path.join(root, 'dist');
    mkdirSync(dist);
    mkdirSync(path.join(root, 'build-meta', 'ssr'), { recursive: true });
    writeFileSync(path.join(root, 'build-meta', 'ssr', 'prerender.js'), RENDERER);
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    const home = {
      mode: 'rendered',
      apis: LIVE_APIS,
      html: '<!doctype html><html><head><title>quorum:title</title><!--quorum:styles--></head><body><div id="root" data-prerendered><!--quorum:body--></div></body></html>',
    };
    const banner = { ...home, apis: ['/api/banner/:id/live'], visitor: true };
    const setup = { ...home, apis: ['/api/settings', '/api/setup/status?token=:token'] };
    const register = { ...home, apis: ['/api/registration/options'] };
    const finder = {
      ...home,
      // As the build writes a staff page drawn for the session: its scripts named for /after-paint.js (decision 041).
      html: home.html
        .replace('</head>', '<script defer src="/after-paint.js"></script></head>')
        .replace(
          '</body>',
          '<script type="application/json" id="page-scripts">{"entry":"/assets/index-a1.js","preloads":["/assets/finder-f9.js"]}</script></body>',
        ),
      apis: ['/api/auth/session', '/api/settings'],
      visitor: true,
      fits: 'withoutQuery',
      afterPaint: true,
    };
    writeFileSync(
      path.join(dist, WEB_PAGES_FILE),
      JSON.stringify([
        { path: '/', files: ['/assets/home-h1.js'], page: home },
        { path: '/banner/:id', files: ['/assets/banner-b1.js'], page: banner },
        { path: '/setup', files: ['/assets/setup-s1.js'], page: setup },
        { path: '/register', files: ['/assets/register-f6.js'], page: register },
        { path: '/staff/finder', files: ['/assets/finder-f9.js'], signedIn: true, index: FINDER_INDEX, page: finder },
      ]),
    );
    t = await startTestApp('sqlite', { SERVE_WEB: 'true', WEB_DIST: dist });
  });
  afterAll(async () => {
    await t?.destroy();
    rmSync(root, { recursive: true, force: true });
  });

  const home = () => t.app.inject({ method: 'GET', url: '/' });
  const pageData = (body: string) =>
    JSON.parse(/<script type="application\/json" id="page-data">(.*?)<\/script><\/body>/.exec(body)?.[1] ?? 'null');

  it('draws the event’s name into the page with the answers it was drawn with, and keeps it while they stay', async () => {
    await seedReadyEvent(t);
    const first = await home();
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('<title>Modelo ONU de prueba | Quórum</title><style data-emotion="css a1">');
    expect(first.body).toContain('<div id="root" data-prerendered><main>Modelo ONU de prueba · con oferta · dibujo 1</main></div>');
    expect(first.body).toContain('<link rel="modulepreload" crossorigin href="/assets/home-h1.js"></head>');
    // The answers the browser's first render reads, as its own requests would get them.
    const answers = pageData(first.body);
    for (const api of LIVE_APIS) expect(answers[api], api).toEqual((await t.call('GET', api)).json());
    // The same answers: the page kept, not drawn again, even for ten visitors at once.
    const again = await Promise.all(Array.from({ length: 10 }, home));
    for (const res of again) expect(res.body).toBe(first.body);
  });

  it('draws it again, once, when an answer changes', async () => {
    const gestor = await t.cookieFor('Gestor');
    const before = await home();
    expect((await t.call('PUT', '/api/settings', { cookie: gestor, body: { name: 'MUN <Bogotá>', shortName: 'MUN' } })).statusCode).toBe(
      200,
    );
    const after = await Promise.all(Array.from({ length: 10 }, home));
    expect(after[0]?.headers.etag).not.toBe(before.headers.etag);
    expect(after[0]?.body).toContain('<title>MUN &lt;Bogotá> | Quórum</title>');
    expect(after[0]?.body).toMatch(/<main>MUN <Bogotá> · con oferta · dibujo \d+<\/main>/);
    for (const res of after) expect(res.body).toBe(after[0]?.body);
    expect(pageData(after[0]?.body ?? '')['/api/settings'].name).toBe('MUN <Bogotá>');
    expect(after[0]?.body).toContain('"name":"MUN \\u003cBogotá>"');
  });

  it('leaves out an answer the server refuses: the news while they are off', async () => {
    const gestor = await t.cookieFor('Gestor');
    await setPublicFeatures(t, gestor, { publicNews: false });
    expect((await t.call('GET', '/api/news?limit=4')).statusCode).toBe(404);
    const answers = pageData((await home()).body);
    expect(answers).not.toHaveProperty('/api/news?limit=4');
    expect(answers['/api/settings'].name).toBe('MUN <Bogotá>');
  });

  it('draws a page whose answer takes a query parameter of the visit (the first run’s token), for that visitor only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/setup?utm_source=mail&token=abc-123' });
    // Drawn for the parameter its answer takes, the others left out.
    expect(res.body).toContain('<main>/setup?token=abc-123 · enlace no válido</main>');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const status = (await t.call('GET', '/api/setup/status?token=abc-123')).json();
    expect(pageData(res.body)['/api/setup/status?token=abc-123']).toEqual(status);
    // Without the parameter, nothing to ask: the page as built.
    const bare = await t.app.inject({ method: 'GET', url: '/setup' });
    expect(bare.body).toBe(INDEX.replace('</head>', '<link rel="modulepreload" crossorigin href="/assets/setup-s1.js"></head>'));
    // A value that would not make a plain path asks nothing either.
    expect((await t.app.inject({ method: 'GET', url: '/setup?token=a%2Fb' })).body).not.toContain('<main>');
  });

  it('draws /register open or closed from the registration options, and again when they change', async () => {
    const gestor = await t.cookieFor('Gestor');
    await createCommission(t, gestor, 'Asamblea General');
    await setPublicFeatures(t, gestor, { registrationOpen: false });
    const closed = await t.app.inject({ method: 'GET', url: '/register' });
    expect(closed.body).toContain('<main>cerrado</main>');
    await setPublicFeatures(t, gestor, { registrationOpen: true });
    const open = await t.app.inject({ method: 'GET', url: '/register' });
    expect(open.body).toContain('<main><form>Nombres</form> · Asamblea General');
    expect(open.body).toContain('<link rel="modulepreload" crossorigin href="/assets/register-f6.js"></head>');
    const answer = (await t.call('GET', '/api/registration/options')).json();
    expect(pageData(open.body)['/api/registration/options']).toEqual(answer);
    // The same answer, the same page; a changed answer, a new one.
    expect((await t.app.inject({ method: 'GET', url: '/register' })).headers.etag).toBe(open.headers.etag);
    await createCommission(t, gestor, 'Consejo de Seguridad <script>');
    const changed = await t.app.inject({ method: 'GET', url: '/register' });
    expect(changed.headers.etag).not.toBe(open.headers.etag);
    expect(changed.body).toContain('Consejo de Seguridad \\u003cscript>');
  });

  it('sends the page as built when the renderer fails, and the browser asks for the answers itself', async () => {
    const gestor = await t.cookieFor('Gestor');
    expect(
      (await t.call('PUT', '/api/settings', { cookie: gestor, body: { name: 'Modelo que falla', shortName: 'MUN' } })).statusCode,
    ).toBe(200);
    const res = await home();
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX.replace('</head>', '<link rel="modulepreload" crossorigin href="/assets/home-h1.js"></head>'));
  });

  it('draws the room’s screen with the live state its projection cookie opens, for that visitor only, at the time it was drawn', async () => {
    const gestor = await t.cookieFor('Gestor');
    const commission = await createCommission(t, gestor, 'Consejo de Seguridad');
    const code = (await t.call('GET', `/api/commissions/${commission.id}`, { cookie: gestor })).json().projectionCode as string;
    const opened = await t.call('POST', '/api/projection/open', { body: { code } });
    const screen = String(opened.headers['set-cookie']).split(';')[0] as string;
    const url = `/banner/${commission.id}`;
    const before = Date.now();
    const res = await t.app.inject({ method: 'GET', url, headers: { cookie: screen } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.body).toMatch(/<main>Consejo de Seguridad · versión \d+ · dibujo \d+<\/main>/);
    const answers = pageData(res.body);
    const live = (await t.call('GET', `/api/banner/${commission.id}/live`, { cookie: screen })).json();
    expect(answers[`/api/banner/${commission.id}/live`]).toEqual(live);
    expect(answers['#drawnAt']).toBeGreaterThanOrEqual(before);
    expect(answers['#drawnAt']).toBeLessThanOrEqual(Date.now());

    // Without the cookie the server's answer is refused: nothing of the commission is drawn or written in.
    const stranger = await t.app.inject({ method: 'GET', url });
    expect(stranger.body).toContain('<main>Conectando…');
    expect(stranger.body).not.toContain('Consejo de Seguridad');
    expect(pageData(stranger.body)).not.toHaveProperty(`/api/banner/${commission.id}/live`);

    // A parameter that would not make a plain path of the API (`a?b`) asks nothing: the page as built.
    const odd = await t.app.inject({ method: 'GET', url: '/banner/a%3Fb' });
    expect(odd.statusCode).toBe(200);
    expect(odd.body).not.toContain('page-data');
  });

  it('draws a staff page for the session its cookie carries, for that visitor only; a stale cookie or a query gets index.html', async () => {
    await seedReadyEvent(t);
    const cookie = await t.cookieFor('Logistica');
    const res = await t.app.inject({ method: 'GET', url: '/staff/finder', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toContain('cookie');
    const session = (await t.call('GET', '/api/auth/session', { cookie })).json();
    expect(res.body).toContain(`<main>Buscador · ${session.profile.name} · `);
    expect(pageData(res.body)['/api/auth/session']).toEqual(session);
    // Its scripts are asked once it has painted (/after-paint.js): it paints from its HTML alone.
    expect(res.body).toContain('<script defer src="/after-paint.js"></script></head>');
    expect(res.body).not.toContain('modulepreload');
    expect(res.body).toContain(
      '<script type="application/json" id="page-scripts">{"entry":"/assets/index-a1.js","preloads":["/assets/finder-f9.js"]}</script>',
    );

    const asBuilt = INDEX.replace('</head>', '<link rel="modulepreload" crossorigin href="/assets/finder-f9.js"></head>');
    expect(asBuilt).toContain('<script type="module" src="/assets/index-a1.js"></script>');
    // A cookie whose session ended: nothing is drawn or written in; the browser asks who is signed in, as before.
    const stale = await t.app.inject({ method: 'GET', url: '/staff/finder', headers: { cookie: 'quorum.session_token=inventado.firma' } });
    expect(stale.body).toBe(asBuilt);
    // A search kept in the address is not what the page is drawn with: the browser draws it, from the route's own
    // index.html, which names the same scripts as the page drawn (the phone pages' build, decision 032).
    const searched = await t.app.inject({ method: 'GET', url: '/staff/finder?q=ana', headers: { cookie } });
    expect(searched.body).toBe(FINDER_INDEX);
    // No cookie: index.html, which sends the visitor to /.
    expect((await t.app.inject({ method: 'GET', url: '/staff/finder' })).body).toBe(INDEX);
  });

  it('writes the page’s moments on the event’s clock, and draws the page again when the Gestor sets another zone', async () => {
    const gestor = await t.cookieFor('Gestor');
    const register = () => t.app.inject({ method: 'GET', url: '/register' });
    const before = await register();
    expect(pageData(before.body)['#timeZone']).toBe('America/Bogota');
    const body = { name: 'Modelo ONU de prueba', shortName: 'MUN', timeZone: 'Pacific/Kiritimati' };
    expect((await t.call('PUT', '/api/settings', { cookie: gestor, body })).statusCode).toBe(200);
    // The page's own answer is the same; its clock is not.
    const after = await register();
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(pageData(after.body)['#timeZone']).toBe('Pacific/Kiritimati');
    expect(pageData((await home()).body)['#timeZone']).toBe('Pacific/Kiritimati');
  });
});
