import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RoomDelegation } from './members';
import {
  answerRollCall,
  calledNow,
  type RollCallAnswer,
  type RollCallVote,
  rollCallOrder,
  rollCallResult,
  startRollCallVote,
} from './roll-call-vote';
import { accepted, delegation, members, rulesFor, securityCouncil } from './room.fixtures';

const SUBSTANCE = { substantive: true, majority: 'simple' } as const;
const MOTION = { substantive: false, majority: 'simple' } as const;

const ROOM: RoomDelegation[] = [
  delegation('Perú'),
  delegation('Ñandutí', { id: 'nanduti' }),
  delegation('Alemania', { status: 'presente_y_votando' }),
  delegation('Zambia', { status: 'ausente' }),
  delegation('Ómán', { id: 'oman' }),
  delegation('Noruega'),
  delegation('Santa Sede', { kind: 'observador' }),
  delegation('Cruz Roja', { kind: 'ong' }),
];
const rules = rulesFor('asamblea');

describe('roll-call order', () => {
  it('calls in Spanish alphabetical order from the delegation drawn by lot, ñ after n and accents with their letter', () => {
    const vote = accepted(startRollCallVote(ROOM, rules, { ...SUBSTANCE, startId: 'nanduti' }));
    expect(vote.voters.map((v) => v.name)).toEqual(['Ñandutí', 'Ómán', 'Perú', 'Alemania', 'Noruega']);
    expect(accepted(rollCallOrder(ROOM, 'alemania')).map((d) => d.name)).toEqual([
      'Alemania',
      'Cruz Roja',
      'Noruega',
      'Ñandutí',
      'Ómán',
      'Perú',
      'Santa Sede',
      'Zambia',
    ]);
  });

  it('refuses a start that is not among the voters (absent, observer on substance, unknown)', () => {
    for (const startId of ['zambia', 'santa sede', 'nadie']) {
      expect(startRollCallVote(ROOM, rules, { ...SUBSTANCE, startId })).toMatchObject({ ok: false, code: 'VOTE_START_INVALID' });
    }
  });

  it('refuses to start below the decision quorum', () => {
    expect(startRollCallVote(members(10, 5), rules, { ...SUBSTANCE, startId: 'm01' })).toMatchObject({ ok: false, code: 'VOTE_NO_QUORUM' });
  });

  it('property: the order is the same whatever order the delegations come in', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(ROOM, { minLength: ROOM.length }), fc.nat(ROOM.length - 1), (shuffled, i) => {
        const start = ROOM[i].id;
        expect(accepted(rollCallOrder(shuffled, start))).toEqual(accepted(rollCallOrder(ROOM, start)));
      }),
    );
  });
});

describe('answers in a roll-call vote', () => {
  const start = () => accepted(startRollCallVote(ROOM, rules, { ...SUBSTANCE, startId: 'alemania' }));
  const answer = (vote: RollCallVote, id: string, a: RollCallAnswer) => answerRollCall(vote, ROOM, rules, id, a);

  it('«pasa» once: called again at the end, then must vote a favor or en contra', () => {
    let vote = start();
    expect(calledNow(vote)).toBe('alemania');
    vote = accepted(answer(vote, 'alemania', 'pasa'));
    expect(calledNow(vote)).toBe('noruega');
    vote = accepted(answer(vote, 'noruega', 'abstencion'));
    vote = accepted(answer(vote, 'nanduti', 'pasa'));
    vote = accepted(answer(vote, 'oman', 'a_favor'));
    vote = accepted(answer(vote, 'perú', 'en_contra'));
    expect(calledNow(vote)).toBe('alemania');
    expect(answer(vote, 'alemania', 'pasa')).toMatchObject({ code: 'VOTE_PASS_USED' });
    expect(answer(vote, 'nanduti', 'a_favor')).toMatchObject({ code: 'VOTE_NOT_CALLED' });
    vote = accepted(answer(vote, 'alemania', 'a_favor'));
    expect(answer(vote, 'nanduti', 'abstencion')).toMatchObject({
      code: 'VOTE_PASS_USED',
      message: 'La delegación ya pasó una vez: ahora debe votar a favor o en contra.',
    });
    vote = accepted(answer(vote, 'nanduti', 'en_contra'));
    expect(calledNow(vote)).toBeNull();
    expect(rollCallResult(vote, ROOM, rules)).toMatchObject({
      yes: 2,
      no: 2,
      abstain: 1,
      base: 5,
      passed: false,
      pending: 0,
      decided: true,
    });
    expect(answer(vote, 'perú', 'a_favor')).toMatchObject({ code: 'VOTE_ALREADY_ANSWERED' });
  });

  it('refuses absent delegations, observers and NGOs on substance, a second answer, and answers out of turn', () => {
    const vote = start();
    expect(answer(vote, 'zambia', 'a_favor')).toMatchObject({ code: 'VOTE_ABSENT', message: 'Una delegación ausente no puede votar.' });
    expect(answer(vote, 'santa sede', 'a_favor')).toMatchObject({ code: 'VOTE_NOT_ELIGIBLE' });
    expect(answer(vote, 'cruz roja', 'a_favor')).toMatchObject({ code: 'VOTE_NOT_ELIGIBLE' });
    expect(answer(vote, 'nadie', 'a_favor')).toMatchObject({ code: 'VOTE_NOT_ELIGIBLE' });
    expect(answer(vote, 'perú', 'a_favor')).toMatchObject({ code: 'VOTE_NOT_CALLED' });
    const once = accepted(answer(vote, 'alemania', 'a_favor'));
    expect(answer(once, 'alemania', 'en_contra')).toMatchObject({ code: 'VOTE_ALREADY_ANSWERED' });
  });

  it('keeps the voters of the start: one that leaves is still called, one that arrives late does not vote', () => {
    const vote = start();
    const later = ROOM.map((d) =>
      d.id === 'alemania' ? { ...d, status: 'ausente' as const } : d.id === 'zambia' ? { ...d, status: 'presente' as const } : d,
    );
    expect(answerRollCall(vote, later, rules, 'alemania', 'a_favor').ok).toBe(true);
    expect(answerRollCall(vote, later, rules, 'zambia', 'a_favor')).toMatchObject({ code: 'VOTE_ABSENT' });
  });

  it('a delegation «presente y votando» may not abstain on substance', () => {
    expect(answer(start(), 'alemania', 'abstencion')).toMatchObject({ code: 'VOTE_ABSTENTION_NOT_ALLOWED' });
    const relaxed = rulesFor('asamblea', { usesPresentAndVoting: false });
    const vote = accepted(startRollCallVote(ROOM, relaxed, { ...SUBSTANCE, startId: 'alemania' }));
    expect(answerRollCall(vote, ROOM, relaxed, 'alemania', 'abstencion').ok).toBe(true);
  });

  it('motions take a favor or en contra only, no «pasa»; observers vote on them when the commission lets them', () => {
    const withObservers = rulesFor('asamblea', { observersVoteOnMotions: true });
    const vote = accepted(startRollCallVote(ROOM, withObservers, { ...MOTION, startId: 'santa sede' }));
    expect(vote.voters.map((v) => v.id)).toEqual(['santa sede', 'alemania', 'noruega', 'nanduti', 'oman', 'perú']);
    expect(answerRollCall(vote, ROOM, withObservers, 'santa sede', 'abstencion')).toMatchObject({ code: 'VOTE_MOTION_YES_OR_NO' });
    expect(answerRollCall(vote, ROOM, withObservers, 'santa sede', 'pasa')).toMatchObject({ code: 'VOTE_MOTION_YES_OR_NO' });
    expect(answerRollCall(vote, ROOM, withObservers, 'santa sede', 'a_favor').ok).toBe(true);
    const membersOnly = accepted(startRollCallVote(ROOM, rules, { ...MOTION, startId: 'alemania' }));
    expect(answerRollCall(membersOnly, ROOM, rules, 'santa sede', 'a_favor')).toMatchObject({ code: 'VOTE_NOT_ELIGIBLE' });
  });

  it('shows «faltan N» and whether the vote is already decided', () => {
    let vote = accepted(startRollCallVote(members(5), rules, { ...SUBSTANCE, startId: 'm01' }));
    const step = (id: string, a: RollCallAnswer) => {
      vote = accepted(answerRollCall(vote, members(5), rules, id, a));
      return rollCallResult(vote, members(5), rules);
    };
    expect(rollCallResult(vote, members(5), rules)).toMatchObject({ pending: 5, decided: false, required: 3 });
    expect(step('m01', 'a_favor')).toMatchObject({ pending: 4, decided: false });
    expect(step('m02', 'a_favor')).toMatchObject({ pending: 3, decided: false });
    expect(step('m03', 'pasa')).toMatchObject({ pending: 3, decided: false });
    expect(step('m04', 'a_favor')).toMatchObject({ yes: 3, pending: 2, decided: true, passed: true });
  });
});

describe('roll-call vote in a Security Council', () => {
  const council = securityCouncil();
  const rules = rulesFor('consejo_seguridad');

  function vote(substantive: boolean, against: string[], abstaining: string[] = []) {
    let v = accepted(startRollCallVote(council, rules, { substantive, majority: 'simple', startId: 'argelia' }));
    for (let id = calledNow(v); id !== null; id = calledNow(v)) {
      v = accepted(
        answerRollCall(v, council, rules, id, against.includes(id) ? 'en_contra' : abstaining.includes(id) ? 'abstencion' : 'a_favor'),
      );
    }
    return rollCallResult(v, council, rules);
  }

  it('a veto holder en contra defeats substance and is named; on procedure it is only a vote', () => {
    expect(vote(true, ['reino unido'])).toMatchObject({
      yes: 14,
      no: 1,
      passed: false,
      vetoes: [{ id: 'reino unido', name: 'Reino Unido' }],
    });
    expect(vote(false, ['reino unido'])).toMatchObject({ yes: 14, passed: true, vetoes: [] });
  });

  it('an abstention is not a veto; nine votes pass, eight do not', () => {
    expect(vote(true, [], ['china', 'francia', 'reino unido'])).toMatchObject({ yes: 12, abstain: 3, passed: true, vetoes: [] });
    expect(vote(true, ['argelia', 'corea', 'dinamarca', 'eslovenia', 'grecia', 'guyana'])).toMatchObject({
      yes: 9,
      required: 9,
      passed: true,
    });
    expect(vote(true, ['argelia', 'corea', 'dinamarca', 'eslovenia', 'grecia', 'guyana', 'panamá'])).toMatchObject({
      yes: 8,
      passed: false,
    });
  });

  it('is decided as soon as a veto is cast on substance', () => {
    let v = accepted(startRollCallVote(council, rules, { ...SUBSTANCE, startId: 'china' }));
    v = accepted(answerRollCall(v, council, rules, 'china', 'en_contra'));
    expect(rollCallResult(v, council, rules)).toMatchObject({ pending: 14, decided: true, passed: false, vetoes: [{ name: 'China' }] });
  });

  it('property: a full roll call passes exactly when Y ≥ 9 and, on substance, no veto holder voted en contra', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('a_favor', 'en_contra', 'abstencion'), { minLength: 15, maxLength: 15 }),
        fc.boolean(),
        (answers, substantive) => {
          const against = council.filter((_, i) => answers[i] === 'en_contra').map((d) => d.id);
          const abstaining = council.filter((_, i) => answers[i] === 'abstencion').map((d) => d.id);
          const result = vote(substantive, against, substantive ? abstaining : []);
          const yes = 15 - against.length - (substantive ? abstaining.length : 0);
          const vetoed = substantive && council.some((d, i) => d.veto && answers[i] === 'en_contra');
          expect(result.passed).toBe(yes >= 9 && !vetoed);
        },
      ),
      { numRuns: 200 },
    );
  });
});
