import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commissionBody, DATABASES, startTestApp, type TestApp } from './harness';

type Persona = 'anonymous' | 'gestor' | 'presidentOwn' | 'presidentOther' | 'logistica';
type Expect = 'ok' | 401 | 403;
const PERSONAS: Persona[] = ['anonymous', 'presidentOther', 'presidentOwn', 'logistica', 'gestor'];

// Who may call what. 'ok' = the call is let through (any answer but 401/403).
const PUBLIC: Record<Persona, Expect> = { anonymous: 'ok', gestor: 'ok', presidentOwn: 'ok', presidentOther: 'ok', logistica: 'ok' };
const STAFF: Record<Persona, Expect> = { ...PUBLIC, anonymous: 401 };
const GESTOR: Record<Persona, Expect> = { anonymous: 401, gestor: 'ok', presidentOwn: 403, presidentOther: 403, logistica: 403 };
const COMMISSION_READ: Record<Persona, Expect> = { ...STAFF, presidentOther: 403 };

/** Every route of the server with its expected answer per persona. A new route without a row fails the test. */
const MATRIX: Record<string, Record<Persona, Expect>> = {
  'GET /api/health': PUBLIC,
  'GET /api/openapi.json': PUBLIC,
  'GET /api/docs': PUBLIC,
  'GET /api/docs/json': PUBLIC,
  'GET /api/docs/yaml': PUBLIC,
  'GET /api/docs/static/*': PUBLIC,
  'GET /api/docs/static/index.html': PUBLIC,
  'GET /api/docs/static/swagger-initializer.js': PUBLIC,
  'GET /api/setup/status': PUBLIC,
  'POST /api/setup': PUBLIC,
  'POST /api/auth/sign-in': PUBLIC,
  'GET /api/auth/session': { ...PUBLIC, anonymous: 401 },
  'POST /api/auth/forgot-password': PUBLIC,
  'POST /api/auth/reset-password': PUBLIC,
  'GET /api/profile': STAFF,
  'PATCH /api/profile': STAFF,
  'POST /api/profile/password': STAFF,
  'GET /api/profile/sessions': STAFF,
  'DELETE /api/profile/sessions/:id': STAFF,
  'GET /api/users': GESTOR,
  'POST /api/users': GESTOR,
  'PATCH /api/users/:uid': GESTOR,
  'POST /api/users/:uid/disable': GESTOR,
  'POST /api/users/:uid/enable': GESTOR,
  'POST /api/users/:uid/password-reset': GESTOR,
  'GET /api/commissions': STAFF,
  'POST /api/commissions': GESTOR,
  'GET /api/commissions/:id': COMMISSION_READ,
  'PATCH /api/commissions/:id': GESTOR,
  'POST /api/commissions/:id/archive': GESTOR,
  'POST /api/commissions/:id/unarchive': GESTOR,
  'POST /api/commissions/:id/projection-code': GESTOR,
  'PUT /api/commissions/:id/chairs': GESTOR,
  'GET /api/settings': PUBLIC,
  'PUT /api/settings': GESTOR,
  'GET /api/legal/:kind': PUBLIC,
  'GET /api/legal/:kind/versions': GESTOR,
  'POST /api/legal/:kind': GESTOR,
  'GET /api/outbox': GESTOR,
  'GET /api/audit': GESTOR,
  // Last: it ends the caller's session.
  'POST /api/auth/sign-out': STAFF,
};

describe.each(DATABASES)('authorization matrix (%s)', (kind) => {
  let t: TestApp;
  const cookies = {} as Record<Persona, string | undefined>;
  let ownId = '';
  let targetUid = '';

  beforeAll(async () => {
    t = await startTestApp(kind);
    cookies.gestor = await t.cookieFor('Gestor');
    const own = await t.call('POST', '/api/commissions', { cookie: cookies.gestor, body: commissionBody('Propia') });
    const other = await t.call('POST', '/api/commissions', { cookie: cookies.gestor, body: commissionBody('Ajena') });
    ownId = own.json().id;
    cookies.presidentOwn = await t.cookieFor('Presidente', { comissionId: ownId });
    cookies.presidentOther = await t.cookieFor('Presidente', { comissionId: other.json().id });
    cookies.logistica = await t.cookieFor('Logistica');
    const target = await t.call('POST', '/api/users', { cookie: cookies.gestor, body: { name: 'Objetivo', email: 'objetivo@test.quorum', role: 'Logistica' } });
    targetUid = target.json().uid;
  });
  afterAll(() => t.destroy());

  it('has an expected answer for every registered route', () => {
    const registered = t.routes.map((r) => `${r.method} ${r.url}`).sort();
    const missing = registered.filter((r) => !MATRIX[r]);
    expect(missing, 'routes without a row in the matrix').toEqual([]);
    const stale = Object.keys(MATRIX).filter((k) => !registered.includes(k));
    expect(stale, 'matrix rows for routes that no longer exist').toEqual([]);
  });

  it('answers each persona as the matrix says', async () => {
    const failures: string[] = [];
    for (const [key, expected] of Object.entries(MATRIX)) {
      const [method, pattern] = key.split(' ');
      const url = pattern
        .replace(':id', ownId)
        .replace(':uid', targetUid)
        .replace(':kind', 'tyc')
        .replace('*', 'index.css');
      for (const persona of PERSONAS) {
        const res = await t.call(method, url, { cookie: cookies[persona] });
        const want = expected[persona];
        const got = res.statusCode;
        const ok = want === 'ok' ? got !== 401 && got !== 403 && got < 500 : got === want;
        if (!ok) failures.push(`${key} as ${persona}: expected ${want}, got ${got}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
