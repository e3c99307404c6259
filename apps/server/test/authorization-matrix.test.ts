import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ABOVE_THE_DATABASE, startTestApp, type TestApp } from './harness';
import { createCommission, seatDelegation } from './fixtures';
import { COMMISSION_READ, type Expect, type Fixtures, GESTOR, type MatrixRow, type Persona, PUBLIC, STAFF } from '../src/lib/route-matrix';
import { newDelegateRow } from '../src/domain/delegates/delegates.store';

const PERSONAS: Persona[] = ['anonymous', 'presidentOther', 'presidentOwn', 'logistica', 'gestor'];

/** Every route of the server with its expected answer per persona. A new route without a row fails the test. */
const PLATFORM: Record<string, Record<Persona, Expect>> = {
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
  'GET /api/profile/capabilities': STAFF,
  'GET /api/profile/upload-limit': STAFF,
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
  'PUT /api/commissions/:id/chairs': GESTOR,
  'GET /api/settings': PUBLIC,
  'PUT /api/settings': GESTOR,
  'GET /api/settings/motions': GESTOR,
  'PUT /api/settings/motions': GESTOR,
  'GET /api/legal/:kind': PUBLIC,
  'GET /api/legal/:kind/versions': GESTOR,
  'POST /api/legal/:kind': GESTOR,
  'GET /api/outbox': GESTOR,
  'GET /api/audit': GESTOR,
};

const featureRows = import.meta.glob<{ rows: Record<string, MatrixRow> }>('../src/features/**/*.matrix.ts', { eager: true });
const MATRIX: Record<string, MatrixRow> = {
  ...Object.fromEntries(Object.entries(PLATFORM).map(([k, expect]) => [k, { expect }])),
  ...Object.assign({}, ...Object.values(featureRows).map((m) => (m as { rows: Record<string, MatrixRow> }).rows)),
  // Last: it ends the caller's session.
  'POST /api/auth/sign-out': { expect: STAFF },
};

describe.each(ABOVE_THE_DATABASE)('authorization matrix (%s)', (kind) => {
  let t: TestApp;
  const cookies = {} as Record<Persona, string | undefined>;
  const fx = {} as Fixtures;

  beforeAll(async () => {
    t = await startTestApp(kind);
    cookies.gestor = await t.cookieFor('Gestor');
    fx.ownCommissionId = (await createCommission(t, cookies.gestor, 'Propia')).id;
    fx.otherCommissionId = (await createCommission(t, cookies.gestor, 'Ajena')).id;
    cookies.presidentOwn = await t.cookieFor('Presidente', { comissionId: fx.ownCommissionId });
    cookies.presidentOther = await t.cookieFor('Presidente', { comissionId: fx.otherCommissionId });
    cookies.logistica = await t.cookieFor('Logistica');
    const target = await t.call('POST', '/api/users', {
      cookie: cookies.gestor,
      body: { name: 'Objetivo', email: 'objetivo@test.quorum', role: 'Logistica' },
    });
    fx.targetUid = target.json().uid;
    fx.ownDelegationId = await seatDelegation(t, fx.ownCommissionId, 'Colombia', 'CO');
    const personal = {
      documentType: 'TI' as const,
      birthDate: '2009-05-01',
      email: 'delegada@colegio.test',
      phone: null,
      institution: 'Colegio Matriz',
      grade: '10',
      guardianName: 'Acudiente',
      guardianPhone: '3000000000',
    };
    const ownDelegate = newDelegateRow(
      { ...personal, firstNames: 'Ana', lastNames: 'Propia', documentNumber: 'MTX1001' },
      { source: 'manual', status: 'asignado' },
    );
    const otherDelegate = newDelegateRow(
      { ...personal, firstNames: 'Otro', lastNames: 'Ajeno', documentNumber: 'MTX1002' },
      { source: 'manual', status: 'asignado' },
    );
    await t.ctx.db
      .insertInto('delegate')
      .values([
        { ...ownDelegate, commissionId: fx.ownCommissionId, delegationId: fx.ownDelegationId },
        { ...otherDelegate, commissionId: fx.otherCommissionId },
      ])
      .execute();
    Object.assign(fx, {
      ownDelegateId: ownDelegate.id,
      ownDelegatePersonalCode: ownDelegate.personalCode,
      ownDelegateDocument: ownDelegate.documentNumber,
      otherDelegateId: otherDelegate.id,
    });
  });
  afterAll(() => t.destroy());

  /** The status of a GET event stream, read as soon as its headers are written; the stream is then dropped. */
  const streamStatus = async (url: string, cookie: string | undefined) => {
    const res = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {}, payloadAsStream: true });
    res.stream().destroy();
    return res.statusCode;
  };

  it('has an expected answer for every registered route', () => {
    const registered = t.routes.map((r) => `${r.method} ${r.url}`).sort();
    const missing = registered.filter((r) => !MATRIX[r]);
    expect(missing, 'routes without a row in the matrix').toEqual([]);
    const stale = Object.keys(MATRIX).filter((k) => !registered.includes(k));
    expect(stale, 'matrix rows for routes that no longer exist').toEqual([]);
  });

  // Every route asked as every persona, one request after another: hundreds of requests in one test, so it has a
  // timeout of its own rather than the project's 30 s, which a busy machine (CI's three lanes) goes past.
  it('answers each persona as the matrix says', { timeout: 120_000 }, async () => {
    const failures: string[] = [];
    for (const [key, row] of Object.entries(MATRIX)) {
      const [method, pattern] = key.split(' ');
      const url = row.url
        ? row.url(fx)
        : pattern.replace(':id', fx.ownCommissionId).replace(':uid', fx.targetUid).replace(':kind', 'tyc').replace('*', 'index.css');
      for (const persona of PERSONAS) {
        const got = row.stream
          ? await streamStatus(url, cookies[persona])
          : (await t.call(method, url, { cookie: cookies[persona], body: row.body?.(fx) })).statusCode;
        const want = row.expect[persona];
        const ok = want === 'ok' ? got !== 401 && got !== 403 && got < 500 : got === want;
        if (!ok) failures.push(`${key} as ${persona}: expected ${want}, got ${got}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
