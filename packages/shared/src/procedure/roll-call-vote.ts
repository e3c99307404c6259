import { compareSpanish } from '../spanish-order';
import { resultOf, type VetoHolder, type VoteResult } from './majorities';
import type { RoomDelegation } from './members';
import { allow, type Ruling, refuse } from './refusal';
import type { ProcedureRules } from './rules';
import { hasVote, mayAbstain, requireDecisionQuorum, resultContextOf, type VoteAnswer, type VoteSubject, votersOf } from './voting';

/** An answer when called in a roll-call vote: a vote, or «pasa» (once; the delegation is called again at the end). */
export type RollCallAnswer = VoteAnswer | 'pasa';

/** A voter of a roll-call vote, fixed when the vote starts. */
export interface RollCallVoter {
  id: string;
  name: string;
  veto: boolean;
  /** Whether it may abstain (not on a motion, not «presente y votando»). */
  mayAbstain: boolean;
}

/** A roll-call vote in progress: plain data, kept by the server and sent to every screen. */
export interface RollCallVote extends VoteSubject {
  /** The voters in calling order: Spanish alphabetical order from the delegation drawn by lot. */
  voters: RollCallVoter[];
  /** Final answers by delegation id. */
  answers: Record<string, VoteAnswer>;
  /** Delegations that said «pasa», in the order they did. */
  passes: string[];
}

/**
 * The calling order: the delegations in Spanish alphabetical order (`Intl.Collator('es')`), rotated to
 * start at `startId` (drawn by lot by the caller), then the rest from the top of the alphabet.
 */
export function rollCallOrder<T extends { id: string; name: string }>(delegations: readonly T[], startId: string): Ruling<T[]> {
  const sorted = [...delegations].sort((a, b) => compareSpanish(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const start = sorted.findIndex((d) => d.id === startId);
  if (start < 0) return refuse('VOTE_START_INVALID');
  return allow([...sorted.slice(start), ...sorted.slice(0, start)]);
}

/** Starts a roll-call vote: needs the decision quorum; the voters are the present delegations with a vote. */
export function startRollCallVote(
  room: readonly RoomDelegation[],
  rules: ProcedureRules,
  subject: VoteSubject & { startId: string },
): Ruling<RollCallVote> {
  const quorum = requireDecisionQuorum(room, rules);
  if (!quorum.ok) return quorum;
  const order = rollCallOrder(votersOf(room, rules, subject.substantive), subject.startId);
  if (!order.ok) return order;
  const voters = order.value.map((d) => ({ id: d.id, name: d.name, veto: d.veto, mayAbstain: mayAbstain(d, rules, subject.substantive) }));
  return allow({ substantive: subject.substantive, majority: subject.majority, voters, answers: {}, passes: [] });
}

/**
 * The delegation called now: the first in order that has neither answered nor passed; once all have, each
 * delegation that passed, in the order it passed; null when every voter has answered.
 */
export function calledNow(vote: RollCallVote): string | null {
  const first = vote.voters.find((v) => !(v.id in vote.answers) && !vote.passes.includes(v.id));
  if (first) return first.id;
  return vote.passes.find((id) => !(id in vote.answers)) ?? null;
}

/**
 * Records the called delegation's answer. The voters and who may abstain were fixed when the vote started, so
 * a delegation that leaves the room meanwhile does not stall the call. Refused: a delegation without a vote,
 * absent when the vote started (or arrived later), one that already answered, one that is not being called,
 * «pasa» a second time or on a motion, an abstention after passing (it must vote a favor or en contra), on a
 * motion, or by a delegation «presente y votando».
 */
export function answerRollCall(
  vote: RollCallVote,
  room: readonly RoomDelegation[],
  rules: ProcedureRules,
  delegationId: string,
  answer: RollCallAnswer,
): Ruling<RollCallVote> {
  const voter = vote.voters.find((v) => v.id === delegationId);
  if (!voter) {
    const delegation = room.find((d) => d.id === delegationId);
    return refuse(delegation && hasVote(delegation, rules, vote.substantive) ? 'VOTE_ABSENT' : 'VOTE_NOT_ELIGIBLE');
  }
  if (delegationId in vote.answers) return refuse('VOTE_ALREADY_ANSWERED');
  if (answer !== 'a_favor' && answer !== 'en_contra' && !vote.substantive) return refuse('VOTE_MOTION_YES_OR_NO');
  if (answer === 'abstencion' && !voter.mayAbstain) return refuse('VOTE_ABSTENTION_NOT_ALLOWED');
  const called = calledNow(vote);
  if (called === null) return refuse('VOTE_FINISHED');
  if (called !== delegationId) return refuse('VOTE_NOT_CALLED');
  const passedBefore = vote.passes.includes(delegationId);
  if (answer === 'pasa') {
    if (passedBefore) return refuse('VOTE_PASS_USED');
    return allow({ ...vote, passes: [...vote.passes, delegationId] });
  }
  if (passedBefore && answer === 'abstencion') return refuse('VOTE_PASS_USED');
  return allow({ ...vote, answers: { ...vote.answers, [delegationId]: answer } });
}

/** The result so far: the numbers, the vetoes named, «faltan N» and whether the outcome is already decided. */
export function rollCallResult(vote: RollCallVote, room: readonly RoomDelegation[], rules: ProcedureRules): VoteResult {
  const counts = { yes: 0, no: 0, abstain: 0 };
  const vetoes: VetoHolder[] = [];
  let pendingVetoHolders = 0;
  for (const voter of vote.voters) {
    const answer = vote.answers[voter.id];
    if (answer === undefined) {
      if (voter.veto) pendingVetoHolders += 1;
    } else if (answer === 'a_favor') counts.yes += 1;
    else if (answer === 'abstencion') counts.abstain += 1;
    else {
      counts.no += 1;
      if (voter.veto) vetoes.push({ id: voter.id, name: voter.name });
    }
  }
  const pendingCount = vote.voters.length - counts.yes - counts.no - counts.abstain;
  const ctx = { ...resultContextOf(room, rules, vote), presentVoters: vote.voters.length };
  return resultOf(counts, vetoes, ctx, { count: pendingCount, vetoHolders: pendingVetoHolders });
}
