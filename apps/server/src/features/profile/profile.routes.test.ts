import type { ActiveSession } from '@quorum/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditOf,
  cookieHeader,
  DATABASES,
  expectError,
  PASSWORD,
  signInCookie,
  startTestApp,
  type TestAccount,
  type TestApp,
} from '../../../test/harness';

const NEW_PASSWORD = 'la-lluvia-en-sevilla-es-una-maravilla-5';

describe.each(DATABASES)('profile routes (%s)', (kind) => {
  let t: TestApp;
  let gestor: TestAccount;
  let me: TestAccount;

  const signIn = (email: string, password: string) => t.call('POST', '/api/auth/sign-in', { body: { email, password } });
  const works = async (cookie: string) => (await t.call('GET', '/api/profile', { cookie })).statusCode === 200;
  const sessionsOf = async (cookie: string) => {
    const res = await t.call('GET', '/api/profile/sessions', { cookie });
    expect(res.statusCode).toBe(200);
    return res.json() as ActiveSession[];
  };
  const currentSessionId = async (cookie: string) => (await sessionsOf(cookie)).find((s) => s.current)?.id as string;
  /** A new staff account with two sessions: the harness's (`account.cookie`) and a second sign-in. */
  const signedInTwice = async (role: 'Presidente' | 'Logistica') => {
    const account = await t.accountFor(role);
    return { account, second: await signInCookie(t.call, account.email, PASSWORD) };
  };

  beforeAll(async () => {
    // A limit of its own, so the upload limit's answer shows it comes from the setting.
    t = await startTestApp(kind, { MAX_UPLOAD_MB: '3' });
    gestor = await t.accountFor('Gestor');
    me = await t.accountFor('Logistica', { name: 'Marta Perfil' });
  });
  afterAll(() => t?.destroy());

  describe('GET /api/profile', () => {
    it('answers 401 anonymous', async () => {
      expectError(await t.call('GET', '/api/profile'), 401, 'UNAUTHENTICATED');
    });

    it('answers the signed-in person’s own profile', async () => {
      const res = await t.call('GET', '/api/profile', { cookie: me.cookie });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        uid: me.uid,
        email: me.email,
        name: 'Marta Perfil',
        role: 'Logistica',
        language: 'es',
        active: true,
      });
    });
  });

  describe('GET /api/profile/upload-limit', () => {
    it('tells every staff role the largest file the server takes, as MAX_UPLOAD_MB sets it', async () => {
      for (const cookie of [me.cookie, gestor.cookie]) {
        const res = await t.call('GET', '/api/profile/upload-limit', { cookie });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ maxBytes: 3 * 1024 * 1024 });
      }
    });
  });

  describe('PATCH /api/profile', () => {
    const valid = { name: 'Marta P. Ruiz', phone: '+34 600 111 222', grade: '4º ESO', ti: '00000000T', language: 'en' };

    it('answers 401 anonymous', async () => {
      expectError(await t.call('PATCH', '/api/profile', { body: valid }), 401, 'UNAUTHENTICATED');
    });

    it('saves own data and language; the change shows on the next GET and in the session', async () => {
      const res = await t.call('PATCH', '/api/profile', { cookie: me.cookie, body: valid });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject(valid);
      expect((await t.call('GET', '/api/profile', { cookie: me.cookie })).json()).toMatchObject(valid);
      expect((await t.call('GET', '/api/auth/session', { cookie: me.cookie })).json().user.name).toBe('Marta P. Ruiz');
      expect((await auditOf(t, gestor.cookie)).find((e) => e.action === 'profile.updated')).toMatchObject({
        entityId: me.uid,
        actorId: me.uid,
      });
    });

    it('stores empty optional fields as null', async () => {
      const res = await t.call('PATCH', '/api/profile', { cookie: me.cookie, body: { ...valid, phone: '', grade: '  ', ti: null } });
      expect(res.statusCode).toBe(200);
      expect((await t.call('GET', '/api/profile', { cookie: me.cookie })).json()).toMatchObject({ phone: null, grade: null, ti: null });
    });

    it('ignores fields a person may not change about themselves (role, commission, e-mail, active)', async () => {
      const res = await t.call('PATCH', '/api/profile', {
        cookie: me.cookie,
        body: { ...valid, role: 'Gestor', comissionId: 'x', email: 'otro@test.quorum', active: false },
      });
      expect(res.statusCode).toBe(200);
      expect((await t.call('GET', '/api/profile', { cookie: me.cookie })).json()).toMatchObject({
        role: 'Logistica',
        comissionId: null,
        email: me.email,
        active: true,
      });
      expectError(await t.call('GET', '/api/users', { cookie: me.cookie }), 403, 'FORBIDDEN');
    });

    it('answers 400 VALIDATION with `fields` to an empty name or an unknown language, changing nothing', async () => {
      const before = (await t.call('GET', '/api/profile', { cookie: me.cookie })).json();
      const res = await t.call('PATCH', '/api/profile', { cookie: me.cookie, body: { ...valid, name: '   ', language: 'fr' } });
      expectError(res, 400, 'VALIDATION');
      expect(Object.keys(res.json().fields)).toEqual(expect.arrayContaining(['name', 'language']));
      expect((await t.call('GET', '/api/profile', { cookie: me.cookie })).json()).toEqual(before);
    });
  });

  describe('POST /api/profile/password', () => {
    it('answers 401 anonymous', async () => {
      expectError(
        await t.call('POST', '/api/profile/password', { body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD } }),
        401,
        'UNAUTHENTICATED',
      );
    });

    it('answers 400 PASSWORD_WRONG to a wrong current password; the password stays', async () => {
      const res = await t.call('POST', '/api/profile/password', {
        cookie: me.cookie,
        body: { currentPassword: 'no-es-esta-la-clave', newPassword: NEW_PASSWORD },
      });
      expectError(res, 400, 'PASSWORD_WRONG');
      expect((await signIn(me.email, PASSWORD)).statusCode).toBe(200);
      expectError(await signIn(me.email, NEW_PASSWORD), 401, 'INVALID_CREDENTIALS');
    });

    it('answers 400 PASSWORD_WEAK to a weak new password and 400 VALIDATION to a short one', async () => {
      expectError(
        await t.call('POST', '/api/profile/password', {
          cookie: me.cookie,
          body: { currentPassword: PASSWORD, newPassword: 'password123' },
        }),
        400,
        'PASSWORD_WEAK',
      );
      const short = await t.call('POST', '/api/profile/password', {
        cookie: me.cookie,
        body: { currentPassword: PASSWORD, newPassword: 'corta' },
      });
      expectError(short, 400, 'VALIDATION');
      expect(short.json().fields).toHaveProperty('newPassword');
      expect((await signIn(me.email, PASSWORD)).statusCode).toBe(200);
    });

    /** A new account signed in twice changes its password from its first session. */
    const changeWithTwoSessions = async (role: 'Presidente' | 'Logistica', revokeOtherSessions: boolean) => {
      const { account, second: other } = await signedInTwice(role);
      const res = await t.call('POST', '/api/profile/password', {
        cookie: account.cookie,
        body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, revokeOtherSessions },
      });
      return { account, other, res };
    };

    it('with revokeOtherSessions: ends the other sessions, keeps this one working and sets the new password', async () => {
      const { account, other, res } = await changeWithTwoSessions('Presidente', true);
      expect(res.statusCode).toBe(204);
      const current = res.cookies.length ? cookieHeader(res) : account.cookie;
      expect(await works(current)).toBe(true);
      expect(await works(other)).toBe(false);
      expect(await sessionsOf(current)).toHaveLength(1);
      expectError(await signIn(account.email, PASSWORD), 401, 'INVALID_CREDENTIALS');
      expect((await signIn(account.email, NEW_PASSWORD)).statusCode).toBe(200);
      expect(
        (await auditOf(t, gestor.cookie)).find((e) => e.action === 'profile.password_changed' && e.entityId === account.uid),
      ).toBeTruthy();
    });

    it('without revokeOtherSessions: the other sessions keep working', async () => {
      const { account, other, res } = await changeWithTwoSessions('Logistica', false);
      expect(res.statusCode).toBe(204);
      expect(await works(res.cookies.length ? cookieHeader(res) : account.cookie)).toBe(true);
      expect(await works(other)).toBe(true);
      expect((await signIn(account.email, NEW_PASSWORD)).statusCode).toBe(200);
    });
  });

  describe('GET /api/profile/sessions', () => {
    it('answers 401 anonymous', async () => {
      expectError(await t.call('GET', '/api/profile/sessions'), 401, 'UNAUTHENTICATED');
    });

    it('lists the person’s own sessions and marks the one making the request as current', async () => {
      const { account, second } = await signedInTwice('Presidente');
      const fromFirst = await sessionsOf(account.cookie);
      const fromSecond = await sessionsOf(second);
      expect(fromFirst).toHaveLength(2);
      expect(fromFirst.filter((s) => s.current)).toHaveLength(1);
      expect(fromSecond.filter((s) => s.current)).toHaveLength(1);
      const firstId = fromFirst.find((s) => s.current)?.id;
      const secondId = fromSecond.find((s) => s.current)?.id;
      expect(firstId).not.toBe(secondId);
      expect(fromFirst.map((s) => s.id).sort()).toEqual([firstId, secondId].sort());
      // No session tokens in the answer.
      expect(Object.keys(fromFirst[0]).sort()).toEqual(['createdAt', 'current', 'device', 'expiresAt', 'id', 'ipAddress', 'userAgent']);
      // Another person's sessions are not listed.
      const others = await sessionsOf(me.cookie);
      expect(others.map((s) => s.id)).not.toContain(firstId);
    });
  });

  describe('DELETE /api/profile/sessions/:id', () => {
    it('answers 401 anonymous', async () => {
      expectError(await t.call('DELETE', '/api/profile/sessions/cualquiera'), 401, 'UNAUTHENTICATED');
    });

    it('ends another session of the same person; this one keeps working', async () => {
      const { account, second } = await signedInTwice('Logistica');
      const secondId = await currentSessionId(second);
      const res = await t.call('DELETE', `/api/profile/sessions/${secondId}`, { cookie: account.cookie });
      expect(res.statusCode).toBe(204);
      expect(await works(second)).toBe(false);
      expect(await works(account.cookie)).toBe(true);
      expect((await sessionsOf(account.cookie)).map((s) => s.id)).not.toContain(secondId);
      expect((await auditOf(t, gestor.cookie)).find((e) => e.action === 'profile.session_ended' && e.entityId === secondId)).toBeTruthy();
    });

    it('answers 404 to an unknown id, and to another person’s session (which keeps working)', async () => {
      const account = await t.accountFor('Logistica');
      expectError(await t.call('DELETE', '/api/profile/sessions/no-existe', { cookie: account.cookie }), 404, 'NOT_FOUND');
      const othersId = await currentSessionId(me.cookie);
      expectError(await t.call('DELETE', `/api/profile/sessions/${othersId}`, { cookie: account.cookie }), 404, 'NOT_FOUND');
      expect(await works(me.cookie)).toBe(true);
    });
  });
});
