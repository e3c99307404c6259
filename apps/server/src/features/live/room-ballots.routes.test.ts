import type { AddressInfo } from 'node:net';
import {
  type BallotAnswer,
  type DelegationBallot,
  LIVE_STREAM_BALLOTS,
  LIVE_STREAM_OWN_BALLOT,
  LIVE_STREAM_SNAPSHOT,
  type LiveState,
} from '@quorum/shared';
import { beforeAll, expect, it } from 'vitest';
import { seedTwoCommissions, type TwoCommissions } from '../../../test/fixtures';
import { describeWithApp, expectError, type TestApp } from '../../../test/harness';
import { liveClient } from '../../../test/live-client';
import { openPhone, phoneAction as ballotAction, seatPhoneDelegations } from '../../../test/room-phones';
import { openSse } from '../../../test/sse-client';

describeWithApp('ballots cast from the delegates’ phones (%s)', {}, (app) => {
  let t: TestApp;
  let fx = {} as TwoCommissions;
  let c: ReturnType<typeof liveClient>;
  let codes: Record<string, string> = {};
  const NAMES = ['Colombia', 'Francia', 'Japón', 'Kenia'];

  const phone = (name: string) => openPhone(t, codes[name] as string);
  const cast = (cookie: string, body: Record<string, unknown>) =>
    t.call('POST', '/api/room/ballots', { cookie, body: { actionId: ballotAction(), ...body } });
  const ownBallot = async (cookie: string) => {
    const res = await t.call('GET', '/api/room/ballot', { cookie });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as DelegationBallot).vote;
  };
  const open = async (method: 'phones_secret' | 'phones_recorded', title: string, firstCounts?: boolean) => {
    const opened = await c.run({ type: 'vote.open', title, method, majority: 'simple', ...(firstCounts ? { firstCounts } : {}) });
    return (opened.state as LiveState).floor.vote?.phones?.voteId as string;
  };

  beforeAll(async () => {
    t = app();
    fx = await seedTwoCommissions(t);
    c = liveClient(t, fx.a.id, fx.chair.cookie);
    const seated = await seatPhoneDelegations(t, fx.a.id, NAMES, 'TEL');
    codes = seated.codes;
    const delegates = NAMES.map((name) => seated.delegates[name] as string);
    await c.run({ type: 'session.open', title: 'Sesión con teléfonos' });
    const rollCallId = (await c.live()).rollCall?.id as string;
    // Kenia is not marked: absent, it has no ballot.
    for (const delegateId of delegates.slice(0, 3)) await c.run({ type: 'rollCall.mark', rollCallId, delegateId, status: 'presente' });
  });

  it('counts a secret ballot once whatever its phones send: the same action id twice, a second device, a reload', async () => {
    const voteId = await open('phones_secret', 'Proyecto secreto');
    const colombia = await phone('Colombia');
    const second = await phone('Colombia');
    expect(await ownBallot(colombia)).toMatchObject({ voteId, eligible: true, mayAbstain: true, voted: false, choice: null });
    const same = ballotAction();
    const [one, two] = await Promise.all([
      cast(colombia, { voteId, choice: 'a_favor', actionId: same }),
      cast(colombia, { voteId, choice: 'a_favor', actionId: same }),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect([one.json().replayed, two.json().replayed].sort()).toEqual([false, true]);
    expect((await cast(second, { voteId, choice: 'en_contra' })).json()).toMatchObject({ status: 'already_voted', cast: 1 });
    expect((await cast(await phone('Francia'), { voteId, choice: 'en_contra' })).json()).toMatchObject({ status: 'counted', cast: 2 });
    // A phone opened again (killed mid-vote): its delegation has voted; a secret vote never says what.
    expect(await ownBallot(await phone('Colombia'))).toMatchObject({ voteId, voted: true, choice: null });
    expectError(await cast(await phone('Kenia'), { voteId, choice: 'a_favor' }), 409, 'VOTE_ABSENT');
    const closed = await c.run({ type: 'vote.close' });
    expect((closed.state as LiveState).floor.results[0]).toMatchObject({ method: 'phones_secret', result: { yes: 1, no: 1 } });
    expectError(await cast(colombia, { voteId, choice: 'abstencion' }), 409, 'VOTE_CLOSED');
    expect(await ownBallot(colombia)).toBeNull();
  });

  it('keeps the latest ballot of a recorded vote, shows it to the delegation’s phones, and casts only for the phone’s own delegation', async () => {
    const voteId = await open('phones_recorded', 'Proyecto registrado');
    const japon = await phone('Japón');
    expect((await cast(japon, { voteId, choice: 'a_favor' })).json()).toMatchObject({
      status: 'counted',
      cast: 1,
    } satisfies Partial<BallotAnswer>);
    await cast(japon, { voteId, choice: 'abstencion' });
    expect(await ownBallot(await phone('Japón'))).toMatchObject({ voted: true, choice: 'abstencion' });
    // The body names no delegation: a phone's ballot is its own delegation's, whatever it sends.
    const other = await cast(japon, { voteId, choice: 'en_contra', delegationId: 'otra' });
    expectError(other, 400, 'VALIDATION');
    const closed = await c.run({ type: 'vote.close' });
    expect((closed.state as LiveState).floor.results[0]).toMatchObject({
      method: 'phones_recorded',
      result: { yes: 0, no: 0, abstain: 1 },
    });
  });

  it('counts the first ballot of a recorded vote whose votes cannot change, and shows it to the delegation’s phones', async () => {
    const voteId = await open('phones_recorded', 'Proyecto sin cambios', true);
    const francia = await phone('Francia');
    expect(await ownBallot(francia)).toMatchObject({ voteId, firstCounts: true, voted: false });
    expect((await cast(francia, { voteId, choice: 'en_contra' })).json()).toMatchObject({ status: 'counted', cast: 1 });
    const later = (await cast(await phone('Francia'), { voteId, choice: 'a_favor' })).json();
    expect(later).toMatchObject({ status: 'already_voted', cast: 1 });
    expect(await ownBallot(francia)).toMatchObject({ voted: true, choice: 'en_contra' });
    const closed = await c.run({ type: 'vote.close' });
    expect((closed.state as LiveState).floor.results[0]).toMatchObject({ method: 'phones_recorded', result: { yes: 0, no: 1 } });
  });

  it('tells the chair’s stream each ballot’s count and the phones’ streams only the vote’s opening and close', async () => {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const japon = await phone('Japón');
    const phoneStream = await openSse(`${base}/api/room/events`, { cookie: japon });
    const chairStream = await openSse(`${base}/api/commissions/${fx.a.id}/live/events`, { cookie: fx.chair.cookie });
    try {
      expect((await phoneStream.nextData()).event).toBe(LIVE_STREAM_SNAPSHOT);
      expect((await chairStream.nextData()).event).toBe(LIVE_STREAM_SNAPSHOT);
      const voteId = await open('phones_recorded', 'Proyecto en directo');
      expect((await phoneStream.nextData()).event).toBe('vote.opened');
      await cast(japon, { voteId, choice: 'a_favor' });
      await cast(await phone('Colombia'), { voteId, choice: 'en_contra' });
      for (let counted = 0; counted < 2; ) counted = ((await chairStream.nextNamed(LIVE_STREAM_BALLOTS)).data as { cast: number }).cast;
      await c.run({ type: 'vote.close' });
      // The two counts reached the chair before the close; the phone's next event is the close itself.
      expect((await phoneStream.nextData()).event).toBe('vote.closed');
    } finally {
      phoneStream.close();
      chairStream.close();
    }
  });

  it('tells the delegation’s other phones that it voted, and no other delegation’s phone', async () => {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const japon = await phone('Japón');
    const otherJapon = await phone('Japón');
    const otherStream = await openSse(`${base}/api/room/events`, { cookie: otherJapon });
    const colombiaStream = await openSse(`${base}/api/room/events`, { cookie: await phone('Colombia') });
    try {
      expect((await otherStream.nextData()).event).toBe(LIVE_STREAM_SNAPSHOT);
      expect((await colombiaStream.nextData()).event).toBe(LIVE_STREAM_SNAPSHOT);
      const voteId = await open('phones_recorded', 'Proyecto de dos teléfonos');
      await cast(japon, { voteId, choice: 'a_favor' });
      expect((await otherStream.nextNamed(LIVE_STREAM_OWN_BALLOT)).data).toEqual({ voteId });
      expect(await ownBallot(otherJapon)).toMatchObject({ voteId, voted: true, choice: 'a_favor' });
      await c.run({ type: 'vote.close' });
      const heard: string[] = [];
      for (let e = await colombiaStream.next(); e.event !== 'vote.closed'; e = await colombiaStream.next()) heard.push(e.event);
      expect(heard).not.toContain(LIVE_STREAM_OWN_BALLOT);
    } finally {
      otherStream.close();
      colombiaStream.close();
    }
  });
});
