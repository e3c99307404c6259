import { resultOf, type VetoHolder, type VoteCounts, type VoteResult } from './majorities';
import type { RoomDelegation } from './members';
import { allow, type Ruling, refuse } from './refusal';
import type { RollCallVoter } from './roll-call-vote';
import type { ProcedureRules } from './rules';
import { hasVote, mayAbstain, requireDecisionQuorum, resultContextOf, type VoteAnswer, type VoteSubject, votersOf } from './voting';

/**
 * A vote cast from phones (PRODUCT §9 «Kinds of vote», decision 036): recorded (each delegation's choice kept and
 * shown) or secret (who voted kept; the choice only as a tally). Its voters are fixed when it opens, as a roll-call
 * vote's are; one ballot per delegation. The ballots live outside the floor (the server's ballot tables) and are
 * counted when the chair closes the vote.
 */

/** How a vote is taken: placards, a roll call, or ballots from phones, recorded or secret. */
export const VOTE_METHODS = ['placard', 'roll_call', 'phones_recorded', 'phones_secret'] as const;
export type VoteMethod = (typeof VOTE_METHODS)[number];

/** The methods whose ballots come from phones (or the chair for a delegation without one). */
export const PHONE_VOTE_METHODS = ['phones_recorded', 'phones_secret'] as const;
export type PhoneVoteMethod = (typeof PHONE_VOTE_METHODS)[number];

/** Whether a method is voted with ballots from phones. */
export function isPhoneVote(method: string): method is PhoneVoteMethod {
  return method === 'phones_recorded' || method === 'phones_secret';
}

/** Where a ballot came from: a delegate's phone, or the chair (or the Gestor) casting for a delegation without one. */
export const BALLOT_SOURCES = ['phone', 'chair'] as const;
export type BallotSource = (typeof BALLOT_SOURCES)[number];

/** A vote from phones in progress: plain data kept on the floor. */
export interface PhoneVote extends VoteSubject {
  /** The ballots' key: fresh for each vote opened, never reused (the floor's own vote ids may be, after an undo). */
  voteId: string;
  secret: boolean;
  /**
   * The delegation's first ballot counts and cannot be changed (PRODUCT §9: «the first, when the motion's rule says votes
   * cannot change»); otherwise its latest before the close. A secret vote always counts the first.
   */
  firstCounts: boolean;
  /** Who may cast a ballot, fixed when the vote opens (present delegations with a vote), with who may abstain. */
  voters: RollCallVoter[];
}

/**
 * Opens a vote from phones: needs the decision quorum; the voters are the present delegations with a vote, in the
 * room's order. A secret vote is refused in a Security Council: a veto must be named, and a secret ballot names no one.
 */
export function startPhoneVote(
  room: readonly RoomDelegation[],
  rules: ProcedureRules,
  subject: VoteSubject & { voteId: string; secret: boolean; firstCounts: boolean },
): Ruling<PhoneVote> {
  if (subject.secret && rules.securityCouncilVotes !== null) return refuse('VOTE_SECRET_SECURITY_COUNCIL');
  const quorum = requireDecisionQuorum(room, rules);
  if (!quorum.ok) return quorum;
  const voters = votersOf(room, rules, subject.substantive).map((d) => ({
    id: d.id,
    name: d.name,
    veto: d.veto,
    mayAbstain: mayAbstain(d, rules, subject.substantive),
  }));
  const { voteId, secret, substantive, majority } = subject;
  return allow({ voteId, secret, firstCounts: secret || subject.firstCounts, substantive, majority, voters });
}

/**
 * Whether a delegation may cast this ballot: one of the voters fixed at the opening (a delegation absent then, or
 * without a vote, may not), a favor or en contra on a motion, an abstention only where it may abstain.
 */
export function ballotRuling(
  vote: PhoneVote,
  room: readonly Pick<RoomDelegation, 'id' | 'kind'>[],
  rules: ProcedureRules,
  delegationId: string,
  choice: VoteAnswer,
): Ruling<RollCallVoter> {
  const voter = vote.voters.find((v) => v.id === delegationId);
  if (!voter) {
    const delegation = room.find((d) => d.id === delegationId);
    return refuse(delegation && hasVote(delegation, rules, vote.substantive) ? 'VOTE_ABSENT' : 'VOTE_NOT_ELIGIBLE');
  }
  if (choice !== 'a_favor' && choice !== 'en_contra' && !vote.substantive) return refuse('VOTE_MOTION_YES_OR_NO');
  if (choice === 'abstencion' && !voter.mayAbstain) return refuse('VOTE_ABSTENTION_NOT_ALLOWED');
  return allow(voter);
}

/**
 * The ballots of a vote as the close counts them: recorded, each delegation's choice; secret, the tally and who voted.
 * Either way, the delegations whose ballot the chair cast (`fromChair`).
 */
export type PhoneBallots = (
  | { secret: false; choices: Readonly<Record<string, VoteAnswer>> }
  | { secret: true; tally: VoteCounts; voted: readonly string[] }
) & { fromChair: readonly string[] };

/**
 * The result of a vote from phones once closed, by the same rules as a placard or roll-call vote: the voters fixed at
 * the opening are the present voters («presentes»); a voter who cast no ballot did not vote. A veto holder's recorded
 * ballot en contra is a veto (on substance, in a Security Council). Ballots from delegations not among the voters are
 * not counted.
 */
export function phoneVoteResult(
  vote: PhoneVote,
  ballots: PhoneBallots,
  room: readonly RoomDelegation[],
  rules: ProcedureRules,
): VoteResult {
  const ctx = { ...resultContextOf(room, rules, vote), presentVoters: vote.voters.length };
  if (ballots.secret) return resultOf(ballots.tally, [], ctx);
  const counts = { yes: 0, no: 0, abstain: 0 };
  const vetoes: VetoHolder[] = [];
  for (const voter of vote.voters) {
    const choice = ballots.choices[voter.id];
    if (choice === 'a_favor') counts.yes += 1;
    else if (choice === 'abstencion') counts.abstain += 1;
    else if (choice === 'en_contra') {
      counts.no += 1;
      if (voter.veto) vetoes.push({ id: voter.id, name: voter.name });
    }
  }
  return resultOf(counts, vetoes, ctx);
}
