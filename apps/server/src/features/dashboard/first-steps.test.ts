import { DEFAULT_PUBLIC_FEATURES, type FirstSteps } from '@quorum/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commissionBody, countRows, DATABASES, expectError, registrationBody, startTestApp, type TestApp } from '../../../test/harness';

describe.each(DATABASES)('first run: primeros pasos and closed public forms (%s)', (kind) => {
  let t: TestApp;
  let gestor: string;
  let loadCode: string;
  const steps = async () => {
    const res = await t.call('GET', '/api/dashboard/first-steps', { cookie: gestor });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as FirstSteps;
  };
  const delegates = () => countRows(t, 'delegate');
  const register = (documentNumber: string) =>
    t.call('POST', '/api/registration', { body: registrationBody({ documentNumber, termsVersion: 1, privacyVersion: 1 }) });

  beforeAll(async () => {
    t = await startTestApp(kind);
    gestor = await t.cookieFor('Gestor');
    const res = await t.call('POST', '/api/load-codes', {
      cookie: gestor,
      body: { institution: 'Colegio Nuevo', quota: 5, expiresAt: new Date(Date.now() + 86_400_000).toISOString() },
    });
    expect(res.statusCode, res.body).toBe(201);
    loadCode = res.json().code;
  });
  afterAll(() => t.destroy());

  it('a fresh install lists every step as pending and keeps the public forms closed', async () => {
    expect(await steps()).toEqual({
      eventSettings: false,
      commission: false,
      legalTexts: false,
      chair: false,
      registrationWindow: false,
      // The harness's PUBLIC_URL is http://localhost:3000: certificates would carry it.
      publicUrl: false,
      publicAddress: 'http://localhost:3000',
      publicFormsReady: false,
      notReadyMessage:
        'Este formulario todavía no está abierto: la secretaría del evento debe guardar los datos del evento, crear al menos una comisión y publicar los términos y condiciones y la política de privacidad.',
    });
    const res = await register('FRESH0001');
    expectError(res, 409, 'EVENT_NOT_READY');
    expect(res.json().message).toContain('guardar los datos del evento');
    expectError(await t.call('GET', `/api/load/${loadCode}`), 409, 'EVENT_NOT_READY');
    expectError(
      await t.call('POST', `/api/load/${loadCode}/rows/check`, { body: { rows: [{ firstNames: 'Ana' }] } }),
      409,
      'EVENT_NOT_READY',
    );
    expect((await t.call('GET', '/api/registration/options')).json()).toMatchObject({ ready: false });
    expect(await delegates()).toBe(0);
  });

  it('says what is still missing as the Gestor completes the steps, and opens the forms when the three are done', async () => {
    const saved = await t.call('PUT', '/api/settings', { cookie: gestor, body: { name: 'MONU Nuevo', shortName: 'MN' } });
    expect(saved.statusCode, saved.body).toBe(200);
    const archived = (await t.call('POST', '/api/commissions', { cookie: gestor, body: commissionBody('Consejo Viejo') })).json().id;
    await t.call('POST', `/api/commissions/${archived}/archive`, { cookie: gestor });
    let res = await register('FRESH0002');
    expectError(res, 409, 'EVENT_NOT_READY');
    expect(res.json().message).toBe(
      'Este formulario todavía no está abierto: la secretaría del evento debe crear al menos una comisión y publicar los términos y condiciones y la política de privacidad.',
    );

    const commissionId = (await t.call('POST', '/api/commissions', { cookie: gestor, body: commissionBody('Asamblea General') })).json().id;
    await t.call('POST', '/api/legal/tyc', { cookie: gestor, body: { body: '# Términos' } });
    res = await register('FRESH0003');
    expectError(res, 409, 'EVENT_NOT_READY');
    expect(res.json().message).toContain('publicar los términos y condiciones y la política de privacidad');
    expect(await delegates()).toBe(0);

    await t.call('POST', '/api/legal/privacy', { cookie: gestor, body: { body: '# Privacidad' } });
    expect(await steps()).toMatchObject({
      eventSettings: true,
      commission: true,
      legalTexts: true,
      chair: false,
      registrationWindow: false,
      publicFormsReady: true,
      notReadyMessage: null,
    });
    expect((await register('FRESH0004')).statusCode).toBe(201);
    expect((await t.call('GET', `/api/load/${loadCode}`)).statusCode).toBe(200);
    expect((await t.call('GET', '/api/registration/options')).json()).toMatchObject({ ready: true, notReadyMessage: null });

    await t.accountFor('Presidente', { comissionId: commissionId });
    const window = { registrationStart: '2020-01-01T00:00:00.000Z', registrationEnd: '2099-01-01T00:00:00.000Z' };
    const body = { ...DEFAULT_PUBLIC_FEATURES, ...window };
    expect((await t.call('PUT', '/api/access/public-features', { cookie: gestor, body })).statusCode).toBe(200);
    expect(await steps()).toMatchObject({ chair: true, registrationWindow: true });
  });
});

describe.each(DATABASES)('primeros pasos: the public address (%s)', (kind) => {
  const stepsOf = async (env: Record<string, string | undefined>) => {
    const t = await startTestApp(kind, env);
    try {
      const res = await t.call('GET', '/api/dashboard/first-steps', { cookie: await t.cookieFor('Gestor') });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as FirstSteps;
    } finally {
      await t.destroy();
    }
  };

  it('is pending without PUBLIC_URL, or with a local one: certificates and mails would carry a localhost address', async () => {
    const unset = await stepsOf({ PUBLIC_URL: undefined, PORT: '3100' });
    expect(unset).toMatchObject({ publicUrl: false, publicAddress: 'http://localhost:3100' });
    expect(await stepsOf({ PUBLIC_URL: 'http://127.0.0.1:8080' })).toMatchObject({
      publicUrl: false,
      publicAddress: 'http://127.0.0.1:8080',
    });
  });

  it('is done with a PUBLIC_URL others can open, and does not hold the public forms closed either way', async () => {
    const steps = await stepsOf({ PUBLIC_URL: 'http://mun.example.org' });
    expect(steps).toMatchObject({ publicUrl: true, publicAddress: 'http://mun.example.org' });
    // The forms wait for the event's data, never for the address.
    expect(steps.notReadyMessage).not.toContain('dirección');
  });
});
