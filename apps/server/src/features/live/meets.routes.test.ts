import { ERROR_MESSAGES_ES, type ErrorCode, type LiveState, MEETS_WINDOW_MS, type MeetsCodeView } from '@quorum/shared';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { adultPersonal, insertDelegate, seatDelegation, seedTwoCommissions, type TwoCommissions } from '../../../test/fixtures';
import { countRows, describeWithApp, expectError, setPublicFeatures, statusesOf, type TestApp } from '../../../test/harness';
import type { AppError } from '../../lib/errors';
import { meetsCode, meetsKeyOf, windowOf } from './meets.code';
import { checkIn } from './meets.use-cases';
import { PUBLIC_LOOKUP_RULES } from '../../lib/public-lookups';

describeWithApp('self check-in (%s)', {}, (app) => {
  let t: TestApp;
  let { gestor, logistica, chair, otherChair, a, b } = {} as TwoCommissions;
  let actions = 0;
  let rollCallId: string;

  const live = async () => (await t.call('GET', `/api/commissions/${a.id}/live`, { cookie: chair.cookie })).json() as LiveState;
  /** A chair's command on the current version. */
  const run = async (command: unknown, commissionId = a.id) => {
    const url = `/api/commissions/${commissionId}/live`;
    const { version } = (await t.call('GET', url, { cookie: gestor.cookie })).json() as LiveState;
    const res = await t.call('POST', `${url}/commands`, {
      cookie: gestor.cookie,
      body: { version, actionId: `meets-test-${++actions}`, command },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().state as LiveState;
  };
  const codeOf = (cookie = chair.cookie, commissionId = a.id) =>
    t.call('GET', `/api/commissions/${commissionId}/live/meets-code`, { cookie });
  const currentCode = async (commissionId = a.id) => ((await codeOf(gestor.cookie, commissionId)).json() as MeetsCodeView).code;
  const send = (code: string, document: string) => t.call('POST', '/api/meets', { body: { code, document } });
  /** Everything a refused check-in must leave as it was. */
  const everything = async () => ({
    state: await live(),
    log: await countRows(t, 'liveLog'),
    marks: await t.ctx.db.selectFrom('rollCallMark').selectAll().orderBy('delegateId').execute(),
    audit: await countRows(t, 'auditLog'),
  });
  const refused = async (send: () => Promise<LightMyRequestResponse>, status: number, code: ErrorCode) => {
    const before = await everything();
    const res = await send();
    expectError(res, status, code);
    expect(res.json().message).toBe(ERROR_MESSAGES_ES[code]);
    expect(await everything()).toEqual(before);
  };
  const attendanceOf = (state: LiveState) => Object.fromEntries(state.attendance.map((d) => [d.name, d.status]));
  const key = () => meetsKeyOf(t.ctx.config.secret);

  beforeAll(async () => {
    t = app();
    ({ gestor, logistica, chair, otherChair, a, b } = await seedTwoCommissions(t));
    await setPublicFeatures(t, gestor.cookie, { selfCheckIn: true });
    const seat = async (
      document: string,
      firstNames: string,
      commissionId: string | null,
      delegation: string | null,
      status = 'asignado',
    ) =>
      insertDelegate(
        t,
        adultPersonal({ documentNumber: document, firstNames, lastNames: 'Rojas' }),
        { status: status as 'asignado' },
        {
          commissionId,
          delegationId: delegation,
        },
      );
    const colombia = await seatDelegation(t, a.id, 'Colombia', 'CO', { position: 1 });
    const francia = await seatDelegation(t, a.id, 'Francia', 'FR', { position: 2 });
    const japon = await seatDelegation(t, a.id, 'Japón', 'JP', { position: 3 });
    const kenia = await seatDelegation(t, a.id, 'Kenia', 'KE', { position: 4 });
    const chile = await seatDelegation(t, b.id, 'Chile', 'CL', { position: 1 });
    await seat('MEETCO', 'Camila', a.id, colombia);
    await seat('MEETFR', 'Fabián', a.id, francia);
    await seat('MEETJP', 'Julia', a.id, japon);
    await seat('MEETKE', 'Kevin', a.id, kenia);
    await seat('MEETCL', 'Carlos', b.id, chile);
    await seat('MEETNONE', 'Nadia', null, null);
    await seat('MEETSEAT', 'Sara', a.id, null);
    await seat('MEETGONE', 'Rita', a.id, colombia, 'retirado');
  });

  it('shows the code only to the commission chair and the Gestor, and only while a self roll call is open', async () => {
    expectError(await codeOf(''), 401, 'UNAUTHENTICATED');
    expectError(await codeOf(otherChair.cookie), 403, 'FORBIDDEN');
    expectError(await codeOf(logistica.cookie), 403, 'FORBIDDEN');
    expectError(await codeOf(), 409, 'MEETS_NOT_OPEN');
    await run({ type: 'rollCall.open', mode: 'chair' });
    expectError(await codeOf(), 409, 'MEETS_NOT_OPEN');
    await run({ type: 'rollCall.close' });
    rollCallId = (await run({ type: 'rollCall.open', mode: 'self' })).rollCall?.id as string;
    const res = await codeOf();
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json() as MeetsCodeView;
    expect(view.code).toMatch(/^[34679ACDEFGHJKMNPQRTUVWXY]{6}$/);
    expect(view.rollCallId).toBe(rollCallId);
    expect(view.changesAt).toBe((windowOf(view.serverTime) + 1) * MEETS_WINDOW_MS);
    expect(view.code).toBe(meetsCode(key(), rollCallId, windowOf(view.serverTime)));
    expectError(await codeOf(chair.cookie, b.id), 403, 'FORBIDDEN');
  });

  it('refuses each wrong input with its own message, changing nothing', async () => {
    const code = await currentCode();
    await refused(() => send(meetsCode(key(), 'no-roll-call', windowOf(Date.now())), 'MEETCO'), 400, 'MEETS_CODE_INVALID');
    await refused(() => send(meetsCode(key(), rollCallId, windowOf(Date.now()) - 3), 'MEETCO'), 410, 'MEETS_CODE_STALE');
    for (const document of ['NOSUCHDOC', 'MEETGONE', 'MEETNONE', 'MEETSEAT', 'MEETCL'])
      await refused(() => send(code, document), 404, 'MEETS_NOT_IN_ROOM');
    await refused(() => send('abc', 'MEETCO'), 400, 'VALIDATION');
    await refused(() => send(code, 'MEET\u0000CO'), 400, 'VALIDATION');
    await setPublicFeatures(t, gestor.cookie, { selfCheckIn: false });
    await refused(() => send(code, 'MEETCO'), 409, 'MEETS_DISABLED');
    expectError(await codeOf(), 409, 'MEETS_DISABLED');
    await setPublicFeatures(t, gestor.cookie, { selfCheckIn: true });
  });

  it('marks the delegate present with a right code: the masked name, the live state and one log entry', async () => {
    const before = await countRows(t, 'liveLog');
    const res = await send((await currentCode()).toLowerCase(), ' meetco ');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ delegate: 'C. R***', commissionName: a.name, delegationName: 'Colombia' });
    const state = await live();
    expect(attendanceOf(state)).toMatchObject({ Colombia: 'presente', Francia: 'ausente' });
    expect(state.rollCall?.marks).toHaveLength(1);
    expect(await countRows(t, 'liveLog')).toBe(before + 1);
    const entry = await t.ctx.db.selectFrom('liveLog').selectAll().orderBy('sequence', 'desc').executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ event: 'rollcall.answered', actorId: null, sequence: state.lastSequence });
    // A second time: already present, nothing written.
    await refused(async () => send(await currentCode(), 'MEETCO'), 409, 'MEETS_ALREADY_PRESENT');
  });

  it('accepts the previous code during the first 10 s of a window and refuses it as stale after', async () => {
    const window = windowOf(Date.now());
    const previous = meetsCode(key(), rollCallId, window - 1);
    const start = window * MEETS_WINDOW_MS;
    const before = await everything();
    await expect(checkIn(t.ctx, { code: previous, document: 'MEETKE' }, '127.0.0.1', start + 10_000)).rejects.toMatchObject({
      code: 'MEETS_CODE_STALE',
    } satisfies Partial<AppError>);
    expect(await everything()).toEqual(before);
    const done = await checkIn(t.ctx, { code: previous, document: 'MEETKE' }, '127.0.0.1', start + 9_999);
    expect(done.result).toMatchObject({ delegationName: 'Kenia' });
    expect(attendanceOf(await live())).toMatchObject({ Kenia: 'presente' });
  });

  it("answers an unknown document, an unassigned delegate and another room's delegate alike, a valid code or not", async () => {
    const code = await currentCode();
    const answers = await Promise.all(['NOSUCHDOC', 'MEETNONE', 'MEETSEAT', 'MEETCL', 'MEETGONE'].map((d) => send(code, d)));
    const bodies = answers.map((r) => ({ status: r.statusCode, body: r.json() }));
    expect(bodies[0]).toEqual({
      status: 404,
      body: expect.objectContaining({ code: 'MEETS_NOT_IN_ROOM', message: ERROR_MESSAGES_ES.MEETS_NOT_IN_ROOM }),
    });
    for (const other of bodies.slice(1)) expect(other).toEqual(bodies[0]);
  });

  it('makes one log entry for 10 concurrent check-ins of the same delegate', async () => {
    const before = await countRows(t, 'liveLog');
    const code = await currentCode();
    const answers = await Promise.all(Array.from({ length: 10 }, () => send(code, 'MEETFR')));
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
    for (const r of answers.filter((r) => r.statusCode === 409)) expect(r.json().code).toBe('MEETS_ALREADY_PRESENT');
    expect(await countRows(t, 'liveLog')).toBe(before + 1);
    expect(attendanceOf(await live())).toMatchObject({ Francia: 'presente' });
  });

  it('limits the attempts of one document number, even with the right code afterwards', async () => {
    const wrong = meetsCode(key(), 'no-roll-call', windowOf(Date.now()));
    const statuses = await statusesOf(PUBLIC_LOOKUP_RULES.meets.perSubject, () => send(wrong, 'MEETJP'));
    expect(statuses).toEqual(Array(PUBLIC_LOOKUP_RULES.meets.perSubject).fill(400));
    const res = await send(await currentCode(), 'MEETJP');
    expectError(res, 429, 'RATE_LIMITED');
    expect(res.json().message).toMatch(/con este documento/);
    expect(attendanceOf(await live())).toMatchObject({ Japón: 'ausente' });
    // Another document is not held back.
    expectError(await send(await currentCode(), 'MEETCL'), 404, 'MEETS_NOT_IN_ROOM');
  });

  it('says the roll call is closed for the code of a closed roll call', async () => {
    const code = await currentCode();
    await run({ type: 'rollCall.close' });
    await refused(() => send(code, 'MEETSEAT'), 409, 'MEETS_ROLL_CALL_CLOSED');
    expectError(await codeOf(), 409, 'MEETS_NOT_OPEN');
  });
});

describeWithApp('self check-in rate limit per address (%s)', { PUBLIC_LOOKUPS_PER_ADDRESS_PER_HOUR: '30' }, (app) => {
  it('refuses an address that sent too many check-ins this hour', async () => {
    const t = app();
    const statuses = await statusesOf(31, (i) => t.call('POST', '/api/meets', { body: { code: '346793', document: `DOC${1000 + i}` } }));
    // Self check-in is off by default: each is refused, and counted, until the address is held back.
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(409));
    expect(statuses[30]).toBe(429);
  });
});

describeWithApp('self check-in guesses per address (%s)', { PUBLIC_FAILED_LOOKUPS_PER_ADDRESS_PER_HOUR: '3' }, (app) => {
  it("counts every document that is not a delegate of the room as a miss, and lets the room's delegates check in", async () => {
    const t = app();
    const { gestor, a, b } = await seedTwoCommissions(t);
    await setPublicFeatures(t, gestor.cookie, { selfCheckIn: true });
    const seat = async (document: string, commissionId: string | null, delegationId: string | null) =>
      insertDelegate(
        t,
        adultPersonal({ documentNumber: document, firstNames: 'Lía', lastNames: 'Mora' }),
        { status: 'asignado' },
        {
          commissionId,
          delegationId,
        },
      );
    await seat('GUESSCO', a.id, await seatDelegation(t, a.id, 'Colombia', 'CO', { position: 1 }));
    await seat('GUESSCL', b.id, await seatDelegation(t, b.id, 'Chile', 'CL', { position: 1 }));
    await seat('GUESSNONE', null, null);
    const url = `/api/commissions/${a.id}/live`;
    const { version } = (await t.call('GET', url, { cookie: gestor.cookie })).json() as LiveState;
    const opened = await t.call('POST', `${url}/commands`, {
      cookie: gestor.cookie,
      body: { version, actionId: 'guess-open', command: { type: 'rollCall.open', mode: 'self' } },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const code = async () => ((await t.call('GET', `${url}/meets-code`, { cookie: gestor.cookie })).json() as MeetsCodeView).code;
    const send = async (document: string) => t.call('POST', '/api/meets', { body: { code: await code(), document } });

    // A delegate of the room checks in, and a found document is not a miss.
    const done = await send('GUESSCO');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ delegationName: 'Colombia' });
    // Another commission's delegate, an unassigned one and an unknown document: three misses of three allowed.
    for (const document of ['GUESSCL', 'GUESSNONE', 'NOSUCHDOC']) expectError(await send(document), 404, 'MEETS_NOT_IN_ROOM');
    const held = await send('GUESSCO');
    expectError(held, 429, 'RATE_LIMITED');
  });
});
