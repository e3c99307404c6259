import { DEFAULT_PUBLIC_FEATURES, type DelegatePersonal } from '@quorum/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  auditOf,
  DATABASES,
  describeWithApp,
  expectError,
  outboxOf,
  startTestApp,
  statusesOf,
  type TestApp,
  setPublicFeatures,
} from '../../../test/harness';
import { createCommission, seatDelegation, insertDelegateRows } from '../../../test/fixtures';
import { type DelegateRow, newDelegateRow } from '../../domain/delegates/delegates.store';

function bornYearsAgo(years: number): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** The personal data of the n-th delegate of a test: a minor with a guardian. */
function personal(n: number): DelegatePersonal {
  return {
    firstNames: 'Jose',
    lastNames: 'Nuñez',
    documentType: 'TI',
    documentNumber: `VER${1000 + n}`,
    birthDate: bornYearsAgo(15),
    email: `jose${n}@colegio.test`,
    phone: null,
    institution: 'Colegio',
    grade: '9',
    guardianName: 'Madre',
    guardianPhone: '3000000000',
  };
}

describe.each(DATABASES)('verification (%s)', (kind) => {
  let t: TestApp;
  let gestor: string;
  let commissionId: string;
  let delegationId: string;
  let n = 0;
  const setFeatures = (changes: Record<string, unknown>) => setPublicFeatures(t, gestor, changes);
  /** A stored delegate (a minor with guardian unless told otherwise). */
  const delegate = async (extra: Partial<DelegateRow> = {}): Promise<DelegateRow> => {
    n += 1;
    const row = newDelegateRow(personal(n), { source: 'preinscripcion' });
    await insertDelegateRows(t, [{ ...row, ...extra }]);
    return t.ctx.db.selectFrom('delegate').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
  };
  const stored = (id: string) => t.ctx.db.selectFrom('delegate').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await startTestApp(kind);
    gestor = await t.cookieFor('Gestor');
    commissionId = (await createCommission(t, gestor, 'Consejo de Seguridad', { room: 'Aula 3' })).id;
    delegationId = await seatDelegation(t, commissionId, 'Francia', 'FR', { veto: true });
  });
  beforeEach(() => setFeatures({}));
  afterAll(() => t.destroy());

  it('shows the delegate their own data, assignment and what may be corrected', async () => {
    const d = await delegate({ commissionId, delegationId, status: 'asignado' });
    const res = await t.call('GET', `/api/verification/${d.personalCode.toLowerCase()}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      firstNames: 'Jose',
      documentNumber: d.documentNumber,
      status: 'asignado',
      verifiedAt: null,
      commissionName: 'Consejo de Seguridad',
      delegationName: 'Francia',
      room: 'Aula 3',
      correctableFields: DEFAULT_PUBLIC_FEATURES.correctableFields,
      deadline: null,
      canCorrect: true,
      verificationOpen: true,
    });
    expect(res.json()).not.toHaveProperty('personalCode');
  });

  it('answers an unknown code with a clear Spanish 404', async () => {
    const res = await t.call('GET', '/api/verification/NOEXISTE1234');
    expectError(res, 404, 'NOT_FOUND');
    expect(res.json().message).toMatch(/enlace personal no es válido/);
    expectError(await t.call('PATCH', '/api/verification/NOEXISTE1234', { body: { firstNames: 'X' } }), 404, 'NOT_FOUND');
    expectError(await t.call('POST', '/api/verification/NOEXISTE1234/confirm'), 404, 'NOT_FOUND');
  });

  it('opens nothing with a badge code: the same 404 as an unknown code, and nothing changes', async () => {
    const d = await delegate();
    const unknown = await t.call('GET', '/api/verification/NOEXISTE12');
    for (const res of [
      await t.call('GET', `/api/verification/${d.badgeCode}`),
      await t.call('PATCH', `/api/verification/${d.badgeCode}`, { body: { firstNames: 'Intruso' } }),
      await t.call('POST', `/api/verification/${d.badgeCode}/confirm`),
    ]) {
      expectError(res, 404, 'NOT_FOUND');
      expect(res.json()).toEqual(unknown.json());
    }
    expect(await stored(d.id)).toEqual(d);
    // Nor does it open the delegate's certificates.
    expectError(await t.call('GET', `/api/my-certificates/${d.badgeCode}/nada`), 404, 'NOT_FOUND');
  });

  it('corrects the allowed fields, keeps the search text in step and audits with no actor', async () => {
    const d = await delegate();
    const res = await t.call('PATCH', `/api/verification/${d.personalCode}`, { body: { firstNames: 'José', lastNames: 'Núñez' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ firstNames: 'José', lastNames: 'Núñez' });
    const row = await stored(d.id);
    expect(row.searchText).toContain('jose nunez');
    const [entry] = await auditOf(t, gestor);
    expect(entry).toMatchObject({ action: 'delegate.self_corrected', entityId: d.id, actorId: null });
  });

  it('refuses a field that is not correctable, and changes nothing', async () => {
    const d = await delegate();
    await setFeatures({ correctableFields: ['firstNames'] });
    for (const body of [{ lastNames: 'Otro' }, { documentNumber: 'X9999999' }, { firstNames: 'Ok', status: 'acreditado' }]) {
      const res = await t.call('PATCH', `/api/verification/${d.personalCode}`, { body });
      expectError(res, 400, 'VALIDATION');
      const field = Object.keys(body).find((k) => k !== 'firstNames') as string;
      expect(res.json().fields[field]).toMatch(/no se puede corregir/);
    }
    const row = await stored(d.id);
    expect(row).toMatchObject({ firstNames: 'Jose', lastNames: 'Nuñez', documentNumber: d.documentNumber, status: 'preinscrito' });
  });

  it('keeps the personal data rules: guardian for minors, birth date not in the future, valid e-mail', async () => {
    const d = await delegate();
    const cases: [Record<string, unknown>, string][] = [
      [{ guardianName: null }, 'guardianName'],
      [{ birthDate: '2999-01-01' }, 'birthDate'],
      [{ email: 'sin-arroba' }, 'email'],
      [{ firstNames: '' }, 'firstNames'],
    ];
    for (const [body, field] of cases) {
      const res = await t.call('PATCH', `/api/verification/${d.personalCode}`, { body });
      expectError(res, 400, 'VALIDATION');
      expect(res.json().fields[field], JSON.stringify(body)).toBeTruthy();
    }
    expect(await stored(d.id)).toMatchObject({ guardianName: 'Madre', birthDate: d.birthDate, email: d.email, firstNames: 'Jose' });
    // An adult birth date makes the guardian optional.
    const ok = await t.call('PATCH', `/api/verification/${d.personalCode}`, {
      body: { birthDate: bornYearsAgo(20), guardianName: null, guardianPhone: null },
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('refuses corrections after the deadline (with the deadline in the message) or when closed', async () => {
    const d = await delegate();
    await setFeatures({ verificationDeadline: '2020-05-10T15:00:00.000Z' });
    const view = (await t.call('GET', `/api/verification/${d.personalCode}`)).json();
    expect(view).toMatchObject({ canCorrect: false, correctableFields: [], deadline: '2020-05-10T15:00:00.000Z' });
    const late = await t.call('PATCH', `/api/verification/${d.personalCode}`, { body: { firstNames: 'Tarde' } });
    expectError(late, 409, 'VERIFICATION_CLOSED');
    expect(late.json().message).toContain('10 de mayo de 2020');
    await setFeatures({ verificationOpen: false });
    expectError(
      await t.call('PATCH', `/api/verification/${d.personalCode}`, { body: { firstNames: 'Tarde' } }),
      409,
      'VERIFICATION_CLOSED',
    );
    expect((await stored(d.id)).firstNames).toBe('Jose');
  });

  it('confirms: preinscrito → verificado with the time; an assigned delegate keeps the status', async () => {
    const d = await delegate();
    const res = await t.call('POST', `/api/verification/${d.personalCode}/confirm`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('verificado');
    expect((await stored(d.id)).verifiedAt).toBeTruthy();
    const assigned = await delegate({ status: 'acreditado', commissionId, delegationId });
    const again = await t.call('POST', `/api/verification/${assigned.personalCode}/confirm`);
    expect(again.json()).toMatchObject({ status: 'acreditado' });
    expect((await stored(assigned.id)).verifiedAt).toBeTruthy();
  });

  it('refuses to confirm when verification is switched off', async () => {
    const d = await delegate();
    await setFeatures({ verificationOpen: false });
    expectError(await t.call('POST', `/api/verification/${d.personalCode}/confirm`), 409, 'VERIFICATION_CLOSED');
    expect(await stored(d.id)).toMatchObject({ status: 'preinscrito', verifiedAt: null });
  });

  it('resends the personal link only when document and e-mail both match, answering the same always', async () => {
    const d = await delegate();
    const before = (await outboxOf(t, gestor)).length;
    const answers = [];
    for (const body of [
      { documentNumber: 'NADIE0001', email: 'nadie@test.quorum' },
      { documentNumber: d.documentNumber, email: 'otro@test.quorum' },
      { documentNumber: 'NADIE0001', email: d.email },
    ]) {
      const res = await t.call('POST', '/api/verification/resend', { body });
      answers.push({ status: res.statusCode, body: res.body });
    }
    expect((await outboxOf(t, gestor)).length).toBe(before);
    const ok = await t.call('POST', '/api/verification/resend', {
      body: { documentNumber: d.documentNumber.toLowerCase(), email: d.email.toUpperCase() },
    });
    answers.push({ status: ok.statusCode, body: ok.body });
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0].status).toBe(202);
    const mails = await outboxOf(t, gestor, d.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(`/verificator?code=${d.personalCode}`);
  });

  it('refuses a malformed resend request', async () => {
    expectError(await t.call('POST', '/api/verification/resend', { body: { documentNumber: '1', email: 'x' } }), 400, 'VALIDATION');
  });
});

describeWithApp('verification rate limit (%s)', { PUBLIC_FAILED_LOOKUPS_PER_ADDRESS_PER_HOUR: '6' }, (app) => {
  it('limits resend requests per document and code look-ups per address', async () => {
    const body = { documentNumber: 'NADIE0001', email: 'nadie@test.quorum' };
    expect(await statusesOf(6, () => app().call('POST', '/api/verification/resend', { body }))).toEqual([202, 202, 202, 202, 202, 429]);
    expect(await statusesOf(7, () => app().call('GET', '/api/verification/NOEXISTE1234'))).toEqual([404, 404, 404, 404, 404, 404, 429]);
  });
});

describeWithApp('a badge code on /verificator (%s)', { PUBLIC_FAILED_LOOKUPS_PER_ADDRESS_PER_HOUR: '6' }, (app) => {
  it('counts as a miss of the guess limit, like any unknown code', async () => {
    const row = newDelegateRow(personal(1), { source: 'manual' });
    await insertDelegateRows(app(), [row]);
    expect(await statusesOf(7, () => app().call('GET', `/api/verification/${row.badgeCode}`))).toEqual([404, 404, 404, 404, 404, 404, 429]);
  });
});
