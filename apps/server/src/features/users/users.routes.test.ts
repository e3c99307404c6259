import type { StaffUser } from '@quorum/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditOf,
  DATABASES,
  expectError,
  outboxOf,
  PASSWORD,
  resetTokenIn,
  startTestApp,
  statementsDuring,
  type TestAccount,
  type TestApp,
} from '../../../test/harness';
import { createCommission } from '../../../test/fixtures';

const CHOSEN = 'el-cóndor-vuela-sobre-los-andes-12';

describe.each(DATABASES)('users routes (%s)', (kind) => {
  let t: TestApp;
  let admin: TestAccount;
  let presidente: TestAccount;
  let commissionId: string;
  let archivedId: string;

  const users = async () => {
    const res = await t.call('GET', '/api/users', { cookie: admin.cookie });
    expect(res.statusCode).toBe(200);
    return res.json() as StaffUser[];
  };
  const userByEmail = async (email: string) => (await users()).find((u) => u.email === email);
  const create = (body: Record<string, unknown>) => t.call('POST', '/api/users', { cookie: admin.cookie, body });
  const signIn = (email: string, password: string) => t.call('POST', '/api/auth/sign-in', { body: { email, password } });
  const actionsOn = async (uid: string) => (await auditOf(t, admin.cookie)).filter((e) => e.entityId === uid);

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.accountFor('Gestor', { name: 'Ana Administra' });
    commissionId = (await createCommission(t, admin.cookie, 'Consejo de Seguridad')).id;
    archivedId = (await createCommission(t, admin.cookie, 'Comisión Cerrada')).id;
    await t.call('POST', `/api/commissions/${archivedId}/archive`, { cookie: admin.cookie });
    presidente = await t.accountFor('Presidente', { comissionId: commissionId });
  });
  afterAll(() => t?.destroy());

  describe('GET /api/users', () => {
    it('answers 401 anonymous and 403 to a Presidente', async () => {
      expectError(await t.call('GET', '/api/users'), 401, 'UNAUTHENTICATED');
      expectError(await t.call('GET', '/api/users', { cookie: presidente.cookie }), 403, 'FORBIDDEN');
    });

    it('lists every staff profile without any password data', async () => {
      const list = await users();
      expect(list.map((u) => u.email)).toEqual(expect.arrayContaining([admin.email, presidente.email]));
      expect(list.find((u) => u.uid === presidente.uid)).toMatchObject({ role: 'Presidente', comissionId: commissionId, active: true });
      expect(JSON.stringify(list)).not.toMatch(/password|hash/i);
    });

    it('is answered again without the database until something is written; an edit shows on the next read', async () => {
      const staff = await t.accountFor('Logistica', { name: 'Lucía Puerta' });
      const first = await users();
      expect(await statementsDuring(t, async () => expect(await users()).toEqual(first))).toBe(0);
      const edited = await t.call('PATCH', `/api/users/${staff.uid}`, {
        cookie: admin.cookie,
        body: { name: 'Lucía Renombrada', role: 'Logistica' },
      });
      expect(edited.statusCode).toBe(200);
      expect((await users()).find((u) => u.uid === staff.uid)?.name).toBe('Lucía Renombrada');
    });
  });

  describe('POST /api/users', () => {
    it('answers 401 anonymous and 403 to a Presidente, creating nobody', async () => {
      const body = { name: 'Intruso', email: 'intruso@test.quorum', role: 'Gestor', invite: false, password: CHOSEN };
      expectError(await t.call('POST', '/api/users', { body }), 401, 'UNAUTHENTICATED');
      expectError(await t.call('POST', '/api/users', { cookie: presidente.cookie, body }), 403, 'FORBIDDEN');
      expect(await userByEmail('intruso@test.quorum')).toBeUndefined();
    });

    it('by invitation (the default): mails a /reset-password link that sets the password', async () => {
      const res = await create({ name: 'Inés Invitada', email: 'ines@test.quorum', role: 'Logistica' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        email: 'ines@test.quorum',
        name: 'Inés Invitada',
        role: 'Logistica',
        active: true,
        lastLoginAt: null,
      });

      const mails = await outboxOf(t, admin.cookie, 'ines@test.quorum');
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toMatch(/^Invitación a /);
      expect(mails[0].text).toContain('http://localhost:3000/reset-password?token=');
      expect(mails[0].text).toContain('ines@test.quorum');

      // No password until the link is used.
      expectError(await signIn('ines@test.quorum', PASSWORD), 401, 'INVALID_CREDENTIALS');
      const reset = await t.call('POST', '/api/auth/reset-password', { body: { token: resetTokenIn(mails[0].text), password: CHOSEN } });
      expect(reset.statusCode).toBe(204);
      const signedIn = await signIn('ines@test.quorum', CHOSEN);
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json().profile.role).toBe('Logistica');
    });

    it('with a password: the account can sign in at once and no mail is sent', async () => {
      const res = await create({ name: 'Pablo Password', email: 'pablo@test.quorum', role: 'Gestor', invite: false, password: CHOSEN });
      expect(res.statusCode).toBe(201);
      expect((await signIn('pablo@test.quorum', CHOSEN)).statusCode).toBe(200);
      expect(await outboxOf(t, admin.cookie, 'pablo@test.quorum')).toEqual([]);
      expect((await actionsOn(res.json().uid)).map((e) => e.action)).toContain('user.created');
      expect((await actionsOn(res.json().uid)).find((e) => e.action === 'user.created')).toMatchObject({
        actorId: admin.uid,
        actorName: 'Ana Administra',
      });
    });

    it('stores the role aliases as their stored value', async () => {
      const cases: [string, string][] = [
        ['Delegado de Logistica', 'Logistica'],
        ['Delegado de Logística', 'Logistica'],
        ['presidente de comisión', 'Presidente'],
        ['Secretaría / Gestor', 'Gestor'],
      ];
      for (const [i, [role, stored]] of cases.entries()) {
        const res = await create({ name: `Alias ${i}`, email: `alias${i}@test.quorum`, role });
        expect(res.statusCode, role).toBe(201);
        expect(res.json().role, role).toBe(stored);
        expect((await userByEmail(`alias${i}@test.quorum`))?.role, role).toBe(stored);
      }
    });

    it('keeps the commission for a Presidente only', async () => {
      const chair = await create({ name: 'Presi Nueva', email: 'presi.nueva@test.quorum', role: 'Presidente', comissionId: commissionId });
      expect(chair.json().comissionId).toBe(commissionId);
      const staff = await create({ name: 'Logi Nueva', email: 'logi.nueva@test.quorum', role: 'Logistica', comissionId: commissionId });
      expect(staff.json().comissionId).toBeNull();
    });

    it('stores the e-mail in lower case and answers 409 EMAIL_TAKEN to the same e-mail in any case', async () => {
      const res = await create({ name: 'Mayúsculas', email: 'Mayus@Test.Quorum', role: 'Logistica' });
      expect(res.json().email).toBe('mayus@test.quorum');
      const before = (await users()).length;
      expectError(await create({ name: 'Otra', email: 'MAYUS@test.quorum', role: 'Gestor' }), 409, 'EMAIL_TAKEN');
      expectError(await create({ name: 'Otra', email: admin.email, role: 'Gestor', invite: false, password: CHOSEN }), 409, 'EMAIL_TAKEN');
      expect((await users()).length).toBe(before);
      expect((await userByEmail('mayus@test.quorum'))?.name).toBe('Mayúsculas');
    });

    it('answers 400 VALIDATION to a Presidente with an unknown or archived commission, creating nobody', async () => {
      const unknown = await create({ name: 'Presi Perdida', email: 'perdida@test.quorum', role: 'Presidente', comissionId: 'no-existe' });
      expectError(unknown, 400, 'VALIDATION');
      expect(unknown.json().fields).toHaveProperty('comissionId');
      expectError(
        await create({ name: 'Presi Archivada', email: 'archivada@test.quorum', role: 'Presidente', comissionId: archivedId }),
        400,
        'VALIDATION',
      );
      expect(await userByEmail('perdida@test.quorum')).toBeUndefined();
      expect(await userByEmail('archivada@test.quorum')).toBeUndefined();
      expect(await outboxOf(t, admin.cookie, 'perdida@test.quorum')).toEqual([]);
    });

    it('answers 400 to bad input: unknown role, no password without invitation, weak password, bad e-mail', async () => {
      const role = await create({ name: 'Rol Raro', email: 'rol@test.quorum', role: 'Delegado' });
      expectError(role, 400, 'VALIDATION');
      expect(role.json().fields).toHaveProperty('role');
      const noPassword = await create({ name: 'Sin Clave', email: 'sinclave@test.quorum', role: 'Logistica', invite: false });
      expectError(noPassword, 400, 'VALIDATION');
      expect(noPassword.json().fields).toHaveProperty('password');
      expectError(
        await create({ name: 'Débil', email: 'debil@test.quorum', role: 'Logistica', invite: false, password: 'password123' }),
        400,
        'PASSWORD_WEAK',
      );
      expectError(await create({ name: 'Sin Nombre', email: 'no-es-correo', role: 'Logistica' }), 400, 'VALIDATION');
      for (const email of ['rol@test.quorum', 'sinclave@test.quorum', 'debil@test.quorum'])
        expect(await userByEmail(email)).toBeUndefined();
      // The weak-password attempt left no half-made account behind: the address can be used.
      expect((await create({ name: 'Débil', email: 'debil@test.quorum', role: 'Logistica' })).statusCode).toBe(201);
    });
  });

  describe('invitations', () => {
    it('says the invitation only sits in the outbox without SMTP, and lists the account as pending until it sets a password', async () => {
      const res = await create({ name: 'Iris Invitada', email: 'iris@test.quorum', role: 'Logistica' });
      expect(res.statusCode).toBe(201);
      expect(res.json().invitation).toBe('outbox');
      expect(await userByEmail('iris@test.quorum')).toMatchObject({ active: true, invitationPending: true });
      expect((await userByEmail(admin.email))?.invitationPending).toBe(false);

      const [mail] = await outboxOf(t, admin.cookie, 'iris@test.quorum');
      expect(mail.status).toBe('outbox');
      const set = await t.call('POST', '/api/auth/reset-password', { body: { token: resetTokenIn(mail.text), password: CHOSEN } });
      expect(set.statusCode).toBeLessThan(300);
      expect((await userByEmail('iris@test.quorum'))?.invitationPending).toBe(false);
    });

    it('creates an account with a password as not pending, with no invitation', async () => {
      const res = await create({ name: 'Pía Con Clave', email: 'pia@test.quorum', role: 'Logistica', invite: false, password: CHOSEN });
      expect(res.json().invitation).toBeNull();
      expect((await userByEmail('pia@test.quorum'))?.invitationPending).toBe(false);
    });

    it('says a password link sent by a Gestor only sits in the outbox without SMTP', async () => {
      const pia = await userByEmail('pia@test.quorum');
      const res = await t.call('POST', `/api/users/${pia?.uid}/password-reset`, { cookie: admin.cookie });
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ ok: true, delivery: 'outbox' });
    });
  });

  describe('PATCH /api/users/:uid', () => {
    it('answers 401 anonymous, 403 to a Presidente and 404 to an unknown uid', async () => {
      const body = { name: 'X', role: 'Gestor' };
      expectError(await t.call('PATCH', `/api/users/${presidente.uid}`, { body }), 401, 'UNAUTHENTICATED');
      expectError(await t.call('PATCH', `/api/users/${presidente.uid}`, { cookie: presidente.cookie, body }), 403, 'FORBIDDEN');
      expectError(await t.call('PATCH', '/api/users/no-existe', { cookie: admin.cookie, body }), 404, 'NOT_FOUND');
      expect((await userByEmail(presidente.email))?.role).toBe('Presidente');
    });

    it('edits a profile: the change shows in the list and in the person’s own session', async () => {
      const target = await t.accountFor('Presidente', { comissionId: commissionId });
      const res = await t.call('PATCH', `/api/users/${target.uid}`, {
        cookie: admin.cookie,
        body: {
          name: 'Nombre Corregido',
          role: 'Delegado de Logística',
          comissionId: commissionId,
          phone: '600 000 000',
          grade: '',
          ti: '12345678Z',
        },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        name: 'Nombre Corregido',
        role: 'Logistica',
        comissionId: null,
        phone: '600 000 000',
        grade: null,
        ti: '12345678Z',
      });
      expect(await userByEmail(target.email)).toMatchObject({ name: 'Nombre Corregido', role: 'Logistica' });
      const own = await t.call('GET', '/api/auth/session', { cookie: target.cookie });
      expect(own.json()).toMatchObject({ user: { name: 'Nombre Corregido' }, profile: { role: 'Logistica' } });
      // Now Logistica: the commission list shows no projection codes.
      const list = (await t.call('GET', '/api/commissions', { cookie: target.cookie })).json();
      expect(list.every((c: { projectionCode: string | null }) => c.projectionCode === null)).toBe(true);
      expect((await actionsOn(target.uid)).map((e) => e.action)).toContain('user.updated');
    });

    it('answers 400 to a Presidente with an unknown commission and to an empty name, changing nothing', async () => {
      expectError(
        await t.call('PATCH', `/api/users/${presidente.uid}`, {
          cookie: admin.cookie,
          body: { name: 'P', role: 'Presidente', comissionId: 'no-existe' },
        }),
        400,
        'VALIDATION',
      );
      expectError(
        await t.call('PATCH', `/api/users/${presidente.uid}`, { cookie: admin.cookie, body: { name: ' ', role: 'Presidente' } }),
        400,
        'VALIDATION',
      );
      expect(await userByEmail(presidente.email)).toMatchObject({ comissionId: commissionId, name: presidente.name });
    });
  });

  describe('POST /api/users/:uid/disable and /enable', () => {
    it('answers 401 anonymous and 403 to a Presidente', async () => {
      expectError(await t.call('POST', `/api/users/${admin.uid}/disable`), 401, 'UNAUTHENTICATED');
      expectError(await t.call('POST', `/api/users/${admin.uid}/disable`, { cookie: presidente.cookie }), 403, 'FORBIDDEN');
      expectError(await t.call('POST', `/api/users/${presidente.uid}/enable`, { cookie: presidente.cookie }), 403, 'FORBIDDEN');
      expectError(await t.call('POST', '/api/users/no-existe/disable', { cookie: admin.cookie }), 404, 'NOT_FOUND');
    });

    it('disabling ends the person’s sessions at once; they cannot sign in until enabled', async () => {
      const target = await t.accountFor('Logistica');
      expect((await t.call('GET', '/api/profile', { cookie: target.cookie })).statusCode).toBe(200);

      const disabled = await t.call('POST', `/api/users/${target.uid}/disable`, { cookie: admin.cookie });
      expect(disabled.statusCode).toBe(200);
      expect(disabled.json().active).toBe(false);
      expectError(await t.call('GET', '/api/profile', { cookie: target.cookie }), 401, 'UNAUTHENTICATED');
      expectError(await signIn(target.email, PASSWORD), 403, 'ACCOUNT_DISABLED');
      expect((await userByEmail(target.email))?.active).toBe(false);
      // A reset link is not sent to a disabled account.
      expectError(await t.call('POST', `/api/users/${target.uid}/password-reset`, { cookie: admin.cookie }), 403, 'ACCOUNT_DISABLED');

      const enabled = await t.call('POST', `/api/users/${target.uid}/enable`, { cookie: admin.cookie });
      expect(enabled.statusCode).toBe(200);
      expect(enabled.json().active).toBe(true);
      // The old sessions were ended, not just hidden: enabling does not bring them back.
      expectError(await t.call('GET', '/api/profile', { cookie: target.cookie }), 401, 'UNAUTHENTICATED');
      expect((await signIn(target.email, PASSWORD)).statusCode).toBe(200);

      const actions = (await actionsOn(target.uid)).map((e) => e.action);
      expect(actions).toEqual(expect.arrayContaining(['user.disabled', 'user.enabled']));
    });
  });

  describe('the last active Gestor', () => {
    beforeAll(async () => {
      // Gestores created by earlier tests are demoted so that `admin` is the only active one.
      for (const u of await users()) {
        if (u.role === 'Gestor' && u.uid !== admin.uid && u.active) {
          const res = await t.call('PATCH', `/api/users/${u.uid}`, { cookie: admin.cookie, body: { name: u.name, role: 'Logistica' } });
          expect(res.statusCode, u.email).toBe(200);
        }
      }
    });

    it('cannot disable or demote themselves while they are the only active Gestor', async () => {
      expectError(await t.call('POST', `/api/users/${admin.uid}/disable`, { cookie: admin.cookie }), 409, 'LAST_GESTOR');
      expectError(
        await t.call('PATCH', `/api/users/${admin.uid}`, { cookie: admin.cookie, body: { name: admin.name, role: 'Logistica' } }),
        409,
        'LAST_GESTOR',
      );
      const me = await t.call('GET', '/api/profile', { cookie: admin.cookie });
      expect(me.json()).toMatchObject({ role: 'Gestor', active: true });
    });

    it('can be disabled or demoted when another active Gestor exists; disabled Gestores do not count', async () => {
      const second = await t.accountFor('Gestor');
      const third = await t.accountFor('Gestor');
      const disabled = await t.call('POST', `/api/users/${second.uid}/disable`, { cookie: admin.cookie });
      expect(disabled.statusCode).toBe(200);
      const demoted = await t.call('PATCH', `/api/users/${third.uid}`, {
        cookie: admin.cookie,
        body: { name: third.name, role: 'Presidente', comissionId: commissionId },
      });
      expect(demoted.statusCode).toBe(200);
      expect(demoted.json()).toMatchObject({ role: 'Presidente', comissionId: commissionId });
      // `second` is disabled and `third` demoted: admin is the last active Gestor again.
      expectError(await t.call('POST', `/api/users/${admin.uid}/disable`, { cookie: admin.cookie }), 409, 'LAST_GESTOR');

      // With `second` active again, admin may step down, and `second` is then the last one.
      await t.call('POST', `/api/users/${second.uid}/enable`, { cookie: admin.cookie });
      const stepDown = await t.call('PATCH', `/api/users/${admin.uid}`, {
        cookie: admin.cookie,
        body: { name: admin.name, role: 'Logistica' },
      });
      expect(stepDown.statusCode).toBe(200);
      expectError(await t.call('GET', '/api/users', { cookie: admin.cookie }), 403, 'FORBIDDEN');
      const secondCookie = (await signIn(second.email, PASSWORD)).cookies.map((c) => `${c.name}=${c.value}`).join('; ');
      expectError(await t.call('POST', `/api/users/${second.uid}/disable`, { cookie: secondCookie }), 409, 'LAST_GESTOR');
      // Restore admin for the tests that follow.
      const restored = await t.call('PATCH', `/api/users/${admin.uid}`, {
        cookie: secondCookie,
        body: { name: admin.name, role: 'Gestor' },
      });
      expect(restored.statusCode).toBe(200);
      expect((await t.call('GET', '/api/users', { cookie: admin.cookie })).statusCode).toBe(200);
    });
  });

  describe('POST /api/users/:uid/password-reset', () => {
    it('answers 401 anonymous, 403 to a Presidente and 404 to an unknown uid', async () => {
      expectError(await t.call('POST', `/api/users/${presidente.uid}/password-reset`), 401, 'UNAUTHENTICATED');
      expectError(await t.call('POST', `/api/users/${presidente.uid}/password-reset`, { cookie: presidente.cookie }), 403, 'FORBIDDEN');
      expectError(await t.call('POST', '/api/users/no-existe/password-reset', { cookie: admin.cookie }), 404, 'NOT_FOUND');
      expect(await outboxOf(t, admin.cookie, presidente.email)).toEqual([]);
    });

    it('mails the person a reset link that works, and records it in the audit log', async () => {
      const res = await t.call('POST', `/api/users/${presidente.uid}/password-reset`, { cookie: admin.cookie });
      expect(res.statusCode).toBe(202);
      const mails = await outboxOf(t, admin.cookie, presidente.email);
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toBe('Restablecer tu contraseña de Quórum');
      expect((await actionsOn(presidente.uid)).find((e) => e.action === 'user.password_reset_sent')).toMatchObject({ actorId: admin.uid });

      const reset = await t.call('POST', '/api/auth/reset-password', { body: { token: resetTokenIn(mails[0].text), password: CHOSEN } });
      expect(reset.statusCode).toBe(204);
      expect((await signIn(presidente.email, CHOSEN)).statusCode).toBe(200);
    });
  });
});
