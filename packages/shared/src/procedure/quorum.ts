import type { Fraction } from '../schemas';
import { type RoomDelegation, countRoom } from './members';

/** Quorum to open debate when a commission says nothing: a third of the members in an assembly, a quarter elsewhere. */
export function defaultDebateQuorum(kind: string): Fraction {
  return kind === 'asamblea' ? { numerator: 1, denominator: 3 } : { numerator: 1, denominator: 4 };
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/**
 * A stored decimal fraction (the older `quorumFraction`, e.g. 0.3333…) as a fraction of integers: the
 * simplest n/d with d ≤ 100 within half a hundredth of a percent, else the fraction of ten thousandths.
 */
export function fractionFromDecimal(value: number): Fraction {
  for (let denominator = 1; denominator <= 100; denominator++) {
    const numerator = Math.round(value * denominator);
    if (numerator >= 1 && numerator <= denominator && Math.abs(numerator / denominator - value) < 0.00005)
      return { numerator, denominator };
  }
  const numerator = Math.min(10_000, Math.max(1, Math.round(value * 10_000)));
  const divisor = gcd(numerator, 10_000);
  return { numerator: numerator / divisor, denominator: 10_000 / divisor };
}

/** Smallest whole number ≥ n·total/d, in integers. */
export function ceilFraction(total: number, f: Fraction): number {
  return Math.floor((total * f.numerator + f.denominator - 1) / f.denominator);
}

/** The quorums of a room, with the numbers behind them. */
export interface QuorumState {
  /** Member delegations (M). */
  members: number;
  /** Members present. */
  present: number;
  /** Members needed to open debate: ⌈M·n/d⌉ (at least one). */
  debateRequired: number;
  /** Members needed to take any decision: ⌊M/2⌋+1. */
  decisionRequired: number;
  /** Debate may be opened. */
  hasDebateQuorum: boolean;
  /** Votes may be taken. */
  hasDecisionQuorum: boolean;
}

/** Members needed to take a decision (a vote): a majority of the members, ⌊M/2⌋+1. */
export function decisionQuorum(members: number): number {
  return Math.floor(members / 2) + 1;
}

/** Both quorums of a room. Observers and NGOs never count. */
export function quorumOf(room: readonly RoomDelegation[], debateQuorum: Fraction): QuorumState {
  const { members, membersPresent } = countRoom(room);
  const debateRequired = Math.max(1, ceilFraction(members, debateQuorum));
  const decisionRequired = decisionQuorum(members);
  return {
    members,
    present: membersPresent,
    debateRequired,
    decisionRequired,
    hasDebateQuorum: membersPresent >= debateRequired,
    hasDecisionQuorum: membersPresent >= decisionRequired,
  };
}
