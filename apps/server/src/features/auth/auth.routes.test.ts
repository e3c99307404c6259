import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAccountWithoutProfile,
  DATABASES,
  expectError,
  outboxOf,
  PASSWORD,
  resetTokenIn,
  signInCookie,
  startTestApp,
  type TestAccount,
  type TestApp,
} from '../../../test/harness';
import { createStaffAccount } from '../../auth/accounts';

const NEW_PASSWORD = 'la-tortuga-cruza-el-puente-de-piedra-4';

describe.each(DATABASES)('auth routes (%s)', (kind) => {
  let t: TestApp;
  let gestor: TestAccount;
  let logistica: TestAccount;

  const signIn = (email: string, password: string) => t.call('POST', '/api/auth/sign-in', { body: { email, password } });
  const sessionStatus = async (cookie: string) => (await t.call('GET', '/api/auth/session', { cookie })).statusCode;

  beforeAll(async () => {
    t = await startTestApp(kind);
    gestor = await t.accountFor('Gestor');
    logistica = await t.accountFor('Logistica', { name: 'Lucía Logística' });
  });
  afterAll(() => t?.destroy());

  describe('POST /api/auth/sign-in', () => {
    it('answers the account and profile and sets an HttpOnly, SameSite=Lax session cookie', async () => {
      const res = await signIn(logistica.email, PASSWORD);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.user).toEqual({ id: logistica.uid, email: logistica.email, name: 'Lucía Logística' });
      expect(body.profile).toMatchObject({ uid: logistica.uid, role: 'Logistica', active: true, comissionId: null });
      expect(body.profile.lastLoginAt).toEqual(expect.any(String));

      const session = res.cookies.find((c) => c.name === 'quorum.session_token');
      expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(session?.value).toBeTruthy();
      // The session token never appears in the body (it must not reach local storage).
      expect(res.body).not.toContain(session?.value.split('.')[0]);

      const me = await t.call('GET', '/api/auth/session', { cookie: `quorum.session_token=${session?.value}` });
      expect(me.statusCode).toBe(200);
      expect(me.json().profile.uid).toBe(logistica.uid);
    });

    it('accepts the e-mail typed in another case', async () => {
      const res = await signIn(logistica.email.toUpperCase(), PASSWORD);
      expect(res.statusCode).toBe(200);
      expect(res.json().user.id).toBe(logistica.uid);
    });

    it('answers 401 INVALID_CREDENTIALS to a wrong password, and exactly the same to an unknown e-mail', async () => {
      const wrong = await signIn(logistica.email, 'no-es-la-contraseña-correcta');
      expectError(wrong, 401, 'INVALID_CREDENTIALS');
      const unknown = await signIn('nadie@test.quorum', PASSWORD);
      expectError(unknown, 401, 'INVALID_CREDENTIALS');
      expect(unknown.json()).toEqual(wrong.json());
      expect(wrong.cookies).toEqual([]);
      expect(unknown.cookies).toEqual([]);
    });

    it('answers 403 PROFILE_MISSING to an account without a profile and leaves no session behind', async () => {
      const uid = await createAccountWithoutProfile(t, 'sinperfil@test.quorum', PASSWORD);
      const res = await signIn('sinperfil@test.quorum', PASSWORD);
      expectError(res, 403, 'PROFILE_MISSING');
      expect(res.json().message).toBe('El documento de usuario no existe');
      expect(res.cookies.filter((c) => c.value)).toEqual([]);
      const authCtx = await t.ctx.auth.$context;
      expect(await authCtx.internalAdapter.listSessions(uid)).toEqual([]);
    });

    it('answers 403 ACCOUNT_DISABLED to a disabled account (right password)', async () => {
      const target = await t.accountFor('Logistica');
      expect((await t.call('POST', `/api/users/${target.uid}/disable`, { cookie: gestor.cookie })).statusCode).toBe(200);
      const res = await signIn(target.email, PASSWORD);
      expectError(res, 403, 'ACCOUNT_DISABLED');
      expect(res.cookies.filter((c) => c.value)).toEqual([]);
    });

    it('answers 400 VALIDATION to a malformed e-mail or an empty password', async () => {
      const res = await signIn('no-es-un-correo', PASSWORD);
      expectError(res, 400, 'VALIDATION');
      expect(res.json().fields).toHaveProperty('email');
      expectError(await signIn(logistica.email, ''), 400, 'VALIDATION');
    });
  });

  describe('GET /api/auth/session', () => {
    it('answers 401 UNAUTHENTICATED without a cookie or with a made-up one', async () => {
      expectError(await t.call('GET', '/api/auth/session'), 401, 'UNAUTHENTICATED');
      expectError(await t.call('GET', '/api/auth/session', { cookie: 'quorum.session_token=inventado.firma' }), 401, 'UNAUTHENTICATED');
    });

    it('answers 401 to the session token without its signature or with a forged one; the signed cookie works', async () => {
      const value = decodeURIComponent(gestor.cookie.split('=').slice(1).join('='));
      const token = value.slice(0, value.lastIndexOf('.'));
      const forged = `${token}.${Buffer.alloc(32, 7).toString('base64')}`;
      for (const cookie of [`quorum.session_token=${token}`, `quorum.session_token=${encodeURIComponent(forged)}`]) {
        expectError(await t.call('GET', '/api/auth/session', { cookie }), 401, 'UNAUTHENTICATED');
        expectError(await t.call('GET', '/api/profile', { cookie }), 401, 'UNAUTHENTICATED');
      }
      expect((await t.call('GET', '/api/profile', { cookie: gestor.cookie })).statusCode).toBe(200);
    });

    it('answers the signed-in account and its profile', async () => {
      const res = await t.call('GET', '/api/auth/session', { cookie: gestor.cookie });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ user: { id: gestor.uid, email: gestor.email }, profile: { uid: gestor.uid, role: 'Gestor' } });
    });
  });

  describe('POST /api/auth/sign-out', () => {
    it('answers 401 when not signed in', async () => {
      expectError(await t.call('POST', '/api/auth/sign-out'), 401, 'UNAUTHENTICATED');
    });

    it('ends this session on the server (the same cookie sent again is refused) but not the account’s other sessions', async () => {
      const first = await signInCookie(t.call, logistica.email, PASSWORD);
      const second = await signInCookie(t.call, logistica.email, PASSWORD);
      const res = await t.call('POST', '/api/auth/sign-out', { cookie: first });
      expect(res.statusCode).toBe(204);
      expect(res.cookies.find((c) => c.name === 'quorum.session_token')?.maxAge).toBe(0);
      expect(await sessionStatus(first)).toBe(401);
      expect((await t.call('GET', '/api/profile', { cookie: first })).statusCode).toBe(401);
      expect(await sessionStatus(second)).toBe(200);
    });
  });

  describe('POST /api/auth/forgot-password', () => {
    it('answers 202 for an existing and an unknown e-mail alike; only the existing account gets a mail', async () => {
      const account = await t.accountFor('Presidente');
      const known = await t.call('POST', '/api/auth/forgot-password', { body: { email: account.email } });
      const unknown = await t.call('POST', '/api/auth/forgot-password', { body: { email: 'desconocido@test.quorum' } });
      expect(known.statusCode).toBe(202);
      expect(unknown.statusCode).toBe(202);
      expect(unknown.body).toBe(known.body);

      const mails = await outboxOf(t, gestor.cookie, account.email);
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toBe('Restablecer tu contraseña de Quórum');
      expect(mails[0].text).toContain('http://localhost:3000/reset-password?token=');
      expect(await outboxOf(t, gestor.cookie, 'desconocido@test.quorum')).toEqual([]);
    });

    it('finds the account whatever the case of the e-mail typed', async () => {
      const account = await t.accountFor('Logistica');
      expect((await t.call('POST', '/api/auth/forgot-password', { body: { email: account.email.toUpperCase() } })).statusCode).toBe(202);
      expect(await outboxOf(t, gestor.cookie, account.email)).toHaveLength(1);
    });

    it('sends nothing to a disabled account (but answers the same 202)', async () => {
      const account = await t.accountFor('Logistica');
      await t.call('POST', `/api/users/${account.uid}/disable`, { cookie: gestor.cookie });
      expect((await t.call('POST', '/api/auth/forgot-password', { body: { email: account.email } })).statusCode).toBe(202);
      expect(await outboxOf(t, gestor.cookie, account.email)).toEqual([]);
    });

    it('answers 400 VALIDATION to a malformed e-mail', async () => {
      expectError(await t.call('POST', '/api/auth/forgot-password', { body: { email: 'arroba' } }), 400, 'VALIDATION');
    });
  });

  describe('POST /api/auth/reset-password', () => {
    let account: TestAccount;
    let token: string;

    beforeAll(async () => {
      account = await t.accountFor('Presidente', { name: 'Ramiro Restablece' });
      await t.call('POST', '/api/auth/forgot-password', { body: { email: account.email } });
      const [mail] = await outboxOf(t, gestor.cookie, account.email);
      token = resetTokenIn(mail.text);
    });

    const reset = (tok: string, password: string) => t.call('POST', '/api/auth/reset-password', { body: { token: tok, password } });

    it('rejects a weak password with 400 PASSWORD_WEAK and keeps the token usable', async () => {
      expectError(await reset(token, 'password123'), 400, 'PASSWORD_WEAK');
      expect((await signIn(account.email, PASSWORD)).statusCode).toBe(200);
    });

    it('rejects a password shorter than 10 characters with 400 VALIDATION', async () => {
      const res = await reset(token, 'corta-1');
      expectError(res, 400, 'VALIDATION');
      expect(res.json().fields).toHaveProperty('password');
    });

    it('rejects an unknown token with 400 TOKEN_INVALID', async () => {
      expectError(await reset('x'.repeat(43), NEW_PASSWORD), 400, 'TOKEN_INVALID');
    });

    it('sets the new password with the token from the mail and ends every existing session', async () => {
      const otherSession = await signInCookie(t.call, account.email, PASSWORD);
      expect(await sessionStatus(account.cookie)).toBe(200);

      const res = await reset(token, NEW_PASSWORD);
      expect(res.statusCode).toBe(204);

      expect(await sessionStatus(account.cookie)).toBe(401);
      expect(await sessionStatus(otherSession)).toBe(401);
      expectError(await signIn(account.email, PASSWORD), 401, 'INVALID_CREDENTIALS');
      expect((await signIn(account.email, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('refuses the same token a second time with 400 TOKEN_INVALID (password unchanged)', async () => {
      expectError(await reset(token, 'otra-frase-distinta-para-probar-8'), 400, 'TOKEN_INVALID');
      expect((await signIn(account.email, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('refuses an expired token with 400 TOKEN_INVALID (password unchanged)', async () => {
      const other = await t.accountFor('Logistica');
      await t.call('POST', '/api/auth/forgot-password', { body: { email: other.email } });
      const [mail] = await outboxOf(t, gestor.cookie, other.email);
      const expired = resetTokenIn(mail.text);
      const authCtx = await t.ctx.auth.$context;
      expect(await authCtx.internalAdapter.findVerificationValue(`reset-password:${expired}`)).toBeTruthy();
      await authCtx.internalAdapter.updateVerificationByIdentifier(`reset-password:${expired}`, {
        expiresAt: new Date(Date.now() - 60_000),
      });

      expectError(await reset(expired, NEW_PASSWORD), 400, 'TOKEN_INVALID');
      expect((await signIn(other.email, PASSWORD)).statusCode).toBe(200);
    });
  });
});

describe.each(DATABASES)('auth rate limit (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { RATE_LIMIT_AUTH_PER_MINUTE: '3' });
    // Created directly: signing in through the API would use up the limit.
    await createStaffAccount(
      t.ctx,
      { email: 'limite@test.quorum', name: 'Límite', role: 'Logistica', password: PASSWORD },
      { uid: null, ip: null },
    );
  });
  afterAll(() => t?.destroy());

  it('answers the 4th sign-in within a minute with 429 RATE_LIMITED, even with the right password', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await t.call('POST', '/api/auth/sign-in', { body: { email: 'limite@test.quorum', password: `intento-fallido-${i}` } });
      expectError(res, 401, 'INVALID_CREDENTIALS');
    }
    const fourth = await t.call('POST', '/api/auth/sign-in', { body: { email: 'limite@test.quorum', password: PASSWORD } });
    expectError(fourth, 429, 'RATE_LIMITED');
    expect(fourth.cookies).toEqual([]);
  });
});

describe.skipIf(!DATABASES.includes('postgres'))('auth rate limit shared by two processes (postgres)', () => {
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    one = await startTestApp('postgres', { RATE_LIMIT_AUTH_PER_MINUTE: '4' });
    // A second server on the same database, as behind a load balancer.
    two = await startTestApp('postgres', { RATE_LIMIT_AUTH_PER_MINUTE: '4', DATABASE_URL: one.ctx.config.databaseUrl as string });
    await createStaffAccount(
      one.ctx,
      { email: 'compartido@test.quorum', name: 'Compartido', role: 'Logistica', password: PASSWORD },
      { uid: null, ip: null },
    );
  });
  afterAll(async () => {
    await two?.destroy();
    await one?.destroy();
  });

  it('counts the sign-ins of one address on both servers: the 5th is refused whichever server it reaches', async () => {
    const signIn = (t: TestApp, i: number) =>
      t.call('POST', '/api/auth/sign-in', { body: { email: 'compartido@test.quorum', password: `intento-fallido-${i}` } });
    for (const [i, t] of [one, two, one, two].entries()) expectError(await signIn(t, i), 401, 'INVALID_CREDENTIALS');
    const fifth = await signIn(two, 4);
    expectError(fifth, 429, 'RATE_LIMITED');
    expect(Number(fifth.headers['retry-after'])).toBeGreaterThan(0);
    expectError(await signIn(one, 5), 429, 'RATE_LIMITED');
  });
});
