import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Commission } from '@quorum/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commissionBody, DATABASES, expectError, PASSWORD, startTestApp, type TestAccount, type TestApp } from './harness';

const VERSION = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../package.json'), 'utf8')).version;

describe.each(DATABASES)('platform: health, headers and CSRF rules (%s)', (kind) => {
  let t: TestApp;
  let gestor: TestAccount;

  const names = async () =>
    ((await t.call('GET', '/api/commissions?archived=true', { cookie: gestor.cookie })).json() as Commission[]).map((c) => c.name);

  beforeAll(async () => {
    t = await startTestApp(kind);
    gestor = await t.accountFor('Gestor');
  });
  afterAll(() => t?.destroy());

  describe('GET /api/health', () => {
    it('answers ok, the database in use and the version', async () => {
      const res = await t.call('GET', '/api/health');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', database: kind, version: VERSION });
    });
  });

  describe('headers', () => {
    it('sends a Content-Security-Policy limited to the app’s own origin', async () => {
      const csp = String((await t.call('GET', '/api/health')).headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
    });

    it('answers an unknown API path with 404 NOT_FOUND in the usual error shape', async () => {
      expectError(await t.call('GET', '/api/no-existe'), 404, 'NOT_FOUND');
    });
  });

  describe('writes must be JSON', () => {
    it('answers 415 UNSUPPORTED_MEDIA_TYPE to a POST sent as text/plain or as a form, and changes nothing', async () => {
      const body = commissionBody('Comisión de Texto');
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
        const res = await t.call('POST', '/api/commissions', { cookie: gestor.cookie, body, headers: { 'content-type': type } });
        expectError(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
      }
      expect(await names()).not.toContain('Comisión de Texto');
    });

    it('answers 415 to a write without any Content-Type', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/commissions',
        headers: { cookie: gestor.cookie },
        payload: JSON.stringify(commissionBody('Sin Tipo')),
      });
      expectError(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
      expect(await names()).not.toContain('Sin Tipo');
    });

    it('applies to sign-in and sign-out too (no session opened, none ended)', async () => {
      const signIn = await t.call('POST', '/api/auth/sign-in', {
        body: { email: gestor.email, password: PASSWORD },
        headers: { 'content-type': 'text/plain' },
      });
      expectError(signIn, 415, 'UNSUPPORTED_MEDIA_TYPE');
      expect(signIn.cookies).toEqual([]);
      const signOut = await t.call('POST', '/api/auth/sign-out', { cookie: gestor.cookie, headers: { 'content-type': 'text/plain' } });
      expectError(signOut, 415, 'UNSUPPORTED_MEDIA_TYPE');
      expect((await t.call('GET', '/api/auth/session', { cookie: gestor.cookie })).statusCode).toBe(200);
    });
  });

  describe('writes must come from the app’s own origin', () => {
    it('answers 403 ORIGIN_MISMATCH to a write from another origin, and changes nothing', async () => {
      const res = await t.call('POST', '/api/commissions', {
        cookie: gestor.cookie,
        body: commissionBody('Comisión Ajena'),
        headers: { origin: 'https://evil.example' },
      });
      expectError(res, 403, 'ORIGIN_MISMATCH');
      expect(await names()).not.toContain('Comisión Ajena');
      const look = await t.call('POST', '/api/commissions', {
        cookie: gestor.cookie,
        body: commissionBody('Comisión Parecida'),
        headers: { origin: 'http://localhost:3000.evil.example' },
      });
      expectError(look, 403, 'ORIGIN_MISMATCH');
    });

    it('refuses a cross-site sign-in (login CSRF) and sign-out', async () => {
      const signIn = await t.call('POST', '/api/auth/sign-in', {
        body: { email: gestor.email, password: PASSWORD },
        headers: { origin: 'https://evil.example' },
      });
      expectError(signIn, 403, 'ORIGIN_MISMATCH');
      expect(signIn.cookies).toEqual([]);
      expectError(
        await t.call('POST', '/api/auth/sign-out', { cookie: gestor.cookie, headers: { origin: 'https://evil.example' } }),
        403,
        'ORIGIN_MISMATCH',
      );
      expect((await t.call('GET', '/api/auth/session', { cookie: gestor.cookie })).statusCode).toBe(200);
    });

    it('lets through a write whose Origin is PUBLIC_URL (http://localhost:3000)', async () => {
      const res = await t.call('POST', '/api/commissions', {
        cookie: gestor.cookie,
        body: commissionBody('Comisión Propia'),
        headers: { origin: 'http://localhost:3000' },
      });
      expect(res.statusCode).toBe(201);
      expect(await names()).toContain('Comisión Propia');
    });

    it('does not block reads from another origin', async () => {
      expect((await t.call('GET', '/api/settings', { headers: { origin: 'https://evil.example' } })).statusCode).toBe(200);
    });
  });
});
