import { DEFAULT_CAPABILITIES, DEFAULT_PUBLIC_FEATURES } from '@quorum/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, DATABASES, expectError, seedReadyEvent, startTestApp, type TestApp, setPublicFeatures } from '../../../test/harness';
import { hasCapability, readPublicFeatures } from '../../domain/access/access-settings';

describe.each(DATABASES)('access switches (%s)', (kind) => {
  let t: TestApp;
  let gestor: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    gestor = await t.cookieFor('Gestor');
  });
  afterAll(() => t.destroy());

  it('is for the Gestor only', async () => {
    expectError(await t.call('GET', '/api/access'), 401, 'UNAUTHENTICATED');
    const president = await t.cookieFor('Presidente');
    expectError(await t.call('GET', '/api/access', { cookie: president }), 403, 'FORBIDDEN');
    expectError(
      await t.call('PUT', '/api/access/capabilities', {
        cookie: president,
        body: { role: 'Presidente', capability: 'press.publish', enabled: true },
      }),
      403,
      'FORBIDDEN',
    );
    expectError(
      await t.call('PUT', '/api/access/public-features', { cookie: await t.cookieFor('Logistica'), body: DEFAULT_PUBLIC_FEATURES }),
      403,
      'FORBIDDEN',
    );
  });

  it('shows the defaults', async () => {
    const res = await t.call('GET', '/api/access', { cookie: gestor });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ capabilities: DEFAULT_CAPABILITIES, publicFeatures: DEFAULT_PUBLIC_FEATURES });
  });

  it('switches a capability for a role, audited, and the check follows', async () => {
    const res = await t.call('PUT', '/api/access/capabilities', {
      cookie: gestor,
      body: { role: 'Logistica', capability: 'press.publish', enabled: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().capabilities.Logistica['press.publish']).toBe(true);
    expect(await hasCapability(t.ctx.db, 'Logistica', 'press.publish')).toBe(true);
    const [entry] = await auditOf(t, gestor);
    expect(entry).toMatchObject({ action: 'access.capability_changed', entityId: 'Logistica:press.publish' });
  });

  it('saves the public features, audited', async () => {
    const body = {
      ...DEFAULT_PUBLIC_FEATURES,
      registrationStart: '2026-03-01T13:00:00.000Z',
      registrationEnd: '2026-04-01T13:00:00.000Z',
      correctableFields: ['firstNames', 'lastNames'],
      dataLookup: false,
    };
    const res = await t.call('PUT', '/api/access/public-features', { cookie: gestor, body });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().publicFeatures).toEqual(body);
    expect(await readPublicFeatures(t.ctx.db)).toEqual(body);
    const [entry] = await auditOf(t, gestor);
    expect(entry).toMatchObject({ action: 'access.public_features_changed' });
  });

  it.each([
    ['a role that cannot be configured', '/api/access/capabilities', { role: 'Gestor', capability: 'mail.send', enabled: false }, 'role'],
    ['an unknown capability', '/api/access/capabilities', { role: 'Presidente', capability: 'todo', enabled: true }, 'capability'],
    [
      'an end before the start',
      '/api/access/public-features',
      { ...DEFAULT_PUBLIC_FEATURES, registrationStart: '2026-04-01T13:00:00.000Z', registrationEnd: '2026-03-01T13:00:00.000Z' },
      'registrationEnd',
    ],
    ['a bad date', '/api/access/public-features', { ...DEFAULT_PUBLIC_FEATURES, verificationDeadline: 'mañana' }, 'verificationDeadline'],
    [
      'an unknown correctable field',
      '/api/access/public-features',
      { ...DEFAULT_PUBLIC_FEATURES, correctableFields: ['documentNumber'] },
      'correctableFields.0',
    ],
  ])('refuses %s and changes nothing', async (_label, url, body, field) => {
    const before = (await t.call('GET', '/api/access', { cookie: gestor })).json();
    const res = await t.call('PUT', url, { cookie: gestor, body });
    expectError(res, 400, 'VALIDATION');
    expect(res.json().fields[field]).toBeTruthy();
    expect((await t.call('GET', '/api/access', { cookie: gestor })).json()).toEqual(before);
  });
});

describe.each(DATABASES)('what `/` may advertise (%s)', (kind) => {
  let t: TestApp;
  let gestor: string;
  const offer = async () => {
    const res = await t.call('GET', '/api/access/public');
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const setFeatures = (changes: Record<string, unknown>) => setPublicFeatures(t, gestor, changes);
  beforeAll(async () => {
    t = await startTestApp(kind);
    gestor = await t.cookieFor('Gestor');
  });
  afterAll(() => t.destroy());

  it('offers no pre-registration to anyone until the event is ready', async () => {
    expect(await offer()).toEqual({ register: false, verificator: true, data: true, meets: false, news: true });
    await seedReadyEvent(t);
    expect((await offer()).register).toBe(true);
  });

  it('follows the switches of Permisos', async () => {
    await setFeatures({ registrationOpen: false, verificationOpen: false, dataLookup: false, selfCheckIn: true, publicNews: false });
    expect(await offer()).toEqual({ register: false, verificator: false, data: false, meets: true, news: false });
    await setFeatures({ registrationEnd: '2020-01-01T00:00:00.000Z', registrationStart: '2019-12-01T00:00:00.000Z' });
    expect((await offer()).register).toBe(false);
    await setFeatures({});
    expect((await offer()).register).toBe(true);
  });
});
