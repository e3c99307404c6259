import { type ActaSummary, calledNow, ERROR_MESSAGES_ES, type LiveState, type PhoneRollCallAnswered } from '@quorum/shared';
import { beforeAll, expect, it } from 'vitest';
import { seedTwoCommissions, type TwoCommissions } from '../../../test/fixtures';
import { describeWithApp, expectError, type TestApp } from '../../../test/harness';
import { liveClient } from '../../../test/live-client';
import { openPhone, phoneAction, seatPhoneDelegations } from '../../../test/room-phones';

describeWithApp('roll-call answers from the called delegation’s phone (%s)', {}, (app) => {
  let t: TestApp;
  let fx = {} as TwoCommissions;
  let c: ReturnType<typeof liveClient>;
  let codes: Record<string, string> = {};
  let ids: Record<string, string> = {};
  const NAMES = ['Colombia', 'Francia', 'Japón', 'Kenia'];

  const phone = (name: string) => openPhone(t, codes[name] as string);
  const answer = (cookie: string, body: Record<string, unknown>) =>
    t.call('POST', '/api/room/roll-call-answer', { cookie, body: { actionId: phoneAction(), ...body } });
  const nameOf = (id: string | null) => NAMES.find((name) => ids[name] === id) as string;
  const called = (state: LiveState) => nameOf(state.floor.vote?.rollCall ? calledNow(state.floor.vote.rollCall) : null);

  beforeAll(async () => {
    t = app();
    fx = await seedTwoCommissions(t);
    c = liveClient(t, fx.a.id, fx.chair.cookie);
    const seated = await seatPhoneDelegations(t, fx.a.id, NAMES, 'NOM');
    ({ codes, ids } = seated);
    const delegates = NAMES.map((name) => seated.delegates[name] as string);
    await c.run({ type: 'session.open', title: 'Sesión nominal con teléfonos' });
    const rollCallId = (await c.live()).rollCall?.id as string;
    // Kenia is not marked: absent, it is not called.
    for (const delegateId of delegates.slice(0, 3)) await c.run({ type: 'rollCall.mark', rollCallId, delegateId, status: 'presente' });
  });

  it('takes the called delegation’s answers from its phone, a «pasa» and its second round, and one answer by the chair', async () => {
    const opened = await c.run({ type: 'vote.open', title: 'Resolución nominal', method: 'roll_call', majority: 'simple' });
    const voteId = opened.state.floor.vote?.key as string;
    const floorVoteId = opened.state.floor.vote?.id as string;
    const [first, second, third] = (opened.state.floor.vote?.rollCall?.voters ?? []).map((v) => nameOf(v.id));
    expect([first, second, third].sort()).toEqual(['Colombia', 'Francia', 'Japón']);
    const phones = { first: await phone(first as string), second: await phone(second as string), kenia: await phone('Kenia') };

    // Not called now: refused by the procedure, nothing written.
    const notCalled = await answer(phones.second, { voteId, answer: 'a_favor' });
    expectError(notCalled, 409, 'VOTE_NOT_CALLED');
    expect(notCalled.json().message).toBe(ERROR_MESSAGES_ES.VOTE_NOT_CALLED);
    expectError(await answer(phones.kenia, { voteId, answer: 'a_favor' }), 409, 'VOTE_ABSENT');
    // Another vote's id (a stale page): refused even from the called phone.
    expectError(await answer(phones.first, { voteId: 'v999', answer: 'a_favor' }), 409, 'VOTE_CLOSED');
    // A delegation named in the body is refused: the phone answers for its own delegation only.
    expectError(await answer(phones.first, { voteId, answer: 'a_favor', delegationId: ids[second as string] }), 400, 'VALIDATION');

    // «Pasa», sent twice with one action id (a double tap, a retry): one pass.
    const same = phoneAction();
    const [one, two] = await Promise.all([
      answer(phones.first, { voteId, answer: 'pasa', actionId: same }),
      answer(phones.first, { voteId, answer: 'pasa', actionId: same }),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect([(one.json() as PhoneRollCallAnswered).replayed, (two.json() as PhoneRollCallAnswered).replayed].sort()).toEqual([false, true]);
    let state = await c.live();
    expect(state.floor.vote?.rollCall?.passes).toEqual([ids[first as string]]);
    expect(called(state)).toBe(second);

    expect((await answer(phones.second, { voteId, answer: 'a_favor' })).json()).toEqual({ voteId, answer: 'a_favor', replayed: false });
    // The third delegation has no phone: the chair enters its answer by hand.
    state = await c.live();
    expect(called(state)).toBe(third);
    await c.run({ type: 'vote.answer', delegationId: ids[third as string], answer: 'en_contra' });
    // Second round: the delegation that passed is called again, and may not pass twice.
    expect(called(await c.live())).toBe(first);
    expectError(await answer(phones.first, { voteId, answer: 'pasa' }), 409, 'VOTE_PASS_USED');
    expect((await answer(phones.first, { voteId, answer: 'a_favor' })).statusCode).toBe(200);

    state = await c.live();
    expect(state.floor.vote).toBeNull();
    expect(state.floor.results[0]).toMatchObject({ id: floorVoteId, method: 'roll_call', result: { yes: 2, no: 1, abstain: 0 } });
    // A late answer (the vote closed) is refused and lands nowhere.
    const logLength = (await c.log()).length;
    expectError(await answer(phones.first, { voteId, answer: 'en_contra' }), 409, 'VOTE_CLOSED');
    expect((await c.log()).length).toBe(logLength);

    // The log says which answers came from a phone; the chair's stay as they were.
    const answers = (await c.log())
      .filter((row) => row.event === 'vote.answered' || (row.event === 'vote.closed' && row.payload.includes('"answer"')))
      .map((row) => JSON.parse(row.payload) as { by?: string; command: { delegationId: string; answer: string } })
      .map((p) => [nameOf(p.command.delegationId), p.command.answer, p.by ?? 'chair']);
    expect(answers).toEqual([
      [first, 'pasa', 'phone'],
      [second, 'a_favor', 'phone'],
      [third, 'en_contra', 'chair'],
      [first, 'a_favor', 'phone'],
    ]);
    // The acta's grid says which answer the chair entered.
    const summary = await t.call('GET', `/api/commissions/${fx.a.id}/live/log/summary`, { cookie: fx.chair.cookie });
    expect(summary.statusCode, summary.body).toBe(200);
    expect((summary.json() as ActaSummary).votes[0]?.grid).toEqual([
      { delegation: first, answer: 'a favor', source: 'teléfono' },
      { delegation: second, answer: 'a favor', source: 'teléfono' },
      { delegation: third, answer: 'en contra', source: 'respuesta de la mesa' },
    ]);
  });

  it('never lands a late answer on a vote reopened after an undo, though the floor gives it the same id', async () => {
    const first = await c.run({ type: 'vote.open', title: 'Resolución deshecha', method: 'roll_call', majority: 'simple' });
    const old = first.state.floor.vote as NonNullable<LiveState['floor']['vote']>;
    await c.run({ type: 'action.undo' });
    const again = await c.run({ type: 'vote.open', title: 'Resolución deshecha', method: 'roll_call', majority: 'simple' });
    const now = again.state.floor.vote as NonNullable<LiveState['floor']['vote']>;
    expect(now.id).toBe(old.id);
    expect(now.key).not.toBe(old.key);
    const calledPhone = await phone(called(again.state));
    const before = (await c.log()).length;
    expectError(await answer(calledPhone, { voteId: old.key, answer: 'a_favor' }), 409, 'VOTE_CLOSED');
    expect((await c.log()).length).toBe(before);
    expect((await answer(calledPhone, { voteId: now.key, answer: 'a_favor' })).statusCode).toBe(200);
    await c.run({ type: 'vote.cancel' });
  });
});
