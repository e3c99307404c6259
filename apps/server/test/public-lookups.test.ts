import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { newDelegateRow } from '../src/domain/delegates/delegates.store';
import { PUBLIC_LOOKUP_RULES } from '../src/lib/public-lookups';
import { adultPersonal, insertDelegateRows } from './fixtures';
import { describeWithApp, expectError, setPublicFeatures, type TestApp } from './harness';

/** The check-in morning: public look-ups behind one venue address. */

/** Inserts `count` pre-registered delegates with the document numbers `${prefix}${0…count−1}`. */
async function seedDelegates(t: TestApp, prefix: string, count: number): Promise<string[]> {
  const documents = Array.from({ length: count }, (_, i) => `${prefix}${String(i).padStart(4, '0')}`);
  const rows = documents.map((documentNumber, i) =>
    newDelegateRow(adultPersonal({ documentNumber, email: `${prefix.toLowerCase()}${i}@colegio.test` }), { source: 'preinscripcion' }),
  );
  await insertDelegateRows(t, rows);
  return documents;
}

/** A /data look-up from `remoteAddress`, optionally through a proxy that sent X-Forwarded-For. */
function lookUp(
  t: TestApp,
  documentNumber: string,
  remoteAddress = '198.51.100.7',
  forwardedFor?: string,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/lookup',
    remoteAddress,
    headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    payload: JSON.stringify({ documentNumber }),
  });
}

/** How many times each status came back. */
function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
  return counts;
}

// The check-in morning at a seventy-fifth of its size: the ceilings passed in small, the look-ups just reaching them. That
// the defaults hold the real morning (3,000 look-ups, 150 typos) is config.test.ts's; its pace is bench:lookups'.
describeWithApp(
  'public look-ups at the check-in morning (%s)',
  { PUBLIC_LOOKUPS_PER_ADDRESS_PER_HOUR: '40', PUBLIC_FAILED_LOOKUPS_PER_ADDRESS_PER_HOUR: '2' },
  (app) => {
    it('answers look-ups from one venue address up to its ceilings, typos included, and refuses the next', async () => {
      const t = app();
      const documents = await seedDelegates(t, 'VEN', 38);
      const statuses: number[] = [];
      for (let i = 0; i < 40; i++) {
        // One in twenty delegates mistypes their number first.
        const document = i < 38 ? documents[i] : `MAL${String(i).padStart(4, '0')}`;
        statuses.push((await lookUp(t, document)).statusCode);
      }
      expect(tally(statuses)).toEqual({ 200: 38, 404: 2 });
      expectError(await lookUp(t, documents[0] as string), 429, 'RATE_LIMITED');
    });
  },
);

describeWithApp(
  'public look-ups refuse guessing (%s)',
  { PUBLIC_FAILED_LOOKUPS_PER_ADDRESS_PER_HOUR: '20', TRUST_PROXY: 'true' },
  (app) => {
    it('refuses an address guessing many document numbers after the failed ceiling, in Spanish, with Retry-After', async () => {
      const t = app();
      const [known] = await seedDelegates(t, 'ADIV', 1);
      const statuses: number[] = [];
      for (let i = 0; i < 25; i++) statuses.push((await lookUp(t, `ADIVINO${1000 + i}`, '198.51.100.20')).statusCode);
      expect(statuses).toEqual([...Array(20).fill(404), ...Array(5).fill(429)]);
      // Even a real document is refused from that address now; another address still finds it.
      const refused = await lookUp(t, known, '198.51.100.20');
      expectError(refused, 429, 'RATE_LIMITED');
      expect(refused.json().message).toMatch(
        /^Demasiadas consultas sin resultado desde esta red\. Revisa los datos y vuelve a intentarlo en \d+ minutos?\.$/,
      );
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await lookUp(t, known, '198.51.100.21')).statusCode).toBe(200);
    });

    it('limits one document number from any address', async () => {
      const t = app();
      const [document] = await seedDelegates(t, 'UNO', 1);
      const { perSubject } = PUBLIC_LOOKUP_RULES.data;
      const statuses: number[] = [];
      for (let i = 0; i <= perSubject; i++) statuses.push((await lookUp(t, document, `203.0.113.${i + 1}`)).statusCode);
      expect(statuses).toEqual([...Array(perSubject).fill(200), 429]);
      const res = await lookUp(t, document, '203.0.113.200');
      expect(res.json().message).toMatch(/^Demasiadas consultas con este documento\./);
      expect(res.headers['retry-after']).toBeDefined();
    });

    it('does not let concurrent guesses past either limit', async () => {
      const t = app();
      const guesses = await Promise.all(Array.from({ length: 30 }, (_, i) => lookUp(t, `CONCU${1000 + i}`, '198.51.100.30')));
      expect(tally(guesses.map((r) => r.statusCode))).toEqual({ 404: 20, 429: 10 });
      const [document] = await seedDelegates(t, 'MISMO', 1);
      const same = await Promise.all(Array.from({ length: 15 }, (_, i) => lookUp(t, document, `192.0.2.${i + 1}`)));
      expect(tally(same.map((r) => r.statusCode))).toEqual({ 200: PUBLIC_LOOKUP_RULES.data.perSubject, 429: 5 });
    });

    it('counts the client address a trusted proxy reports, not a forged one', async () => {
      const t = app();
      const [known] = await seedDelegates(t, 'PROXY', 1);
      // Behind one proxy (127.0.0.1), a client at 198.51.100.40 forging X-Forwarded-For with a new address each time.
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++)
        statuses.push((await lookUp(t, `FALSO${1000 + i}`, '127.0.0.1', `203.0.113.${i + 1}, 198.51.100.40`)).statusCode);
      expect(statuses).toEqual([...Array(20).fill(404), 429]);
      // Another client behind the same proxy keeps its own allowance.
      expect((await lookUp(t, known, '127.0.0.1', '198.51.100.41')).statusCode).toBe(200);
    });
  },
);

describeWithApp('public look-ups on /verificator and /meets (%s)', { PUBLIC_FAILED_LOOKUPS_PER_ADDRESS_PER_HOUR: '5' }, (app) => {
  it('refuses guessing personal links from one address', async () => {
    const t = app();
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await t.call('GET', `/api/verification/NOEXISTE${1000 + i}`)).statusCode);
    expect(codes).toEqual([404, 404, 404, 404, 404, 429]);
    const res = await t.call('GET', '/api/verification/NOEXISTE2000');
    expect(res.json().message).toMatch(/sin resultado/);
  });

  it('counts check-ins with a code of no roll call as failed, on their own page', async () => {
    const t = app();
    await setPublicFeatures(t, await t.cookieFor('Gestor'), { selfCheckIn: true });
    const checkIn = (i: number) => t.call('POST', '/api/meets', { body: { code: '346793', document: `ENTRADA${1000 + i}` } });
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await checkIn(i)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    expect((await checkIn(6)).json().message).toMatch(/sin resultado/);
  });
});

describeWithApp('public look-ups and kept reads (%s)', {}, (app) => {
  it('a look-up, found or not, does not move the data generation that kept reads compare', async () => {
    const t = app();
    const [known] = await seedDelegates(t, 'GEN', 1);
    await lookUp(t, known);
    // PostgreSQL: a write's notification may still be on its way; wait until the generation settles.
    let before = t.ctx.generation();
    for (let i = 0; i < 50 && before === null; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      before = t.ctx.generation();
    }
    expect(before).not.toBeNull();
    expect((await lookUp(t, known)).statusCode).toBe(200);
    expect((await lookUp(t, 'NOHAY0001')).statusCode).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(t.ctx.generation()).toBe(before);
    // A real write still moves it.
    await t.ctx.db.updateTable('delegate').set({ institution: 'Otro colegio' }).where('documentNumber', '=', known).execute();
    expect(t.ctx.generation()).not.toBe(before);
  });
});

/** A request to a public route from `remoteAddress`. */
function publicCall(t: TestApp, method: 'GET' | 'POST', url: string, remoteAddress: string, body?: unknown) {
  return t.app.inject({
    method,
    url,
    remoteAddress,
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) }),
  });
}

describeWithApp('certificate checks and personal-link resends behind one address (%s)', {}, (app) => {
  it('answers many certificate checks from one address, and limits one code from any address', async () => {
    const t = app();
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++)
      statuses.push((await publicCall(t, 'GET', `/api/certificates/CERT${1000 + i}`, '198.51.100.50')).statusCode);
    expect(tally(statuses)).toEqual({ 404: 40 });
    const { perSubject } = PUBLIC_LOOKUP_RULES.certificate;
    const same: number[] = [];
    for (let i = 0; i <= perSubject; i++)
      same.push((await publicCall(t, 'GET', '/api/certificates/MISMOCERT', `203.0.113.${i + 1}`)).statusCode);
    expect(same).toEqual([...Array(perSubject).fill(404), 429]);
    const refused = await publicCall(t, 'GET', '/api/certificates/mismocert', '203.0.113.250');
    expectError(refused, 429, 'RATE_LIMITED');
    expect(refused.json().message).toMatch(/^Demasiadas consultas con este código de certificado\. Vuelve a intentarlo en \d+ minutos?\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The answer names the limit and the wait, so the web can word it in English too.
    expect(refused.json()).toMatchObject({ limit: 'certificateCodeLookups', retryAfterSeconds: Number(refused.headers['retry-after']) });
  });

  it('answers many personal-link resends from one address, and limits one document from any address', async () => {
    const t = app();
    const resend = (documentNumber: string, address: string) =>
      publicCall(t, 'POST', '/api/verification/resend', address, { documentNumber, email: 'alguien@colegio.test' });
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) statuses.push((await resend(`REENV${1000 + i}`, '198.51.100.60')).statusCode);
    expect(tally(statuses)).toEqual({ 202: 15 });
    const { perSubject } = PUBLIC_LOOKUP_RULES.resend;
    const same: number[] = [];
    for (let i = 0; i <= perSubject; i++) same.push((await resend('REENVMISMO', `203.0.113.${i + 1}`)).statusCode);
    expect(same).toEqual([...Array(perSubject).fill(202), 429]);
    const refused = await resend('REENVMISMO', '203.0.113.250');
    expectError(refused, 429, 'RATE_LIMITED');
    expect(refused.json().message).toMatch(/^Ya pediste varias veces el enlace personal de este documento\./);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describeWithApp('certificate checks count guesses (%s)', { PUBLIC_FAILED_LOOKUPS_PER_ADDRESS_PER_HOUR: '5' }, (app) => {
  it('refuses an address guessing certificate codes after the failed ceiling', async () => {
    const t = app();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await publicCall(t, 'GET', `/api/certificates/ADIVINA${1000 + i}`, '198.51.100.70')).statusCode);
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
    expect((await publicCall(t, 'GET', '/api/certificates/ADIVINA2000', '198.51.100.70')).json().message).toMatch(/sin resultado/);
  });
});
