import { describe, expect, it } from 'vitest';
import { applyFloorCommand, emptyFloor, type FloorContext } from './floor';
import type { RoomDelegation } from './members';
import { ballotRuling, isPhoneVote, phoneVoteResult, startPhoneVote } from './phone-vote';
import { accepted, delegation, members, rulesFor, securityCouncil } from './room.fixtures';

const SUBSTANCE = { substantive: true, majority: 'simple', voteId: 'b1', secret: false, firstCounts: false } as const;

const ROOM: RoomDelegation[] = [
  delegation('Perú'),
  delegation('Alemania', { status: 'presente_y_votando' }),
  delegation('Zambia', { status: 'ausente' }),
  delegation('Noruega'),
  delegation('Santa Sede', { kind: 'observador' }),
  delegation('Cruz Roja', { kind: 'ong' }),
];
const rules = rulesFor('asamblea');

describe('a vote from phones', () => {
  it('fixes its voters when it opens, as a roll-call vote does: present members only, «presente y votando» may not abstain', () => {
    const vote = accepted(startPhoneVote(ROOM, rules, SUBSTANCE));
    expect(vote.voters.map((v) => [v.id, v.mayAbstain])).toEqual([
      ['perú', true],
      ['alemania', false],
      ['noruega', true],
    ]);
    expect(isPhoneVote('phones_secret') && isPhoneVote('phones_recorded') && !isPhoneVote('placard')).toBe(true);
  });

  it('needs the decision quorum, and a Security Council never votes in secret (a veto must be named)', () => {
    expect(startPhoneVote(members(10, 5), rules, SUBSTANCE)).toMatchObject({ ok: false, code: 'VOTE_NO_QUORUM' });
    expect(startPhoneVote(securityCouncil(), rulesFor('consejo_seguridad'), { ...SUBSTANCE, secret: true })).toMatchObject({
      ok: false,
      code: 'VOTE_SECRET_SECURITY_COUNCIL',
    });
    expect(startPhoneVote(securityCouncil(), rulesFor('consejo_seguridad'), SUBSTANCE).ok).toBe(true);
  });

  it('takes a ballot from a voter only: the absent, observers and NGOs are refused, and who may not abstain cannot', () => {
    const vote = accepted(startPhoneVote(ROOM, rules, SUBSTANCE));
    expect(ballotRuling(vote, ROOM, rules, 'perú', 'abstencion').ok).toBe(true);
    expect(ballotRuling(vote, ROOM, rules, 'zambia', 'a_favor')).toMatchObject({ ok: false, code: 'VOTE_ABSENT' });
    expect(ballotRuling(vote, ROOM, rules, 'santa sede', 'a_favor')).toMatchObject({ ok: false, code: 'VOTE_NOT_ELIGIBLE' });
    expect(ballotRuling(vote, ROOM, rules, 'cruz roja', 'a_favor')).toMatchObject({ ok: false, code: 'VOTE_NOT_ELIGIBLE' });
    expect(ballotRuling(vote, ROOM, rules, 'alemania', 'abstencion')).toMatchObject({ ok: false, code: 'VOTE_ABSTENTION_NOT_ALLOWED' });
  });

  it('counts on the voters fixed at the opening; who cast no ballot did not vote; both bases and presentes y votando', () => {
    const room = members(10);
    const vote = accepted(startPhoneVote(room, rules, SUBSTANCE));
    const choices = { m01: 'a_favor', m02: 'a_favor', m03: 'a_favor', m04: 'a_favor', m05: 'en_contra', m06: 'abstencion' } as const;
    const ballots = { secret: false as const, choices, fromChair: [] };
    // presentes: 4 of 10 is not more than half.
    expect(phoneVoteResult(vote, ballots, room, rules)).toMatchObject({ yes: 4, no: 1, abstain: 1, base: 10, passed: false, pending: 0 });
    // presentes y votando: 4 of 5.
    const pyv = rulesFor('asamblea', { majorityBase: 'presentes_y_votando' });
    expect(phoneVoteResult(vote, ballots, room, pyv)).toMatchObject({ basis: 'presentes_y_votando', base: 5, required: 3, passed: true });
    // A ballot of a delegation outside the voters is not counted.
    const stray = { ...ballots, choices: { ...choices, intruso: 'a_favor' as const } };
    expect(phoneVoteResult(vote, stray, room, pyv).yes).toBe(4);
    // Secret: the tally as it is.
    const secret = { secret: true as const, tally: { yes: 6, no: 1, abstain: 0 }, voted: [], fromChair: [] };
    expect(phoneVoteResult({ ...vote, secret: true }, secret, room, rules)).toMatchObject({ yes: 6, passed: true });
  });

  it('names a veto holder’s recorded ballot en contra as a veto in the Security Council', () => {
    const council = securityCouncil();
    const scRules = rulesFor('consejo_seguridad');
    const vote = accepted(startPhoneVote(council, scRules, SUBSTANCE));
    const choices = Object.fromEntries(council.map((d) => [d.id, d.id === 'china' ? 'en_contra' : 'a_favor'] as const));
    const result = phoneVoteResult(vote, { secret: false, choices, fromChair: [] }, council, scRules);
    expect(result).toMatchObject({ yes: 14, no: 1, basis: 'consejo_seguridad', passed: false, vetoes: [{ id: 'china', name: 'China' }] });
  });
});

describe('a vote from phones on the floor', () => {
  const ctx = (over: Partial<FloorContext> = {}): FloorContext => ({ room: ROOM, rules, now: 1000, lot: 0, ...over });
  const open = (method: 'phones_recorded' | 'phones_secret') =>
    accepted(
      applyFloorCommand(
        { ...emptyFloor(rules), mode: 'votacion' },
        { type: 'vote.open', title: 'Proyecto 1', method, majority: 'simple' },
        ctx({ uniqueId: 'unique-1' }),
      ),
    );

  it('opens with the ballots id the caller made and the voters, and closes with the ballots the caller read', () => {
    const opened = open('phones_recorded');
    expect(opened.after).toMatchObject({ method: 'phones_recorded', ballotsId: 'unique-1', eligible: 3 });
    expect(opened.floor.vote?.phones).toMatchObject({ voteId: 'unique-1', secret: false });
    const ballots = {
      secret: false as const,
      choices: { perú: 'a_favor' as const, noruega: 'en_contra' as const },
      fromChair: ['noruega'],
    };
    const closed = accepted(applyFloorCommand(opened.floor, { type: 'vote.close' }, ctx({ ballots })));
    expect(closed.event).toBe('vote.closed');
    expect(closed.floor.vote).toBeNull();
    expect(closed.floor.results[0]).toMatchObject({ method: 'phones_recorded', result: { yes: 1, no: 1 } });
    expect(closed.after).toMatchObject({ choices: { perú: 'a_favor', noruega: 'en_contra' }, fromChair: ['noruega'] });
  });

  it('keeps a secret vote’s tally and who voted in the entry, never a choice per delegation', () => {
    const opened = open('phones_secret');
    const ballots = { secret: true as const, tally: { yes: 2, no: 0, abstain: 0 }, voted: ['perú', 'noruega'], fromChair: [] };
    const closed = accepted(applyFloorCommand(opened.floor, { type: 'vote.close' }, ctx({ ballots })));
    expect(closed.after).not.toHaveProperty('choices');
    expect(closed.after).toMatchObject({ voted: ['perú', 'noruega'], result: { yes: 2, passed: true } });
  });

  it('refuses a close of a vote that is not from phones, and placard counts or roll-call answers on one that is', () => {
    const opened = open('phones_recorded');
    expect(
      applyFloorCommand(opened.floor, { type: 'vote.placard', yes: 1, no: 0, abstain: 0, vetoHoldersAgainst: [] }, ctx()),
    ).toMatchObject({
      ok: false,
      code: 'VOTE_METHOD_WRONG',
    });
    expect(applyFloorCommand(opened.floor, { type: 'vote.answer', delegationId: 'perú', answer: 'a_favor' }, ctx())).toMatchObject({
      ok: false,
      code: 'VOTE_METHOD_WRONG',
    });
    const placard = accepted(
      applyFloorCommand(emptyFloor(rules), { type: 'vote.open', title: 'P', method: 'placard', majority: 'simple' }, ctx()),
    );
    expect(applyFloorCommand(placard.floor, { type: 'vote.close' }, ctx())).toMatchObject({ ok: false, code: 'VOTE_METHOD_WRONG' });
    expect(applyFloorCommand(emptyFloor(rules), { type: 'vote.close' }, ctx())).toMatchObject({ ok: false, code: 'VOTE_NONE' });
  });
});
