import { type Commission, ERROR_MESSAGES_ES, type LiveState, type MeetsCodeView, type SelfCheckIns } from '@quorum/shared';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { adultPersonal, insertDelegate, seatDelegation, seedTwoCommissions, type TwoCommissions } from '../../../test/fixtures';
import { countRows, describeWithApp, expectError, setPublicFeatures, statusesOf, type TestApp } from '../../../test/harness';
import { PUBLIC_LOOKUP_RULES } from '../../lib/public-lookups';

/** The venue's network (the room's phones) and an address outside it. */
const VENUE = '198.51.100.10';
const OUTSIDE = '203.0.113.77';

/** A commission `a` with four seated delegates and one in `b`; a self check-in roll call open on `a`. */
async function seedRoom(t: TestApp) {
  const seeded = await seedTwoCommissions(t);
  const { gestor, a, b } = seeded;
  await setPublicFeatures(t, gestor.cookie, { selfCheckIn: true });
  const seat = async (document: string, firstNames: string, commissionId: string, delegationId: string) =>
    insertDelegate(
      t,
      adultPersonal({ documentNumber: document, firstNames, lastNames: 'Rojas' }),
      { status: 'asignado' },
      { commissionId, delegationId },
    );
  const delegates = {
    co: await seat('SELFCO', 'Camila', a.id, await seatDelegation(t, a.id, 'Colombia', 'CO', { position: 1 })),
    fr: await seat('SELFFR', 'Fabián', a.id, await seatDelegation(t, a.id, 'Francia', 'FR', { position: 2 })),
    jp: await seat('SELFJP', 'Julia', a.id, await seatDelegation(t, a.id, 'Japón', 'JP', { position: 3 })),
    ke: await seat('SELFKE', 'Kevin', a.id, await seatDelegation(t, a.id, 'Kenia', 'KE', { position: 4 })),
    cl: await seat('SELFCL', 'Carlos', b.id, await seatDelegation(t, b.id, 'Chile', 'CL', { position: 1 })),
  };
  let actions = 0;
  /** A command of the Gestor on the current version of `a`. */
  const run = async (command: unknown) => {
    const url = `/api/commissions/${a.id}/live`;
    const { version } = (await t.call('GET', url, { cookie: gestor.cookie })).json() as LiveState;
    const res = await t.call('POST', `${url}/commands`, {
      cookie: gestor.cookie,
      body: { version, actionId: `self-check-in-test-${++actions}`, command },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().state as LiveState;
  };
  const rollCallId = (await run({ type: 'rollCall.open', mode: 'self' })).rollCall?.id as string;
  const screenCode = async () =>
    ((await t.call('GET', `/api/commissions/${a.id}/live/meets-code`, { cookie: gestor.cookie })).json() as MeetsCodeView).code;
  /** A check-in sent from `address` (through the trusted proxy: TRUST_PROXY). */
  const send = (body: Record<string, string>, address = VENUE) =>
    t.call('POST', '/api/meets', { body, headers: { 'x-forwarded-for': address } });
  return { ...seeded, delegates, run, rollCallId, screenCode, send };
}

describeWithApp('the personal code at /meets, and where self check-ins came from (%s)', { TRUST_PROXY: 'true' }, (app) => {
  let t: TestApp;
  let room: Awaited<ReturnType<typeof seedRoom>>;
  let { gestor, logistica, chair, otherChair, a } = {} as TwoCommissions;
  /** The list as read from the chair's console, on the venue's network unless `address` says otherwise. */
  const selfCheckIns = (cookie: string, commissionId = a.id, address = VENUE) =>
    t.call('GET', `/api/commissions/${commissionId}/live/self-check-ins`, { cookie, headers: { 'x-forwarded-for': address } });
  const attendanceOf = async () =>
    Object.fromEntries(
      ((await t.call('GET', `/api/commissions/${a.id}/live`, { cookie: chair.cookie })).json() as LiveState).attendance.map((d) => [
        d.name,
        d.status,
      ]),
    );

  beforeAll(async () => {
    t = app();
    room = await seedRoom(t);
    ({ gestor, logistica, chair, otherChair, a } = room);
  });

  it('marks a delegate present with their personal code (typed in any case, or their whole link pasted)', async () => {
    const code = String(room.delegates.co.personalCode);
    const res = await room.send({ code: await room.screenCode(), personalCode: ` ${code.toLowerCase()} ` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ delegate: 'C. R***', commissionName: a.name, delegationName: 'Colombia' });
    const link = `http://localhost:3000/verificator?code=${room.delegates.fr.personalCode}`;
    const pasted = await room.send({ code: await room.screenCode(), personalCode: link }, OUTSIDE);
    expect(pasted.statusCode, pasted.body).toBe(200);
    expect(await attendanceOf()).toMatchObject({ Colombia: 'presente', Francia: 'presente', Japón: 'ausente' });
  });

  it("gives a badge code, another room's personal code and an unknown code one answer, changing nothing", async () => {
    const screen = await room.screenCode();
    const before = { log: await countRows(t, 'liveLog'), checkIns: await countRows(t, 'selfCheckIn'), attendance: await attendanceOf() };
    const answers = await Promise.all(
      [String(room.delegates.jp.badgeCode), String(room.delegates.cl.personalCode), 'NOSUCHCODE99'].map((personalCode) =>
        room.send({ code: screen, personalCode }),
      ),
    );
    for (const res of answers) {
      expectError(res, 404, 'MEETS_NOT_IN_ROOM');
      expect(res.json()).toEqual(answers[0]?.json());
    }
    expect(answers[0]?.json().message).toBe(ERROR_MESSAGES_ES.MEETS_NOT_IN_ROOM);
    expect({ log: await countRows(t, 'liveLog'), checkIns: await countRows(t, 'selfCheckIn'), attendance: await attendanceOf() }).toEqual(
      before,
    );
    // Either a document number or a personal code, never both or neither.
    const both = await room.send({ code: screen, document: 'SELFJP', personalCode: String(room.delegates.jp.personalCode) });
    expectError(both, 400, 'VALIDATION');
    expectError(await room.send({ code: screen }), 400, 'VALIDATION');
    expectError(await room.send({ code: screen, personalCode: 'a b' }), 400, 'VALIDATION');
  });

  it('shows the chair and the Gestor who checked in by themselves, when, from which address and how', async () => {
    // One more from the outside address, with a document number; the chair marks Kenia from the console.
    const julia = await room.send({ code: await room.screenCode(), document: 'SELFJP' }, OUTSIDE);
    expect(julia.statusCode, julia.body).toBe(200);
    await room.run({ type: 'rollCall.mark', rollCallId: room.rollCallId, delegateId: room.delegates.ke.id, status: 'presente' });
    for (const cookie of [chair.cookie, gestor.cookie]) {
      const res = await selfCheckIns(cookie);
      expect(res.statusCode, res.body).toBe(200);
      const view = res.json() as SelfCheckIns;
      expect(view).toMatchObject({ rollCallId: room.rollCallId, open: true });
      expect(view.checkIns.map(({ checkedInAt: _, ...c }) => c)).toEqual([
        { delegateId: room.delegates.co.id, name: 'Camila Rojas', delegationName: 'Colombia', address: VENUE, way: 'codigo_personal' },
        { delegateId: room.delegates.fr.id, name: 'Fabián Rojas', delegationName: 'Francia', address: OUTSIDE, way: 'codigo_personal' },
        { delegateId: room.delegates.jp.id, name: 'Julia Rojas', delegationName: 'Japón', address: OUTSIDE, way: 'documento' },
      ]);
      for (const c of view.checkIns) expect(Date.parse(c.checkedInAt)).not.toBeNaN();
      // The console's own address: the venue's, so the web marks the check-ins that came from the room's network.
      expect(view.viewerAddress).toBe(VENUE);
    }
    expect(((await selfCheckIns(gestor.cookie, a.id, '192.0.2.200')).json() as SelfCheckIns).viewerAddress).toBe('192.0.2.200');
  });

  it('keeps a check-in in the list after the chair corrects the mark, and after the roll call closes', async () => {
    await room.run({ type: 'rollCall.mark', rollCallId: room.rollCallId, delegateId: room.delegates.jp.id, status: 'ausente' });
    expect(await attendanceOf()).toMatchObject({ Japón: 'ausente' });
    await room.run({ type: 'rollCall.close' });
    const view = (await selfCheckIns(chair.cookie)).json() as SelfCheckIns;
    expect(view.open).toBe(false);
    expect(view.checkIns.map((c) => [c.name, c.address])).toContainEqual(['Julia Rojas', OUTSIDE]);
  });

  it('never lets the room’s screen, another chair or the door read an address', async () => {
    expectError(await selfCheckIns(''), 401, 'UNAUTHENTICATED');
    expectError(await selfCheckIns(otherChair.cookie), 403, 'FORBIDDEN');
    expectError(await selfCheckIns(logistica.cookie), 403, 'FORBIDDEN');
    // The screen's projection cookie opens the banner's state, which carries no address, and not this list.
    const { projectionCode } = (await t.call('GET', `/api/commissions/${a.id}`, { cookie: gestor.cookie })).json() as Commission;
    const opened = await t.call('POST', '/api/projection/open', { body: { code: projectionCode } });
    const screen = String(opened.headers['set-cookie']).split(';')[0] as string;
    expectError(await selfCheckIns(screen), 401, 'UNAUTHENTICATED');
    const banner = await t.call('GET', `/api/banner/${a.id}/live`, { cookie: screen });
    expect(banner.statusCode, banner.body).toBe(200);
    expect(banner.body).not.toContain(OUTSIDE);
    expect(banner.body).not.toContain(VENUE);
    // Nor the chair's live state (the screen shows the same).
    expect((await t.call('GET', `/api/commissions/${a.id}/live`, { cookie: chair.cookie })).body).not.toContain(OUTSIDE);
  });

  it("puts the addresses in the delegate's personal-data export, and erases them with the delegate", async () => {
    const exported = await t.call('GET', `/api/delegates/${room.delegates.fr.id}/personal-data`, { cookie: gestor.cookie });
    expect(JSON.parse(exported.body).selfCheckIns).toEqual([
      { rollCallId: room.rollCallId, address: OUTSIDE, way: 'codigo_personal', checkedInAt: expect.any(String) },
    ]);
    const erased = await t.call('DELETE', `/api/delegates/${room.delegates.fr.id}`, { cookie: gestor.cookie, body: { confirm: 'SELFFR' } });
    expect(erased.statusCode, erased.body).toBe(200);
    const view = (await selfCheckIns(chair.cookie)).json() as SelfCheckIns;
    expect(view.checkIns.map((c) => c.name)).toEqual(['Camila Rojas', 'Julia Rojas']);
  });

  it('keeps an earlier self roll call’s check-ins reachable once a later one opens', async () => {
    const later = (await room.run({ type: 'rollCall.open', mode: 'self' })).rollCall?.id as string;
    try {
      const latest = (await selfCheckIns(chair.cookie)).json() as SelfCheckIns;
      expect(latest).toMatchObject({ rollCallId: later, open: true, checkIns: [] });
      expect(latest.rollCalls.map((r) => [r.id, r.closedAt === null, r.count])).toEqual([
        [later, true, 0],
        [room.rollCallId, false, 2],
      ]);
      const asked = (id: string, cookie = chair.cookie, commissionId = a.id) =>
        t.call('GET', `/api/commissions/${commissionId}/live/self-check-ins?rollCallId=${id}`, {
          cookie,
          headers: { 'x-forwarded-for': VENUE },
        });
      const earlier = (await asked(room.rollCallId)).json() as SelfCheckIns;
      expect(earlier).toMatchObject({ rollCallId: room.rollCallId, open: false });
      expect(earlier.checkIns.map((c) => [c.name, c.address])).toContainEqual(['Julia Rojas', OUTSIDE]);
      // Another commission's roll call, or none, is no roll call of this one; another chair is refused first.
      expectError(await asked('no-existe'), 404, 'NOT_FOUND');
      expectError(await asked(room.rollCallId, otherChair.cookie), 403, 'FORBIDDEN');
    } finally {
      await room.run({ type: 'rollCall.close' });
    }
  });
});

describeWithApp(
  'self check-in guesses with personal codes (%s)',
  { PUBLIC_FAILED_LOOKUPS_PER_ADDRESS_PER_HOUR: '3', TRUST_PROXY: 'true' },
  (app) => {
    let room: Awaited<ReturnType<typeof seedRoom>>;
    beforeAll(async () => {
      room = await seedRoom(app());
    });

    it('counts each personal code that is no delegate of the room as a miss of the address', async () => {
      for (const personalCode of [String(room.delegates.cl.personalCode), String(room.delegates.co.badgeCode), 'NOSUCHCODE99'])
        expectError(await room.send({ code: await room.screenCode(), personalCode }, OUTSIDE), 404, 'MEETS_NOT_IN_ROOM');
      // Three misses of three allowed: that address is held back, even with a right code; the venue is not.
      const personalCode = String(room.delegates.co.personalCode);
      expectError(await room.send({ code: await room.screenCode(), personalCode }, OUTSIDE), 429, 'RATE_LIMITED');
      const venue = await room.send({ code: await room.screenCode(), personalCode }, VENUE);
      expect(venue.statusCode, venue.body).toBe(200);
    });

    it('limits the attempts of one personal code from any address, apart from its document number', async () => {
      const personalCode = String(room.delegates.jp.personalCode);
      const { perSubject } = PUBLIC_LOOKUP_RULES.meets;
      // A wrong screen code each time, each from a new address: an attempt of that personal code every time.
      const wrong = (i: number): Promise<LightMyRequestResponse> => room.send({ code: 'AAAAAA', personalCode }, `192.0.2.${i + 1}`);
      expect(await statusesOf(perSubject, wrong)).toEqual(Array(perSubject).fill(400));
      const held = await room.send({ code: await room.screenCode(), personalCode }, '192.0.2.200');
      expectError(held, 429, 'RATE_LIMITED');
      expect(held.json().message).toMatch(/^Demasiadas consultas con este enlace personal\./);
      // The same delegate's document number is its own count.
      const byDocument = await room.send({ code: await room.screenCode(), document: 'SELFJP' }, '192.0.2.201');
      expect(byDocument.statusCode, byDocument.body).toBe(200);
    });
  },
);
