import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAJORITY_BASES } from '../schemas';
import { MAJORITIES, meetsMajority, type ResultContext, requiredYes, resultOf } from './majorities';
import { delegation, members, rulesFor, securityCouncil } from './room.fixtures';
import { placardResult, votesNeededOf } from './voting';

const SIMPLE = { substantive: true, majority: 'simple' } as const;
const TWO_THIRDS = { substantive: true, majority: 'dos_tercios' } as const;

function ctx(over: Partial<ResultContext> = {}): ResultContext {
  return {
    majority: 'simple',
    basis: 'presentes_y_votando',
    presentVoters: 10,
    allVoters: 10,
    securityCouncilVotes: null,
    substantive: true,
    ...over,
  };
}

describe('majorities', () => {
  it('5–5 is a rejection on every base', () => {
    for (const basis of MAJORITY_BASES) {
      const result = resultOf({ yes: 5, no: 5, abstain: 0 }, [], ctx({ basis }));
      expect(result, basis).toMatchObject({ yes: 5, no: 5, base: 10, required: 6, passed: false });
    }
  });

  it('«presentes y votando» leaves abstentions out of the base; «presentes» and «miembros» do not', () => {
    const counts = { yes: 4, no: 3, abstain: 3 };
    expect(resultOf(counts, [], ctx({ basis: 'presentes_y_votando' }))).toMatchObject({ base: 7, required: 4, passed: true });
    expect(resultOf(counts, [], ctx({ basis: 'presentes' }))).toMatchObject({ base: 10, required: 6, passed: false });
    expect(resultOf(counts, [], ctx({ basis: 'miembros', allVoters: 12 }))).toMatchObject({ base: 12, required: 7, passed: false });
  });

  it('two thirds is 3·Y ≥ 2·base with at least one vote a favor', () => {
    expect(meetsMajority('dos_tercios', 6, 9)).toBe(true);
    expect(meetsMajority('dos_tercios', 5, 9)).toBe(false);
    expect(meetsMajority('dos_tercios', 7, 10)).toBe(true);
    expect(meetsMajority('dos_tercios', 6, 10)).toBe(false);
    expect(meetsMajority('dos_tercios', 0, 0)).toBe(false);
    expect(meetsMajority('dos_tercios', 1, 0)).toBe(true);
    expect([0, 1, 2, 3, 9, 10, 11].map((b) => requiredYes('dos_tercios', b))).toEqual([1, 1, 2, 2, 6, 7, 8]);
    // 2 a favor, 1 en contra, 7 abstentions: two thirds of those voting.
    expect(resultOf({ yes: 2, no: 1, abstain: 7 }, [], ctx({ majority: 'dos_tercios' }))).toMatchObject({
      base: 3,
      required: 2,
      passed: true,
    });
    // All abstain: nobody voted a favor.
    expect(resultOf({ yes: 0, no: 0, abstain: 10 }, [], ctx({ majority: 'dos_tercios' }))).toMatchObject({ base: 0, passed: false });
  });

  it('simple majority is ⌊base/2⌋+1', () => {
    expect([0, 1, 2, 3, 10, 11].map((b) => requiredYes('simple', b))).toEqual([1, 1, 2, 2, 6, 6]);
  });

  it('property: requiredYes is the least Y that meets the majority', () => {
    fc.assert(
      fc.property(fc.constantFrom(...MAJORITIES), fc.nat(1000), (majority, base) => {
        const required = requiredYes(majority, base);
        expect(meetsMajority(majority, required, base)).toBe(true);
        expect(meetsMajority(majority, required - 1, base)).toBe(false);
      }),
    );
  });

  const counts = fc.record({ yes: fc.nat(60), no: fc.nat(60), abstain: fc.nat(60) });
  const anyCtx = fc.record({
    majority: fc.constantFrom(...MAJORITIES),
    basis: fc.constantFrom(...MAJORITY_BASES),
    extra: fc.nat(40),
    securityCouncilVotes: fc.option(fc.integer({ min: 1, max: 15 })),
    substantive: fc.boolean(),
  });
  function ctxFrom(
    c: { yes: number; no: number; abstain: number },
    a: { extra: number } & Omit<ResultContext, 'presentVoters' | 'allVoters'>,
  ) {
    const present = c.yes + c.no + c.abstain + a.extra;
    return { ...a, presentVoters: present, allVoters: present + a.extra };
  }

  it('property: a simple majority never passes with Y ≤ N', () => {
    fc.assert(
      fc.property(counts, anyCtx, (c, a) => {
        if (c.yes <= c.no && a.securityCouncilVotes === null)
          expect(resultOf(c, [], ctxFrom(c, { ...a, majority: 'simple' })).passed).toBe(false);
      }),
    );
  });

  it('property: turning one vote (en contra, abstention or not yet cast) into a favor never turns a pass into a fail', () => {
    fc.assert(
      fc.property(counts, anyCtx, fc.constantFrom('no', 'abstain', 'pending'), (c, a, from) => {
        const context = ctxFrom(c, { ...a, extra: a.extra + 1 });
        const before = resultOf(c, [], context);
        const after = from === 'pending' ? { ...c, yes: c.yes + 1 } : { ...c, yes: c.yes + 1, [from]: Math.max(0, c[from] - 1) };
        if (from !== 'pending' && c[from] === 0) return;
        if (before.passed) expect(resultOf(after, [], context).passed).toBe(true);
      }),
    );
  });

  it('property: a result is decided exactly when the best and the worst completion agree, and then the final one agrees', () => {
    fc.assert(
      fc.property(
        counts,
        anyCtx,
        fc.nat(10),
        fc.array(fc.constantFrom('yes', 'no', 'abstain'), { maxLength: 10 }),
        (c, a, pendingCount, tail) => {
          const rest = tail.slice(0, pendingCount);
          const context = ctxFrom(c, { ...a, extra: a.extra + pendingCount });
          const result = resultOf(c, [], context, { count: rest.length, vetoHolders: 0 });
          expect(result.pending).toBe(rest.length);
          const final = { ...c };
          for (const answer of rest) final[answer as 'yes' | 'no' | 'abstain'] += 1;
          if (result.decided)
            expect(resultOf(final, [], context).passed).toBe(resultOf({ ...c, yes: c.yes + rest.length }, [], context).passed);
        },
      ),
    );
  });
});

describe('placard votes', () => {
  const rules = rulesFor('asamblea');

  it('carries the numbers behind the result', () => {
    const result = placardResult({ yes: 6, no: 3, abstain: 1 }, members(12, 10), rules, SIMPLE);
    expect(result).toEqual({
      ok: true,
      value: {
        yes: 6,
        no: 3,
        abstain: 1,
        majority: 'simple',
        basis: 'presentes',
        base: 10,
        required: 6,
        vetoes: [],
        passed: true,
        pending: 0,
        decided: true,
      },
    });
  });

  it('is refused below the decision quorum', () => {
    expect(placardResult({ yes: 5, no: 0, abstain: 0 }, members(12, 6), rules, SIMPLE)).toMatchObject({
      ok: false,
      code: 'VOTE_NO_QUORUM',
    });
    expect(placardResult({ yes: 5, no: 0, abstain: 0 }, members(12, 7), rules, SIMPLE).ok).toBe(true);
  });

  it('refuses counts beyond what is possible', () => {
    const room = [...members(10, 8), delegation('Santa Sede', { kind: 'observador' })];
    expect(placardResult({ yes: 6, no: 3, abstain: 0 }, room, rules, SIMPLE)).toMatchObject({ ok: false, code: 'VOTE_COUNTS_IMPOSSIBLE' });
    expect(placardResult({ yes: -1, no: 3, abstain: 0 }, room, rules, SIMPLE)).toMatchObject({ ok: false, code: 'VOTE_COUNTS_IMPOSSIBLE' });
    expect(placardResult({ yes: 1.5, no: 3, abstain: 0 }, room, rules, SIMPLE)).toMatchObject({
      ok: false,
      code: 'VOTE_COUNTS_IMPOSSIBLE',
    });
    expect(placardResult({ yes: 5, no: 2, abstain: 1 }, room, rules, { substantive: false, majority: 'simple' })).toMatchObject({
      code: 'VOTE_MOTION_YES_OR_NO',
      message: 'Las mociones se votan solo a favor o en contra.',
    });
  });

  it('refuses more abstentions than delegations that are not «presente y votando»', () => {
    const room = [...members(6, 6, 'presente_y_votando'), ...members(10).slice(6)];
    expect(placardResult({ yes: 3, no: 2, abstain: 5 }, room, rules, SIMPLE)).toMatchObject({
      ok: false,
      code: 'VOTE_ABSTENTIONS_IMPOSSIBLE',
    });
    expect(placardResult({ yes: 3, no: 2, abstain: 4 }, room, rules, SIMPLE).ok).toBe(true);
    expect(placardResult({ yes: 3, no: 2, abstain: 5 }, room, rulesFor('asamblea', { usesPresentAndVoting: false }), SIMPLE).ok).toBe(true);
    expect(placardResult({ yes: 5, no: 0, abstain: 0 }, members(10, 10), rules, TWO_THIRDS)).toMatchObject({
      value: { required: 7, passed: false },
    });
  });

  it('lets observers vote on motions only when the commission says so, never NGOs', () => {
    const room = [...members(4, 3), delegation('Santa Sede', { kind: 'observador' }), delegation('Cruz Roja', { kind: 'ong' })];
    const motion = { substantive: false, majority: 'simple' } as const;
    expect(placardResult({ yes: 4, no: 0, abstain: 0 }, room, rules, motion)).toMatchObject({ code: 'VOTE_COUNTS_IMPOSSIBLE' });
    const withObservers = rulesFor('asamblea', { observersVoteOnMotions: true });
    expect(placardResult({ yes: 4, no: 0, abstain: 0 }, room, withObservers, motion)).toMatchObject({ value: { base: 4, passed: true } });
    expect(placardResult({ yes: 5, no: 0, abstain: 0 }, room, withObservers, motion)).toMatchObject({ code: 'VOTE_COUNTS_IMPOSSIBLE' });
    expect(placardResult({ yes: 4, no: 0, abstain: 0 }, room, withObservers, SIMPLE)).toMatchObject({ code: 'VOTE_COUNTS_IMPOSSIBLE' });
  });
});

describe('Security Council', () => {
  const rules = rulesFor('consejo_seguridad');
  const council = securityCouncil();

  it('needs nine affirmative votes, whatever the base', () => {
    expect(placardResult({ yes: 9, no: 0, abstain: 6 }, council, rules, SIMPLE)).toMatchObject({
      value: { basis: 'consejo_seguridad', required: 9, passed: true },
    });
    expect(placardResult({ yes: 8, no: 0, abstain: 7 }, council, rules, SIMPLE)).toMatchObject({ value: { required: 9, passed: false } });
  });

  it('a veto holder en contra defeats substance, and the result names it', () => {
    const result = placardResult({ yes: 13, no: 2, abstain: 0, vetoHoldersAgainst: ['francia'] }, council, rules, SIMPLE);
    expect(result).toMatchObject({ value: { yes: 13, passed: false, vetoes: [{ id: 'francia', name: 'Francia' }] } });
  });

  it('but not procedure', () => {
    const result = placardResult({ yes: 13, no: 2, abstain: 0, vetoHoldersAgainst: ['francia'] }, council, rules, {
      substantive: false,
      majority: 'simple',
    });
    expect(result).toMatchObject({ value: { passed: true, vetoes: [] } });
  });

  it('refuses a veto that is not a present veto holder among the votes en contra', () => {
    const vote = { yes: 13, no: 1, abstain: 0 };
    expect(placardResult({ ...vote, vetoHoldersAgainst: ['argelia'] }, council, rules, SIMPLE)).toMatchObject({
      code: 'VOTE_VETO_INVALID',
    });
    expect(placardResult({ ...vote, vetoHoldersAgainst: ['china', 'francia'] }, council, rules, SIMPLE)).toMatchObject({
      code: 'VOTE_VETO_INVALID',
    });
    expect(placardResult({ ...vote, no: 2, vetoHoldersAgainst: ['china', 'china'] }, council, rules, SIMPLE)).toMatchObject({
      code: 'VOTE_VETO_INVALID',
    });
    expect(placardResult({ ...vote, vetoHoldersAgainst: ['china'] }, members(15), rulesFor('asamblea'), SIMPLE)).toMatchObject({
      code: 'VOTE_VETO_INVALID',
    });
  });
});

describe('votes needed, shown with the quorum', () => {
  const room = [...members(12, 10), delegation('Santa Sede', { kind: 'observador' })];

  it('counts present voters, every member, or those voting, by the commission base', () => {
    expect(votesNeededOf(room, rulesFor('asamblea'))).toEqual({ base: 10, simple: 6, twoThirds: 7, dependsOnAbstentions: false });
    expect(votesNeededOf(room, rulesFor('asamblea', { majorityBase: 'miembros' }))).toMatchObject({ base: 12, simple: 7, twoThirds: 8 });
    expect(votesNeededOf(room, rulesFor('asamblea', { majorityBase: 'presentes_y_votando' }))).toMatchObject({
      base: 10,
      dependsOnAbstentions: true,
    });
    expect(votesNeededOf(room, rulesFor('asamblea', { observersVoteOnMotions: true }), false)).toMatchObject({
      base: 11,
      simple: 6,
      twoThirds: 8,
    });
  });

  it('is the absolute number in a Security Council', () => {
    expect(votesNeededOf(securityCouncil(), rulesFor('consejo_seguridad'))).toEqual({
      base: 15,
      simple: 9,
      twoThirds: 9,
      dependsOnAbstentions: false,
    });
  });
});
