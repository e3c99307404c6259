import {
  type BallotAnswer,
  type BallotSource,
  type BallotsView,
  ballotRuling,
  type CastBallotInput,
  type CommissionKind,
  type DelegationBallot,
  type DelegationKind,
  type Floor,
  floorSchema,
  type LiveBallots,
  type PhoneBallots,
  type PhoneVote,
  procedureRulesOf,
  type VoteAnswer,
} from '@quorum/shared';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { foundCommission } from '../../domain/commissions/commission-rules';
import { type Actor, recordAudit } from '../../lib/audit';
import { ballotsTopic } from '../../lib/bus';
import { AppError } from '../../lib/errors';
import { nowIso } from '../../lib/ids';
import { serializeWriters } from '../../lib/xact-lock';
import {
  addToTally,
  type BallotActionRow,
  countBallots,
  findBallot,
  findBallotContext,
  findBallots,
  findTally,
  insertBallotAction,
  saveBallot,
} from './ballots.repository';
import { findCommissionForLive, findRoom, findVersion } from './live.repository';

/**
 * Ballots of votes from phones (PRODUCT §9, decision 036). A ballot is not a live command: it moves neither the
 * state's version nor the log, so the chair's console keeps working while the room votes. Each ballot is one
 * transaction under the commission's writer lock (`live:<commission>`, the lock of every live command), so a ballot
 * and the vote's close never interleave: a ballot committed before the close is counted by it, one after it finds
 * the vote closed (VOTE_CLOSED) and writes nothing.
 */

/**
 * Who casts a ballot: a delegate's phone (the room pass's device, bound to its delegate, delegation and commission),
 * or the chair — the commission's Presidente or the Gestor — for a delegation without a phone.
 */
export type BallotCaster =
  | { kind: 'phone'; deviceId: string; delegateId: string; delegationId: string; commissionId: string }
  | { kind: 'chair'; actor: Actor };

/** The open vote from phones of a stored floor, or null. */
function openPhoneVote(stored: string | null): { floor: Floor; phones: PhoneVote } | null {
  if (stored === null) return null;
  const floor = floorSchema.parse(JSON.parse(stored));
  return floor.vote?.phones ? { floor, phones: floor.vote.phones } : null;
}

function answerOf(row: BallotActionRow, cast: number, replayed: boolean): BallotAnswer {
  return {
    voteId: row.voteId,
    delegationId: row.delegationId,
    status: row.counted ? 'counted' : 'already_voted',
    castAt: row.castAt,
    replayed,
    cast,
    eligible: Number(row.eligible),
  };
}

/**
 * Casts a delegation's ballot in the commission's open vote from phones. A repeated action id answers its first
 * answer again and changes nothing. A recorded vote keeps the latest ballot, or the first when the chair opened it
 * so (`firstCounts`: votes cannot change); a secret one always the first (changing it would need the link the secret
 * forbids). A later ballot that does not count answers «ya votó» with the first's time. Refused:
 * a vote no longer open (closed, cancelled, undone: VOTE_CLOSED), a delegation that is not among the voters fixed at
 * the opening, an abstention it may not cast; a phone voting for another delegation or commission (FORBIDDEN).
 * Announced on the bus after the commit: the streams send `ballots` with the count.
 */
export async function castBallot(
  ctx: Pick<AppContext, 'db' | 'bus'>,
  input: CastBallotInput & { commissionId: string },
  caster: BallotCaster,
): Promise<BallotAnswer> {
  const { commissionId } = input;
  if (caster.kind === 'phone' && (caster.commissionId !== commissionId || caster.delegationId !== input.delegationId))
    throw new AppError('FORBIDDEN');
  const answer = await ctx.db.transaction().execute(async (trx) => {
    await serializeWriters(trx, `live:${commissionId}`);
    // One read under the lock (each round trip to PostgreSQL costs the whole room's phones time).
    const { commission, floor, earlier, firstCastAt } = foundCommission(
      await findBallotContext(trx, { commissionId, actionId: input.actionId, voteId: input.voteId, delegationId: input.delegationId }),
    );
    if (earlier) return answerOf(earlier.action, earlier.cast, true);
    if (commission.archived) throw new AppError('COMMISSION_ARCHIVED');
    const open = openPhoneVote(floor);
    if (!open || open.phones.voteId !== input.voteId) throw new AppError('VOTE_CLOSED');
    const rules = procedureRulesOf({ kind: commission.kind as CommissionKind, rules: JSON.parse(commission.rules) });
    const listed = open.phones.voters.some((v) => v.id === input.delegationId);
    const room = listed ? [] : (await findRoom(trx, commissionId)).map((d) => ({ id: d.id, kind: d.kind as DelegationKind }));
    const ruling = ballotRuling(open.phones, room, rules, input.delegationId, input.choice);
    if (!ruling.ok) throw new AppError(ruling.code, ruling.message);
    const now = nowIso();
    const source: BallotSource = caster.kind;
    const castBy = caster.kind === 'chair' ? caster.actor.uid : null;
    const ballot = { voteId: input.voteId, delegationId: input.delegationId, commissionId, source, castBy, castAt: now };
    let counted = true;
    let castAt = now;
    // A secret vote, and a recorded one whose votes cannot change, count the delegation's first ballot only.
    if ((open.phones.firstCounts || open.phones.secret) && firstCastAt !== null) {
      counted = false;
      castAt = firstCastAt;
    } else if (open.phones.secret) {
      await saveBallot(trx, { ...ballot, choice: null });
      await addToTally(trx, commissionId, input.voteId, input.choice);
    } else {
      await saveBallot(trx, { ...ballot, choice: input.choice });
    }
    const action = {
      commissionId,
      actionId: input.actionId,
      voteId: input.voteId,
      delegationId: input.delegationId,
      counted: counted ? 1 : 0,
      eligible: open.phones.voters.length,
      castAt,
    };
    const cast = await insertBallotAction(trx, action);
    // A phone's ballot is not a staff write; the chair's for a delegation is, and says what it did (never a secret choice).
    if (caster.kind === 'chair' && counted)
      await recordAudit(trx, caster.actor, {
        action: 'ballot.cast_by_chair',
        entity: 'ballot',
        entityId: input.voteId,
        after: open.phones.secret ? { delegationId: input.delegationId } : { delegationId: input.delegationId, choice: input.choice },
      });
    return answerOf(action, cast, false);
  });
  if (!answer.replayed)
    ctx.bus.publish(ballotsTopic(commissionId), `${answer.voteId} ${answer.cast} ${answer.eligible} ${input.delegationId}`).catch(() => {});
  return answer;
}

/**
 * The ballots of the vote being closed, read in the close's transaction (under the writer lock): a recorded vote's
 * choices, a secret vote's tally and who voted; and whose ballot the chair cast.
 */
export async function ballotsToCount(db: Executor, phones: PhoneVote): Promise<PhoneBallots> {
  const rows = await findBallots(db, phones.voteId);
  const fromChair = rows.filter((r) => r.source === 'chair').map((r) => r.delegationId);
  if (phones.secret) return { secret: true, tally: await findTally(db, phones.voteId), voted: rows.map((r) => r.delegationId), fromChair };
  const choices = Object.fromEntries(rows.map((r) => [r.delegationId, r.choice as VoteAnswer]));
  return { secret: false, choices, fromChair };
}

/**
 * The open vote from phones as the chair sees it: «votos emitidos N de M», who has voted and from where, and in a
 * recorded vote each choice (never in a secret one: it is not stored). `{ vote: null }` when none is open.
 */
export async function readBallots(db: Executor, commissionId: string): Promise<BallotsView> {
  foundCommission(await findCommissionForLive(db, commissionId));
  const open = openPhoneVote((await findVersion(db, commissionId)).floor);
  const vote = open?.floor.vote;
  if (!open || !vote) return { vote: null };
  const rows = new Map((await findBallots(db, open.phones.voteId)).map((r) => [r.delegationId, r]));
  const voters = open.phones.voters.map((v) => {
    const row = rows.get(v.id);
    return {
      delegationId: v.id,
      name: v.name,
      voted: row !== undefined,
      choice: open.phones.secret ? null : ((row?.choice as VoteAnswer | undefined) ?? null),
      source: (row?.source as BallotSource | undefined) ?? null,
      castAt: row?.castAt ?? null,
    };
  });
  return {
    vote: {
      voteId: open.phones.voteId,
      floorVoteId: vote.id,
      method: vote.method,
      cast: voters.filter((v) => v.voted).length,
      eligible: voters.length,
      voters,
    },
  };
}

/** The open vote from phones' count now, for a stream that just opened (null when none is open). */
export async function ballotsNow(db: Executor, commissionId: string): Promise<LiveBallots | null> {
  const open = openPhoneVote((await findVersion(db, commissionId)).floor);
  if (!open) return null;
  return { voteId: open.phones.voteId, cast: await countBallots(db, open.phones.voteId), eligible: open.phones.voters.length };
}

/**
 * A delegation's own ballot in the open vote from phones, for its phone (the room pass's page): whether it is among
 * the voters fixed at the opening and may abstain, whether it voted, and in a recorded vote its choice — in a secret
 * one never, not even to itself (it is not stored).
 */
export async function readDelegationBallot(db: Executor, commissionId: string, delegationId: string): Promise<DelegationBallot> {
  const open = openPhoneVote((await findVersion(db, commissionId)).floor);
  const vote = open?.floor.vote;
  if (!open || !vote) return { vote: null };
  const voter = open.phones.voters.find((v) => v.id === delegationId);
  const row = voter ? await findBallot(db, open.phones.voteId, delegationId) : undefined;
  return {
    vote: {
      voteId: open.phones.voteId,
      method: vote.method,
      title: vote.subject.label,
      eligible: voter !== undefined,
      mayAbstain: voter?.mayAbstain ?? false,
      firstCounts: open.phones.firstCounts || open.phones.secret,
      voted: row !== undefined,
      choice: open.phones.secret ? null : ((row?.choice as VoteAnswer | undefined) ?? null),
      castAt: row?.castAt ?? null,
    },
  };
}
