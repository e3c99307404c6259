import { effectiveStatus, isPresent, type RoomDelegation } from './members';
import { quorumOf, type QuorumState } from './quorum';
import { allow, type Ruling, refuse } from './refusal';
import type { ProcedureRules } from './rules';
import { type Majority, type ResultContext, requiredYes, resultOf, type VoteCounts, type VoteResult } from './majorities';

/** A delegation's answer in a vote. «pasa» exists only in a roll-call vote (roll-call-vote.ts). */
export const VOTE_ANSWERS = ['a_favor', 'en_contra', 'abstencion'] as const;
export type VoteAnswer = (typeof VOTE_ANSWERS)[number];

/** What is being voted: substance (a document) or a motion; with the majority it needs. */
export interface VoteSubject {
  substantive: boolean;
  majority: Majority;
}

/**
 * Whether a delegation's kind gives it a vote: members always; observers on motions when the commission lets
 * them; NGOs never.
 */
export function hasVote(d: Pick<RoomDelegation, 'kind'>, rules: ProcedureRules, substantive: boolean): boolean {
  if (d.kind === 'miembro') return true;
  return d.kind === 'observador' && !substantive && rules.observersVoteOnMotions;
}

/** Whether a delegation may abstain: never on a motion; on substance, unless it is «presente y votando». */
export function mayAbstain(d: RoomDelegation, rules: ProcedureRules, substantive: boolean): boolean {
  return substantive && effectiveStatus(d.status, rules.usesPresentAndVoting) !== 'presente_y_votando';
}

/** The present delegations with a vote, in the room's order. */
export function votersOf(room: readonly RoomDelegation[], rules: ProcedureRules, substantive: boolean): RoomDelegation[] {
  return room.filter((d) => hasVote(d, rules, substantive) && isPresent(d));
}

/** Votes may be taken only with a majority of the members present (⌊M/2⌋+1); below it, a refusal. */
export function requireDecisionQuorum(room: readonly RoomDelegation[], rules: ProcedureRules): Ruling<QuorumState> {
  const quorum = quorumOf(room, rules.debateQuorum);
  return quorum.hasDecisionQuorum ? allow(quorum) : refuse('VOTE_NO_QUORUM');
}

/** The numbers a result is weighed against, for this room and subject. */
export function resultContextOf(room: readonly RoomDelegation[], rules: ProcedureRules, subject: VoteSubject): ResultContext {
  return {
    majority: subject.majority,
    basis: rules.majorityBase,
    presentVoters: votersOf(room, rules, subject.substantive).length,
    allVoters: room.filter((d) => hasVote(d, rules, subject.substantive)).length,
    securityCouncilVotes: rules.securityCouncilVotes,
    substantive: subject.substantive,
  };
}

/** A vote by placards: the counts, and in a Security Council the veto holders among the votes en contra. */
export interface PlacardVote extends VoteCounts {
  vetoHoldersAgainst?: readonly string[];
}

function isCount(n: number): boolean {
  return Number.isInteger(n) && n >= 0;
}

/**
 * The result of a placard vote, refusing counts that cannot be: below the decision quorum, negative or
 * fractional counts, more votes than present voters, abstentions on a motion or beyond those who may abstain,
 * veto holders that are not present veto holders among the votes en contra.
 */
export function placardResult(
  vote: PlacardVote,
  room: readonly RoomDelegation[],
  rules: ProcedureRules,
  subject: VoteSubject,
): Ruling<VoteResult> {
  const quorum = requireDecisionQuorum(room, rules);
  if (!quorum.ok) return quorum;
  const voters = votersOf(room, rules, subject.substantive);
  if (![vote.yes, vote.no, vote.abstain].every(isCount) || vote.yes + vote.no + vote.abstain > voters.length) {
    return refuse('VOTE_COUNTS_IMPOSSIBLE');
  }
  if (vote.abstain > 0 && !subject.substantive) return refuse('VOTE_MOTION_YES_OR_NO');
  if (vote.abstain > voters.filter((d) => mayAbstain(d, rules, subject.substantive)).length) return refuse('VOTE_ABSTENTIONS_IMPOSSIBLE');
  const ids = vote.vetoHoldersAgainst ?? [];
  const vetoes = voters.filter((d) => d.veto && ids.includes(d.id));
  if (ids.length > 0 && (rules.securityCouncilVotes === null || vetoes.length !== ids.length || ids.length > vote.no)) {
    return refuse('VOTE_VETO_INVALID');
  }
  const counts = { yes: vote.yes, no: vote.no, abstain: vote.abstain };
  return allow(
    resultOf(
      counts,
      vetoes.map(({ id, name }) => ({ id, name })),
      resultContextOf(room, rules, subject),
    ),
  );
}

/** Votes a favor needed in this room, before anyone votes: what the roll-call screen shows next to the quorum. */
export interface VotesNeeded {
  /** The base the numbers are counted on (for «presentes y votando», every present voter voting a favor or en contra). */
  base: number;
  simple: number;
  twoThirds: number;
  /** «presentes y votando»: abstentions will lower the numbers. */
  dependsOnAbstentions: boolean;
}

/** Votes a favor a simple majority and two thirds need now (in a Security Council, its absolute number for both). */
export function votesNeededOf(room: readonly RoomDelegation[], rules: ProcedureRules, substantive = true): VotesNeeded {
  const ctx = resultContextOf(room, rules, { substantive, majority: 'simple' });
  const base = rules.majorityBase === 'miembros' ? ctx.allVoters : ctx.presentVoters;
  if (rules.securityCouncilVotes !== null) {
    return { base, simple: rules.securityCouncilVotes, twoThirds: rules.securityCouncilVotes, dependsOnAbstentions: false };
  }
  return {
    base,
    simple: requiredYes('simple', base),
    twoThirds: requiredYes('dos_tercios', base),
    dependsOnAbstentions: rules.majorityBase === 'presentes_y_votando',
  };
}
