import type { MajorityBase } from '../schemas';
import { securityCouncilPasses } from './security-council';

/** Majorities a decision may need: more than half, or two thirds. */
export const MAJORITIES = ['simple', 'dos_tercios'] as const;
export type Majority = (typeof MAJORITIES)[number];

/** Votes a favor, en contra and abstentions. */
export interface VoteCounts {
  yes: number;
  no: number;
  abstain: number;
}

/** A veto holder named in a result. */
export interface VetoHolder {
  id: string;
  name: string;
}

/** What the base of a majority counts: a commission's majority base, or the Security Council's absolute number. */
export type ResultBasis = MajorityBase | 'consejo_seguridad';

/** A vote's result and the numbers behind it. */
export interface VoteResult extends VoteCounts {
  majority: Majority;
  basis: ResultBasis;
  /** The base the majority is counted on (in a Security Council, the members voting). */
  base: number;
  /** Votes a favor needed to pass with this base. */
  required: number;
  /** Veto holders whose vote en contra defeats a substantive decision. */
  vetoes: VetoHolder[];
  passed: boolean;
  /** Delegations still to answer («faltan N»); 0 once the vote is complete. `passed` is the outcome so far. */
  pending: number;
  /** Whether the remaining answers can no longer change the outcome. */
  decided: boolean;
}

/** Votes a favor needed out of `base`: ⌊base/2⌋+1 for a simple majority, ⌈2·base/3⌉ (at least one) for two thirds. */
export function requiredYes(majority: Majority, base: number): number {
  if (majority === 'simple') return Math.floor(base / 2) + 1;
  return Math.max(1, Math.floor((2 * base + 2) / 3));
}

/** Whether `yes` reaches the majority of `base`: 2·Y > base, or 3·Y ≥ 2·base with at least one Y. A tie fails. */
export function meetsMajority(majority: Majority, yes: number, base: number): boolean {
  if (majority === 'simple') return 2 * yes > base;
  return yes >= 1 && 3 * yes >= 2 * base;
}

/** What the outcome is weighed against. */
export interface ResultContext {
  majority: Majority;
  basis: MajorityBase;
  /** Voters present when the vote was taken (base «presentes»). */
  presentVoters: number;
  /** Every delegation with a vote, present or not (base «miembros»). */
  allVoters: number;
  /** Affirmative votes a Security Council needs; null elsewhere. */
  securityCouncilVotes: number | null;
  /** Substance (vetoes apply) or procedure. */
  substantive: boolean;
}

/** Who has not answered yet: how many, and how many of them hold a veto. */
export interface Pending {
  count: number;
  vetoHolders: number;
}

interface Outcome {
  basis: ResultBasis;
  base: number;
  required: number;
  passed: boolean;
}

function outcomeOf(counts: VoteCounts, vetoCount: number, ctx: ResultContext): Outcome {
  if (ctx.securityCouncilVotes !== null) {
    const required = ctx.securityCouncilVotes;
    const passed = securityCouncilPasses(counts.yes, required, ctx.substantive ? vetoCount : 0);
    return { basis: 'consejo_seguridad', base: counts.yes + counts.no + counts.abstain, required, passed };
  }
  const base = ctx.basis === 'presentes_y_votando' ? counts.yes + counts.no : ctx.basis === 'presentes' ? ctx.presentVoters : ctx.allVoters;
  return { basis: ctx.basis, base, required: requiredYes(ctx.majority, base), passed: meetsMajority(ctx.majority, counts.yes, base) };
}

/**
 * A result from the counts so far. `pending` are the voters still to answer: the result is decided when the
 * outcome is the same whether they all vote a favor or all vote en contra (each veto holder among them
 * vetoing) — every rule here only gets better with a vote a favor and worse with one en contra.
 */
export function resultOf(
  counts: VoteCounts,
  vetoes: readonly VetoHolder[],
  ctx: ResultContext,
  pending: Pending = { count: 0, vetoHolders: 0 },
): VoteResult {
  const vetoesThatCount = ctx.substantive && ctx.securityCouncilVotes !== null ? [...vetoes] : [];
  const now = outcomeOf(counts, vetoesThatCount.length, ctx);
  const best = outcomeOf({ ...counts, yes: counts.yes + pending.count }, vetoesThatCount.length, ctx);
  const worst = outcomeOf({ ...counts, no: counts.no + pending.count }, vetoesThatCount.length + pending.vetoHolders, ctx);
  return {
    ...counts,
    majority: ctx.majority,
    basis: now.basis,
    base: now.base,
    required: now.required,
    vetoes: vetoesThatCount,
    passed: now.passed,
    pending: pending.count,
    decided: pending.count === 0 || best.passed === worst.passed,
  };
}
