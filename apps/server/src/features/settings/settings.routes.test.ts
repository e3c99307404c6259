import type { EventSettings, LegalText } from '@quorum/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, DATABASES, expectError, outboxOf, startTestApp, type TestAccount, type TestApp } from '../../../test/harness';

const SETTINGS = {
  name: 'Modelo de Naciones Unidas de Valencia',
  shortName: 'VALMUN',
  startDate: '2026-03-12',
  endDate: '2026-03-14',
  venue: 'Palacio de Congresos',
  city: 'Valencia',
  contactEmail: 'Secretaria@ValMUN.org',
};

describe.each(DATABASES)('settings and legal routes (%s)', (kind) => {
  let t: TestApp;
  let gestor: TestAccount;
  let presidente: TestAccount;

  const settings = async () => {
    const res = await t.call('GET', '/api/settings');
    expect(res.statusCode).toBe(200);
    return res.json() as EventSettings;
  };
  const putSettings = (body: unknown, cookie = gestor.cookie) => t.call('PUT', '/api/settings', { cookie, body });

  beforeAll(async () => {
    t = await startTestApp(kind);
    gestor = await t.accountFor('Gestor');
    presidente = await t.accountFor('Presidente');
  });
  afterAll(() => t?.destroy());

  describe('GET /api/settings', () => {
    it('answers the defaults to anyone before a Gestor saves anything', async () => {
      expect(await settings()).toEqual({
        name: 'Modelo de Naciones Unidas',
        shortName: 'MUN',
        startDate: null,
        endDate: null,
        venue: null,
        city: null,
        contactEmail: null,
        timeZone: 'America/Bogota',
        updatedAt: new Date(0).toISOString(),
      });
    });
  });

  describe('PUT /api/settings', () => {
    it('answers 401 anonymous and 403 to a Presidente, changing nothing', async () => {
      expectError(await putSettings(SETTINGS, ''), 401, 'UNAUTHENTICATED');
      expectError(await putSettings(SETTINGS, presidente.cookie), 403, 'FORBIDDEN');
      expect((await settings()).name).toBe('Modelo de Naciones Unidas');
    });

    it('saves the settings: everyone sees them and the audit log records it', async () => {
      const res = await putSettings(SETTINGS);
      expect(res.statusCode).toBe(200);
      const expected = { ...SETTINGS, contactEmail: 'secretaria@valmun.org' };
      expect(res.json()).toMatchObject(expected);
      const stored = await settings();
      expect(stored).toMatchObject(expected);
      expect(stored.updatedAt).not.toBe(new Date(0).toISOString());
      expect((await auditOf(t, gestor.cookie)).find((e) => e.action === 'settings.updated')).toMatchObject({ actorId: gestor.uid });
    });

    it('names the event in the invitation mails', async () => {
      await t.call('POST', '/api/users', {
        cookie: gestor.cookie,
        body: { name: 'Invitada', email: 'invitada@test.quorum', role: 'Logistica' },
      });
      const [mail] = await outboxOf(t, gestor.cookie, 'invitada@test.quorum');
      expect(mail.subject).toBe('Invitación a Modelo de Naciones Unidas de Valencia');
    });

    it('saving again replaces the values; empty optional fields become null', async () => {
      const res = await putSettings({ name: 'VALMUN 2027', shortName: 'VALMUN', startDate: null, venue: '', city: '  ', contactEmail: '' });
      expect(res.statusCode).toBe(200);
      expect(await settings()).toMatchObject({
        name: 'VALMUN 2027',
        startDate: null,
        endDate: null,
        venue: null,
        city: null,
        contactEmail: null,
      });
    });

    it('answers 400 VALIDATION to an end date before the start date, and to bad dates, names or e-mails; nothing saved', async () => {
      const before = await settings();
      const backwards = await putSettings({ ...SETTINGS, startDate: '2026-03-14', endDate: '2026-03-12' });
      expectError(backwards, 400, 'VALIDATION');
      expect(backwards.json().fields).toHaveProperty('endDate');
      for (const [body, field] of [
        [{ ...SETTINGS, startDate: '2026-13-01' }, 'startDate'],
        [{ ...SETTINGS, name: '' }, 'name'],
        [{ ...SETTINGS, contactEmail: 'secretaría' }, 'contactEmail'],
      ] as const) {
        const res = await putSettings(body);
        expectError(res, 400, 'VALIDATION');
        expect(res.json().fields, field).toHaveProperty(field);
      }
      expect(await settings()).toEqual(before);
    });
  });

  describe('the event’s clock (timeZone)', () => {
    it('keeps America/Bogota until the Gestor sets a zone; stores its canonical name; a save without one keeps it', async () => {
      expect((await settings()).timeZone).toBe('America/Bogota');
      const res = await putSettings({ ...SETTINGS, timeZone: 'europe/madrid' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().timeZone).toBe('Europe/Madrid');
      expect((await settings()).timeZone).toBe('Europe/Madrid');
      expect((await putSettings(SETTINGS)).statusCode).toBe(200);
      expect((await settings()).timeZone).toBe('Europe/Madrid');
      // An old name of a zone is saved by the name the runtime's list has.
      expect((await putSettings({ ...SETTINGS, timeZone: 'US/Eastern' })).json().timeZone).toBe('America/New_York');
      expect((await putSettings({ ...SETTINGS, timeZone: 'Europe/Madrid' })).statusCode).toBe(200);
      const audited = (await auditOf(t, gestor.cookie)).filter((e) => e.action === 'settings.updated');
      expect(audited.length).toBeGreaterThan(0);
    });

    it('refuses a zone that is not an IANA one with a Spanish message (400), saving nothing', async () => {
      const before = await settings();
      for (const timeZone of ['Marte/Olimpo', '+01:00', 'UTC-5', 'Etc/GMT+5', '', 'America/Bogota; DROP TABLE']) {
        const res = await putSettings({ ...SETTINGS, name: 'Cambiado', timeZone });
        expectError(res, 400, 'VALIDATION');
        expect(res.json().fields, timeZone).toEqual({
          timeZone: 'No es una zona horaria reconocida: escribe una zona IANA como America/Bogota o Europe/Madrid.',
        });
      }
      expect(await settings()).toEqual(before);
    });
  });

  describe('legal texts', () => {
    const publish = (kind: string, body: unknown, cookie = gestor.cookie) => t.call('POST', `/api/legal/${kind}`, { cookie, body });

    it('GET answers 404 NOT_FOUND before anything is published', async () => {
      expectError(await t.call('GET', '/api/legal/tyc'), 404, 'NOT_FOUND');
      expectError(await t.call('GET', '/api/legal/privacy'), 404, 'NOT_FOUND');
    });

    it('POST answers 401 anonymous and 403 to a Presidente; /versions likewise', async () => {
      expectError(await publish('tyc', { body: 'Texto' }, ''), 401, 'UNAUTHENTICATED');
      expectError(await publish('tyc', { body: 'Texto' }, presidente.cookie), 403, 'FORBIDDEN');
      expectError(await t.call('GET', '/api/legal/tyc/versions'), 401, 'UNAUTHENTICATED');
      expectError(await t.call('GET', '/api/legal/tyc/versions', { cookie: presidente.cookie }), 403, 'FORBIDDEN');
      expectError(await t.call('GET', '/api/legal/tyc'), 404, 'NOT_FOUND');
    });

    it('publishing twice makes versions 1 and 2; anyone reads version 2; /versions lists both, newest first', async () => {
      const first = await publish('tyc', { body: 'Términos, primera versión.' });
      expect(first.statusCode).toBe(201);
      expect(first.json()).toMatchObject({ kind: 'tyc', version: 1, body: 'Términos, primera versión.' });
      const second = await publish('tyc', { body: 'Términos, segunda versión.' });
      expect(second.statusCode).toBe(201);
      expect(second.json()).toMatchObject({ kind: 'tyc', version: 2 });

      const current = await t.call('GET', '/api/legal/tyc');
      expect(current.statusCode).toBe(200);
      expect(current.json()).toMatchObject({ kind: 'tyc', version: 2, body: 'Términos, segunda versión.' });

      const versions = (await t.call('GET', '/api/legal/tyc/versions', { cookie: gestor.cookie })).json() as LegalText[];
      expect(versions.map((v) => [v.version, v.body])).toEqual([
        [2, 'Términos, segunda versión.'],
        [1, 'Términos, primera versión.'],
      ]);
      const audited = (await auditOf(t, gestor.cookie)).filter((e) => e.action === 'legal.published').map((e) => e.entityId);
      expect(audited).toEqual(expect.arrayContaining(['tyc:1', 'tyc:2']));
    });

    it('keeps each kind’s versions apart', async () => {
      expectError(await t.call('GET', '/api/legal/privacy'), 404, 'NOT_FOUND');
      expect((await publish('privacy', { body: 'Privacidad.' })).json().version).toBe(1);
      expect((await t.call('GET', '/api/legal/privacy')).json().body).toBe('Privacidad.');
      expect((await t.call('GET', '/api/legal/tyc')).json().version).toBe(2);
    });

    it('answers 400 VALIDATION to an empty text and publishes nothing', async () => {
      const res = await publish('tyc', { body: '   ' });
      expectError(res, 400, 'VALIDATION');
      expect(res.json().fields).toHaveProperty('body');
      expect((await t.call('GET', '/api/legal/tyc/versions', { cookie: gestor.cookie })).json()).toHaveLength(2);
    });
  });
});
