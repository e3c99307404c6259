import { ageOn, DEFAULT_PUBLIC_FEATURES } from '@quorum/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bornYearsAgo,
  countRows,
  DATABASES,
  describeWithApp,
  expectError,
  outboxOf,
  registrationBody,
  seedReadyEvent,
  startTestApp,
  statusesOf,
  type TestApp,
  setPublicFeatures,
} from '../../../test/harness';
import { createCommission } from '../../../test/fixtures';

describe.each(DATABASES)('pre-registration (%s)', (kind) => {
  let t: TestApp;
  let gestor: string;
  let commissionId: string;
  let archivedId: string;
  const count = () => countRows(t, 'delegate');
  const setFeatures = (changes: Record<string, unknown>) => setPublicFeatures(t, gestor, changes);

  beforeAll(async () => {
    t = await startTestApp(kind);
    gestor = await t.cookieFor('Gestor');
    commissionId = (await createCommission(t, gestor, 'Asamblea General')).id;
    archivedId = (await createCommission(t, gestor, 'Consejo Viejo')).id;
    await t.call('POST', `/api/commissions/${archivedId}/archive`, { cookie: gestor });
    // The first test publishes the legal texts (it checks their versions).
    await seedReadyEvent(t, { legalTexts: false });
  });
  afterAll(() => t.destroy());

  it('lists the options: open, window, non-archived commissions, current legal versions', async () => {
    const res = await t.call('GET', '/api/registration/options');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      open: true,
      registrationOpen: true,
      registrationStart: null,
      registrationEnd: null,
      termsVersion: 0,
      privacyVersion: 0,
    });
    expect(body.commissions).toEqual([{ id: commissionId, name: 'Asamblea General', acronym: 'ASA', topics: ['Agua potable'] }]);
    await t.call('POST', '/api/legal/tyc', { cookie: gestor, body: { body: '# Términos v1' } });
    await t.call('POST', '/api/legal/tyc', { cookie: gestor, body: { body: '# Términos v2' } });
    await t.call('POST', '/api/legal/privacy', { cookie: gestor, body: { body: '# Privacidad v1' } });
    expect((await t.call('GET', '/api/registration/options')).json()).toMatchObject({ termsVersion: 2, privacyVersion: 1 });
  });

  it('registers a minor with guardian, stores consent and mails the personal link with the Gestor’s «bienvenida» template', async () => {
    const template = { subject: 'Bienvenida, {{nombre}}', body: 'Hola **{{nombre}}**: guarda tu enlace {{enlace_personal}}' };
    expect((await t.call('PUT', '/api/mail/templates/bienvenida', { cookie: gestor, body: template })).statusCode).toBe(200);
    const res = await t.call('POST', '/api/registration', {
      body: registrationBody({ preferences: [commissionId], termsVersion: 2, privacyVersion: 1 }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ firstNames: 'Juan Pablo' });
    const row = await t.ctx.db.selectFrom('delegate').selectAll().where('documentNumber', '=', '1001234567').executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      source: 'preinscripcion',
      status: 'preinscrito',
      email: 'juan.perez@colegio.test',
      consentTermsVersion: 2,
      consentPrivacyVersion: 1,
      guardianName: 'María Gómez',
    });
    expect(row.consentAt).toBeTruthy();
    expect(JSON.parse(row.preferences)).toEqual([commissionId]);
    const [mail] = await outboxOf(t, gestor, 'juan.perez@colegio.test');
    expect(mail.subject).toBe(`Bienvenida, ${row.firstNames} ${row.lastNames}`);
    expect(mail.text).toBe(
      `Hola **${row.firstNames} ${row.lastNames}**: guarda tu enlace http://localhost:3000/verificator?code=${row.personalCode}`,
    );
    const html = await t.ctx.db
      .selectFrom('mailOutbox')
      .select('html')
      .where('to', '=', 'juan.perez@colegio.test')
      .executeTakeFirstOrThrow();
    expect(html.html).toContain(`<strong>${row.firstNames} ${row.lastNames}</strong>`);
  });

  it('refuses a second pre-registration with the same document and changes nothing', async () => {
    const before = await count();
    const mails = (await outboxOf(t, gestor)).length;
    const res = await t.call('POST', '/api/registration', {
      body: registrationBody({
        firstNames: 'Otro',
        documentNumber: ' 1001234567 ',
        email: 'otro@test.quorum',
        termsVersion: 2,
        privacyVersion: 1,
      }),
    });
    expectError(res, 409, 'DELEGATE_DUPLICATE');
    expect(res.json().message).toBe('Ya existe una preinscripción con este documento');
    expect(await count()).toBe(before);
    expect((await outboxOf(t, gestor)).length).toBe(mails);
    const row = await t.ctx.db
      .selectFrom('delegate')
      .select('firstNames')
      .where('documentNumber', '=', '1001234567')
      .executeTakeFirstOrThrow();
    expect(row.firstNames).toBe('Juan Pablo');
  });

  it('answers a bot that fills the honeypot as if it worked, and stores nothing', async () => {
    const before = await count();
    const res = await t.call('POST', '/api/registration', {
      body: registrationBody({ documentNumber: 'BOT12345', website: 'http://spam.test', termsVersion: 2, privacyVersion: 1 }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ firstNames: 'Juan Pablo' });
    expect(await count()).toBe(before);
  });

  it('refuses outdated legal versions', async () => {
    const before = await count();
    const res = await t.call('POST', '/api/registration', {
      body: registrationBody({ documentNumber: 'V2000001', termsVersion: 1, privacyVersion: 1 }),
    });
    expectError(res, 409, 'CONSENT_OUTDATED');
    expect(res.json().message).toMatch(/los textos han cambiado, vuelve a leerlos/i);
    expect(await count()).toBe(before);
  });

  it.each([
    ['a minor without guardian', { guardianName: '', guardianPhone: null }, 'guardianName', 'acudiente'],
    ['a birth date in the future', { birthDate: '2999-01-01' }, 'birthDate', 'futuro'],
    ['an unknown document type', { documentType: 'XX' }, 'documentType', 'Tipo de documento'],
    ['a bad e-mail', { email: 'no-es-correo' }, 'email', 'Correo'],
    ['terms not accepted', { acceptTerms: false }, 'acceptTerms', 'términos'],
    ['privacy not accepted', { acceptPrivacy: undefined }, 'acceptPrivacy', 'privacidad'],
    ['more than three preferences', { preferences: ['a', 'b', 'c', 'd'] }, 'preferences', ''],
    ['a formula in a name', { firstNames: '=HYPERLINK()' }, 'firstNames', 'no puede empezar'],
  ])('refuses %s with a Spanish field message and stores nothing', async (_label, change, field, text) => {
    const before = await count();
    const res = await t.call('POST', '/api/registration', {
      body: registrationBody({ documentNumber: 'BAD00001', termsVersion: 2, privacyVersion: 1, ...change }),
    });
    expectError(res, 400, 'VALIDATION');
    expect(res.json().fields[field]).toContain(text);
    expect(await count()).toBe(before);
  });

  it('accepts an adult without guardian', async () => {
    const res = await t.call('POST', '/api/registration', {
      body: registrationBody({
        documentType: 'CC',
        documentNumber: 'CC-900001',
        birthDate: bornYearsAgo(19),
        guardianName: null,
        guardianPhone: null,
        termsVersion: 2,
        privacyVersion: 1,
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(ageOn(bornYearsAgo(19), new Date().toISOString().slice(0, 10))).toBe(19);
  });

  it('refuses archived or unknown commissions as preferences', async () => {
    const before = await count();
    for (const preferences of [[archivedId], ['no-existe']]) {
      const res = await t.call('POST', '/api/registration', {
        body: registrationBody({ documentNumber: 'PREF0001', preferences, termsVersion: 2, privacyVersion: 1 }),
      });
      expectError(res, 400, 'VALIDATION');
      expect(res.json().fields.preferences).toBeTruthy();
    }
    expect(await count()).toBe(before);
  });

  it('is closed when switched off or outside the window, with the dates in the message', async () => {
    const before = await count();
    const body = registrationBody({ documentNumber: 'CLOSED001', termsVersion: 2, privacyVersion: 1 });
    await setFeatures({ registrationOpen: false });
    expect((await t.call('GET', '/api/registration/options')).json().open).toBe(false);
    expectError(await t.call('POST', '/api/registration', { body }), 409, 'REGISTRATION_CLOSED');

    await setFeatures({ registrationStart: '2099-03-01T13:00:00.000Z', registrationEnd: '2099-04-01T13:00:00.000Z' });
    const early = await t.call('POST', '/api/registration', { body });
    expectError(early, 409, 'REGISTRATION_CLOSED');
    expect(early.json().message).toContain('1 de marzo de 2099');
    expect(early.json().message).toContain('1 de abril de 2099');
    expect((await t.call('GET', '/api/registration/options')).json()).toMatchObject({
      open: false,
      registrationStart: '2099-03-01T13:00:00.000Z',
    });

    await setFeatures({ registrationStart: '2020-01-01T13:00:00.000Z', registrationEnd: '2020-02-01T13:00:00.000Z' });
    const late = await t.call('POST', '/api/registration', { body });
    expectError(late, 409, 'REGISTRATION_CLOSED');
    expect(late.json().message).toContain('1 de febrero de 2020');
    expect(await count()).toBe(before);

    await setFeatures({ registrationStart: '2020-01-01T00:00:00.000Z', registrationEnd: '2099-01-01T00:00:00.000Z' });
    expect((await t.call('POST', '/api/registration', { body })).statusCode).toBe(201);
  });
});

describe.each(DATABASES)('pre-registration limits (%s)', (kind) => {
  let t: TestApp;
  const register = (extra: Record<string, unknown>) =>
    t.call('POST', '/api/registration', { body: registrationBody({ termsVersion: 1, privacyVersion: 1, ...extra }) });
  beforeAll(async () => {
    // A low general limit must not apply to pre-registration: a class registers from one school network.
    t = await startTestApp(kind, { RATE_LIMIT_AUTH_PER_MINUTE: '3' });
    await seedReadyEvent(t);
  });
  afterAll(() => t.destroy());

  it('lets 30 students register from one address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 30; i++)
      codes.push((await register({ documentNumber: `CLASE${100 + i}`, email: `alumno${i}@colegio.test` })).statusCode);
    expect(codes).toEqual(Array(30).fill(201));
  });

  it('limits attempts with the same document number, in Spanish, without storing anything', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await register({ documentNumber: 'MISMO0001', email: `intento${i}@colegio.test` })).statusCode);
    expect(codes).toEqual([201, 409, 409, 429]);
    const res = await register({ documentNumber: 'MISMO0001', email: 'otro.mas@colegio.test' });
    expectError(res, 429, 'RATE_LIMITED');
    expect(res.json().message).toMatch(
      /Demasiados intentos de preinscripción con este documento o correo\. Vuelve a intentarlo en \d+ minutos?\./,
    );
  });

  it('limits attempts with the same e-mail', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await register({ documentNumber: `CORREO00${i}`, email: 'familia@colegio.test' })).statusCode);
    expect(codes).toEqual([201, 201, 201, 429]);
    expect(await t.ctx.db.selectFrom('delegate').select('id').where('documentNumber', '=', 'CORREO003').executeTakeFirst()).toBeUndefined();
  });
});

describeWithApp('pre-registration ceiling per address (%s)', { PUBLIC_LOOKUPS_PER_ADDRESS_PER_HOUR: '20' }, (app) => {
  it('keeps the public look-ups ceiling per address, counted also under concurrency', async () => {
    const codes = await Promise.all(
      Array.from({ length: 25 }, () =>
        app()
          .call('POST', '/api/registration', { body: {} })
          .then((r) => r.statusCode),
      ),
    );
    expect(codes.filter((c) => c === 429)).toHaveLength(5);
  });
});

describe.each(DATABASES)('duplicate document check while filling the form (%s)', (kind) => {
  let t: TestApp;
  const check = (documentNumber: unknown) => t.call('POST', '/api/registration/document-check', { body: { documentNumber } });

  beforeAll(async () => {
    t = await startTestApp(kind);
    await seedReadyEvent(t);
    const res = await t.call('POST', '/api/registration', {
      body: registrationBody({ documentNumber: 'YAESTOY01', termsVersion: 1, privacyVersion: 1 }),
    });
    expect(res.statusCode, res.body).toBe(201);
  });
  afterAll(() => t.destroy());

  it('answers only whether the document is already registered, in any case and spacing, and stores nothing', async () => {
    const before = await countRows(t, 'delegate');
    const taken = await check(' yaestoy01 ');
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual({ registered: true });
    expect((await check('NUEVO0001')).json()).toEqual({ registered: false });
    expectError(await check('?'), 400, 'VALIDATION');
    expect(await countRows(t, 'delegate')).toBe(before);
  });

  it('tells nothing while registration is closed', async () => {
    const t2 = await startTestApp(kind);
    try {
      const g = await t2.cookieFor('Gestor');
      await seedReadyEvent(t2);
      const res = await t2.call('PUT', '/api/access/public-features', {
        cookie: g,
        body: { ...DEFAULT_PUBLIC_FEATURES, registrationOpen: false },
      });
      expect(res.statusCode, res.body).toBe(200);
      expectError(
        await t2.call('POST', '/api/registration/document-check', { body: { documentNumber: 'YAESTOY01' } }),
        409,
        'REGISTRATION_CLOSED',
      );
    } finally {
      await t2.destroy();
    }
  });
});

describeWithApp('duplicate document check rate limit (%s)', { PUBLIC_LOOKUPS_PER_ADDRESS_PER_HOUR: '6' }, (app) => {
  it('is limited per address by the public look-ups rule', async () => {
    await seedReadyEvent(app());
    const codes = await statusesOf(7, (i) =>
      app().call('POST', '/api/registration/document-check', { body: { documentNumber: `LIMITE00${i}` } }),
    );
    expect(codes).toEqual([200, 200, 200, 200, 200, 200, 429]);
  });
});
