import type { LoadCode } from '@quorum/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSetupToken } from '../src/features/setup/setup-token';
import { commissionBody, DATABASES, seedReadyEvent, startTestApp, type TestAccount, type TestApp } from './harness';

/**
 * Bad characters in what a person types get a 4xx answer with a Spanish message on both databases, and
 * nothing is stored: NUL and other control characters, bidi overrides, invisible-only text, floods of
 * combining marks. Public endpoints first, then a few staff ones.
 */

const BAD_TEXTS: [string, string][] = [
  ['a NUL byte', 'Ana\u0000María'],
  ['a control character', 'Ana\u0007María'],
  ['a line break', 'Ana\nMaría'],
  ['a bidi override', 'Ana \u202Eairam'],
  ['a bidi isolate', 'Ana \u2066María\u2069'],
  ['only zero-width characters', '\u200B\u200C\u200D\uFEFF'],
  ['50 combining marks', `Ana${'\u0301'.repeat(50)}`],
];
const NUL_CODE = 'ABC\u0000DEF2345';
/** Words of the Spanish answers (the English defaults of the framework and of zod have none of them). */
const SPANISH =
  /(no válid|obligatori|caracteres|contiene|invisibles|tildes|saltos de línea|dirección del texto|revisa|no admite|enlace|código)/i;
const adultBirth = `${new Date().getUTCFullYear() - 20}-05-10`;
/** An adult's pre-registration with the legal texts accepted (version 1, published by seedReadyEvent). */
const registrationBody = (extra: Record<string, unknown> = {}) => ({
  ...{ firstNames: 'Juan Pablo', lastNames: 'Pérez Gómez', documentType: 'CC', documentNumber: '1001234567' },
  ...{ birthDate: adultBirth, email: 'juan.perez@colegio.test', institution: 'Colegio San José', preferences: [] },
  ...{ acceptTerms: true, acceptPrivacy: true, termsVersion: 1, privacyVersion: 1, website: '' },
  ...extra,
});
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString();

function expectRefusedInSpanish(res: LightMyRequestResponse): void {
  expect([400, 404, 422], res.body).toContain(res.statusCode);
  const answer = res.json() as { message: string; fields?: Record<string, string>; problems?: { message: string }[] };
  const messages = [answer.message, ...Object.values(answer.fields ?? {}), ...(answer.problems ?? []).map((p) => p.message)].join(' | ');
  expect(messages, res.body).toMatch(SPANISH);
  expect(messages).not.toMatch(/\b(expected|invalid input|too big|too small|Bad Request)\b/i);
}

describe.each(DATABASES)('bad characters in human input (%s)', (kind) => {
  let t: TestApp;
  let gestor: TestAccount;
  let loadCode: string;
  let personalCode: string;
  let delegateId: string;

  /** Row counts of every table a refused request could have written to. */
  const snapshot = async () => {
    const out: Record<string, unknown> = {};
    for (const table of ['delegate', 'delegateLoad', 'commission', 'profile', 'auditLog', 'mailOutbox'] as const) {
      const row = await t.ctx.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirstOrThrow();
      out[table] = Number(row.n);
    }
    const d = await t.ctx.db.selectFrom('delegate').selectAll().orderBy('id').execute();
    const p = await t.ctx.db.selectFrom('profile').select(['uid', 'name', 'phone', 'updatedAt']).orderBy('uid').execute();
    return { ...out, d, p };
  };
  const refusedAndUnchanged = async (send: () => Promise<LightMyRequestResponse>) => {
    const before = await snapshot();
    expectRefusedInSpanish(await send());
    expect(await snapshot()).toEqual(before);
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    await seedReadyEvent(t);
    gestor = await t.accountFor('Gestor');
    const created = await t.call('POST', '/api/load-codes', {
      cookie: gestor.cookie,
      body: { institution: 'Colegio Limpio', quota: 50, expiresAt: tomorrow() },
    });
    expect(created.statusCode, created.body).toBe(201);
    loadCode = (created.json() as LoadCode).code;
    const registered = await t.call('POST', '/api/registration', { body: registrationBody() });
    expect(registered.statusCode, registered.body).toBe(201);
    const row = await t.ctx.db.selectFrom('delegate').select(['id', 'personalCode']).executeTakeFirstOrThrow();
    personalCode = row.personalCode;
    delegateId = row.id;
  });
  afterAll(() => t?.destroy());

  describe.each(BAD_TEXTS)('%s', (_what, bad) => {
    it('POST /api/registration (first names, institution, guardian)', async () => {
      for (const field of ['firstNames', 'institution', 'guardianName'])
        await refusedAndUnchanged(() =>
          t.call('POST', '/api/registration', { body: registrationBody({ documentNumber: '99887766', [field]: bad }) }),
        );
    });

    it('PATCH /api/verification/:code (a correction)', async () => {
      await refusedAndUnchanged(() => t.call('PATCH', `/api/verification/${personalCode}`, { body: { firstNames: bad } }));
    });

    it('POST /api/load/:code/rows/check and /rows/save say the same about a row', async () => {
      const body = {
        rows: [
          {
            firstNames: bad,
            lastNames: 'Núñez Peña',
            documentType: 'CC',
            documentNumber: '55443322',
            birthDate: '2000-03-15',
            email: 'ana@colegio.test',
          },
        ],
      };
      const check = await t.call('POST', `/api/load/${loadCode}/rows/check`, { body });
      expect(check.statusCode, check.body).toBe(200);
      expect(check.json().problems.length, check.body).toBeGreaterThan(0);
      expectRefusedInSpanish({ ...check, statusCode: 422 } as LightMyRequestResponse);
      await refusedAndUnchanged(() => t.call('POST', `/api/load/${loadCode}/rows/save`, { body }));
    });

    it('POST /api/setup (the first Gestor name)', async () => {
      const token = await createSetupToken(t.ctx.db);
      // The install has a Gestor; the name is judged first, as on a fresh install.
      await refusedAndUnchanged(() =>
        t.call('POST', '/api/setup', { body: { token, name: bad, email: 'nuevo@test.quorum', password: 'el-faro-ilumina-la-bahía-3' } }),
      );
    });

    it('staff: PATCH /api/profile, POST /api/commissions, POST /api/users, PUT finder notes', async () => {
      await refusedAndUnchanged(() => t.call('PATCH', '/api/profile', { cookie: gestor.cookie, body: { name: bad, language: 'es' } }));
      await refusedAndUnchanged(() => t.call('POST', '/api/commissions', { cookie: gestor.cookie, body: commissionBody(bad) }));
      await refusedAndUnchanged(() =>
        t.call('POST', '/api/users', { cookie: gestor.cookie, body: { name: bad, email: 'otro@test.quorum', role: 'Logistica' } }),
      );
      if (!bad.includes('\n'))
        await refusedAndUnchanged(() =>
          t.call('PUT', `/api/finder/delegates/${delegateId}/notes`, { cookie: gestor.cookie, body: { notes: bad } }),
        );
    });
  });

  describe('NUL bytes in public codes and tokens', () => {
    it.each([
      ['GET', () => `/api/verification/${encodeURIComponent(NUL_CODE)}`],
      ['POST', () => `/api/verification/${encodeURIComponent(NUL_CODE)}/confirm`],
      ['GET', () => `/api/load/${encodeURIComponent(NUL_CODE)}`],
      ['POST', () => `/api/load/${encodeURIComponent(NUL_CODE)}/rows/save`],
      ['GET', () => `/api/finder/code/${encodeURIComponent(NUL_CODE)}`],
    ])('%s %s', async (method, url) => {
      const body = method === 'POST' ? { rows: [{ firstNames: 'Ana' }] } : undefined;
      await refusedAndUnchanged(() => t.call(method, url(), { cookie: gestor.cookie, body }));
    });

    it('POST /api/auth/reset-password and /api/setup with a NUL in the token', async () => {
      await refusedAndUnchanged(() =>
        t.call('POST', '/api/auth/reset-password', { body: { token: `abcdefghij\u0000klm`, password: 'el-faro-ilumina-la-bahía-3' } }),
      );
      await refusedAndUnchanged(() =>
        t.call('POST', '/api/setup', {
          body: { token: `abcdefghij\u0000klm`, name: 'Ana', email: 'a@test.quorum', password: 'el-faro-ilumina-la-bahía-3' },
        }),
      );
    });

    it('POST /api/verification/resend and /api/lookup with a NUL in the document', async () => {
      await refusedAndUnchanged(() =>
        t.call('POST', '/api/verification/resend', { body: { documentNumber: '1234\u00005678', email: 'a@colegio.test' } }),
      );
      await refusedAndUnchanged(() => t.call('POST', '/api/lookup', { body: { documentNumber: '1234\u00005678' } }));
    });
  });

  describe('framework errors in Spanish', () => {
    it('a URL with malformed percent-encoding answers 400 URL_INVALID without echoing the path', async () => {
      const res = await t.call('GET', '/api/load/%E0%A4%A');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'URL_INVALID', message: 'La dirección no es válida: revisa el enlace.' });
    });

    it('a body over the limit answers 413 BODY_TOO_LARGE, not a form error', async () => {
      const res = await t.call('POST', '/api/registration', { body: registrationBody({ firstNames: 'a'.repeat(2_000_000) }) });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ code: 'BODY_TOO_LARGE', message: 'Los datos enviados son demasiado grandes.' });
    });

    it('a field of the wrong type answers with a Spanish field message', async () => {
      const res = await t.call('POST', '/api/commissions', {
        cookie: gestor.cookie,
        body: commissionBody('Consejo', { capacity: 'mucho' }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.capacity).toMatch(/se esperaba número/);
    });
  });
});
