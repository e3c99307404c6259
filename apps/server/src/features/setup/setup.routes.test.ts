import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, cookieHeader, DATABASES, expectError, startTestApp, type TestApp } from '../../../test/harness';
import { hashToken } from '../../lib/ids';
import { createSetupToken } from './setup-token';

const GESTOR = { name: 'Greta Gestora', email: 'greta@test.quorum', password: 'el-faro-ilumina-la-bahía-de-noche-3' };

describe.each(DATABASES)('setup routes (%s)', (kind) => {
  let t: TestApp;
  let token: string;

  const status = async (tok?: string) => {
    const res = await t.call('GET', `/api/setup/status${tok ? `?token=${encodeURIComponent(tok)}` : ''}`);
    expect(res.statusCode).toBe(200);
    return res.json() as { needed: boolean; tokenValid: boolean };
  };
  const setup = (body: Record<string, unknown>) => t.call('POST', '/api/setup', { body: { ...GESTOR, token, ...body } });

  beforeAll(async () => {
    t = await startTestApp(kind);
    token = await createSetupToken(t.ctx.db);
  });
  afterAll(() => t?.destroy());

  describe('GET /api/setup/status', () => {
    it('says setup is needed on a fresh install; a created token is valid, an unknown one is not', async () => {
      expect(await status()).toEqual({ needed: true, tokenValid: false });
      expect(await status(token)).toEqual({ needed: true, tokenValid: true });
      expect(await status('y'.repeat(43))).toEqual({ needed: true, tokenValid: false });
    });
  });

  describe('POST /api/setup', () => {
    it('refuses an unknown token with 400 TOKEN_INVALID and creates nobody', async () => {
      expectError(await setup({ token: 'z'.repeat(43) }), 400, 'TOKEN_INVALID');
      expect(await status()).toEqual({ needed: true, tokenValid: false });
    });

    it('refuses an expired token with 400 TOKEN_INVALID', async () => {
      const expired = await createSetupToken(t.ctx.db);
      await t.ctx.db
        .updateTable('setupToken')
        .set({ expiresAt: new Date(Date.now() - 60_000).toISOString() })
        .where('tokenHash', '=', hashToken(expired))
        .execute();
      expect(await status(expired)).toEqual({ needed: true, tokenValid: false });
      expectError(await setup({ token: expired }), 400, 'TOKEN_INVALID');
      expect((await status()).needed).toBe(true);
    });

    it('refuses a weak password with 400 PASSWORD_WEAK and keeps the token valid', async () => {
      expectError(await setup({ password: 'password123' }), 400, 'PASSWORD_WEAK');
      expect(await status(token)).toEqual({ needed: true, tokenValid: true });
    });

    it('refuses a malformed e-mail or an empty name with 400 VALIDATION', async () => {
      const res = await setup({ email: 'greta', name: '  ' });
      expectError(res, 400, 'VALIDATION');
      expect(Object.keys(res.json().fields)).toEqual(expect.arrayContaining(['email', 'name']));
      expect(await status(token)).toEqual({ needed: true, tokenValid: true });
    });

    it('creates the first Gestor and signs them in', async () => {
      const res = await setup({});
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ user: { email: GESTOR.email, name: GESTOR.name }, profile: { role: 'Gestor', active: true } });
      const cookie = cookieHeader(res);
      expect(res.cookies.find((c) => c.name === 'quorum.session_token')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

      // The session works and has the Gestor's powers.
      expect((await t.call('GET', '/api/users', { cookie })).statusCode).toBe(200);
      expect(await status(token)).toEqual({ needed: false, tokenValid: false });
      const created = (await auditOf(t, cookie)).find((e) => e.action === 'user.created');
      expect(created).toMatchObject({ entity: 'user', entityId: res.json().user.id, actorId: null });

      // The password chosen at setup is the account's password.
      const again = await t.call('POST', '/api/auth/sign-in', { body: { email: GESTOR.email, password: GESTOR.password } });
      expect(again.statusCode).toBe(200);
    });

    it('answers 409 SETUP_DONE to the same token again, or to any other token, and creates nobody', async () => {
      expectError(await setup({ email: 'segunda@test.quorum' }), 409, 'SETUP_DONE');
      const fresh = await createSetupToken(t.ctx.db);
      expectError(await setup({ token: fresh, email: 'tercera@test.quorum' }), 409, 'SETUP_DONE');
      const signIn = await t.call('POST', '/api/auth/sign-in', { body: { email: 'segunda@test.quorum', password: GESTOR.password } });
      expectError(signIn, 401, 'INVALID_CREDENTIALS');
    });
  });
});
