import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commissionInputSchema, commissionRulesSchema } from '../schemas';
import { countRoom, delegationStatusOf } from './members';
import { decisionQuorum, fractionFromDecimal, quorumOf } from './quorum';
import { delegation, members, rulesFor } from './room.fixtures';

describe('members and presence', () => {
  it('a delegation is present when any of its delegates is, «presente y votando» when any declared it', () => {
    expect(delegationStatusOf([])).toBe('ausente');
    expect(delegationStatusOf(['ausente', 'ausente'])).toBe('ausente');
    expect(delegationStatusOf(['ausente', 'presente'])).toBe('presente');
    expect(delegationStatusOf(['presente', 'presente_y_votando', 'ausente'])).toBe('presente_y_votando');
  });

  it('counts members apart from observers and NGOs', () => {
    const room = [
      ...members(4, 3),
      delegation('Santa Sede', { kind: 'observador' }),
      delegation('Palestina', { kind: 'observador', status: 'ausente' }),
      delegation('Cruz Roja', { kind: 'ong' }),
    ];
    expect(countRoom(room)).toEqual({ members: 4, membersPresent: 3, membersPresentAndVoting: 0, observersPresent: 1, ngosPresent: 1 });
  });
});

describe('quorum', () => {
  it('needs ⌊M/2⌋+1 members to decide', () => {
    expect([1, 2, 3, 4, 5, 10, 11, 193].map(decisionQuorum)).toEqual([1, 2, 2, 3, 3, 6, 6, 97]);
    expect(quorumOf(members(10, 5), { numerator: 1, denominator: 3 })).toMatchObject({ decisionRequired: 6, hasDecisionQuorum: false });
    expect(quorumOf(members(10, 6), { numerator: 1, denominator: 3 })).toMatchObject({ decisionRequired: 6, hasDecisionQuorum: true });
  });

  it('needs ⌈M·n/d⌉ members to open debate: a third of 10 is 4, a quarter of 10 is 3', () => {
    expect(quorumOf(members(10, 3), { numerator: 1, denominator: 3 })).toMatchObject({ debateRequired: 4, hasDebateQuorum: false });
    expect(quorumOf(members(10, 4), { numerator: 1, denominator: 3 })).toMatchObject({ debateRequired: 4, hasDebateQuorum: true });
    expect(quorumOf(members(10, 3), { numerator: 1, denominator: 4 })).toMatchObject({ debateRequired: 3, hasDebateQuorum: true });
    expect(quorumOf(members(9, 3), { numerator: 1, denominator: 3 })).toMatchObject({ debateRequired: 3, hasDebateQuorum: true });
    expect(quorumOf([], { numerator: 1, denominator: 3 })).toMatchObject({ debateRequired: 1, hasDebateQuorum: false });
  });

  it('never counts observers or NGOs, however many are present', () => {
    const room = [
      ...members(10, 5),
      ...Array.from({ length: 20 }, (_, i) => delegation(`Observador ${i}`, { kind: i % 2 ? 'observador' : 'ong' })),
    ];
    expect(quorumOf(room, { numerator: 1, denominator: 3 })).toMatchObject({ members: 10, present: 5, hasDecisionQuorum: false });
  });

  it('property: the decision quorum is reached exactly when present members are more than half', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 }), fc.integer({ min: 0, max: 400 }), fc.nat(30), (m, p, others) => {
        const present = Math.min(m, p);
        const room = [...members(m, present), ...Array.from({ length: others }, (_, i) => delegation(`O${i}`, { kind: 'observador' }))];
        expect(quorumOf(room, { numerator: 1, denominator: 3 }).hasDecisionQuorum).toBe(2 * present > m);
      }),
    );
  });

  it('property: the debate quorum compares present·d with M·n in integers', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200 }),
        fc.nat(200),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 12 }),
        (m, p, a, b) => {
          const f = { numerator: Math.min(a, b), denominator: Math.max(a, b) };
          const present = Math.min(m, p);
          expect(quorumOf(members(m, present), f).hasDebateQuorum).toBe(present >= 1 && present * f.denominator >= m * f.numerator);
        },
      ),
    );
  });
});

describe('commission rules', () => {
  it('reads the stored decimal quorum as a fraction of integers', () => {
    expect(fractionFromDecimal(1 / 3)).toEqual({ numerator: 1, denominator: 3 });
    expect(fractionFromDecimal(0.3333)).toEqual({ numerator: 1, denominator: 3 });
    expect(fractionFromDecimal(0.25)).toEqual({ numerator: 1, denominator: 4 });
    expect(fractionFromDecimal(1)).toEqual({ numerator: 1, denominator: 1 });
    expect(fractionFromDecimal(0.6667)).toEqual({ numerator: 2, denominator: 3 });
    expect(fractionFromDecimal(0.12345)).toEqual({ numerator: 10, denominator: 81 });
    expect(fractionFromDecimal(0.0001)).toEqual({ numerator: 1, denominator: 10_000 });
    expect(fractionFromDecimal(0.7182)).toEqual({ numerator: 3591, denominator: 5000 });
  });

  it('defaults to a third in an assembly and a quarter elsewhere when nothing is stored', () => {
    expect(rulesFor('asamblea').debateQuorum).toEqual({ numerator: 1, denominator: 3 });
    expect(rulesFor('consejo_seguridad').debateQuorum).toEqual({ numerator: 1, denominator: 4 });
    expect(rulesFor('otra', { debateQuorum: { numerator: 2, denominator: 5 }, quorumFraction: 0.25 }).debateQuorum).toEqual({
      numerator: 2,
      denominator: 5,
    });
    expect(rulesFor('crisis', { quorumFraction: 0.5 }).debateQuorum).toEqual({ numerator: 1, denominator: 2 });
  });

  it('gives the Security Council its affirmative votes (9 by default) and no one else', () => {
    expect(rulesFor('consejo_seguridad').securityCouncilVotes).toBe(9);
    expect(rulesFor('consejo_seguridad', { securityCouncilVotes: 7 }).securityCouncilVotes).toBe(7);
    expect(rulesFor('asamblea', { securityCouncilVotes: 7 }).securityCouncilVotes).toBeNull();
  });

  it('keeps rules stored before the new settings valid, filling their defaults', () => {
    const stored = { quorumFraction: 1 / 3, speakingTimeSeconds: 90, majorityBase: 'presentes', usesPresentAndVoting: true };
    expect(commissionRulesSchema.parse(stored)).toEqual({
      ...stored,
      observersVoteOnMotions: false,
      securityCouncilVotes: 9,
      warningSeconds: 10,
      signatoryPercent: 20,
    });
    expect(commissionRulesSchema.safeParse({ ...stored, debateQuorum: { numerator: 2, denominator: 1 } }).success).toBe(false);
    expect(commissionRulesSchema.safeParse({ ...stored, debateQuorum: { numerator: 0.5, denominator: 1 } }).success).toBe(false);
    const input = { name: 'Asamblea', acronym: 'AG', kind: 'asamblea', capacity: 10 };
    expect(commissionInputSchema.parse(input).rules).toEqual(commissionRulesSchema.parse({}));
  });
});
