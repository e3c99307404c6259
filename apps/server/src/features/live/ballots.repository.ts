import type { ExpressionBuilder, Selectable } from 'kysely';
import type { Executor } from '../../db/database';
import type { BallotActionTable, BallotTable, Database } from '../../db/schema';

export type BallotRow = Selectable<BallotTable>;
export type BallotActionRow = Selectable<BallotActionTable>;

/** How many delegations have cast a ballot in the vote of the query's `ballotAction` row. */
function castIn(eb: ExpressionBuilder<Database, 'ballotAction'>) {
  return eb
    .selectFrom('ballot as cast')
    .select((cast) => cast.fn.countAll<number | string>().as('n'))
    .whereRef('cast.voteId', '=', 'ballotAction.voteId');
}

/**
 * What casting a ballot reads, in one statement (taken under the commission's writer lock): the commission, its
 * stored floor, the answer the action id got if it was seen before (with its vote's count now), and the delegation's
 * ballot already cast in `voteId`, if any. Undefined when the commission does not exist.
 */
export async function findBallotContext(
  db: Executor,
  key: { commissionId: string; actionId: string; voteId: string; delegationId: string },
) {
  const row = await db
    .selectFrom('commission')
    .leftJoin('liveState', 'liveState.commissionId', 'commission.id')
    .leftJoin('ballotAction', (join) =>
      join.onRef('ballotAction.commissionId', '=', 'commission.id').on('ballotAction.actionId', '=', key.actionId),
    )
    .leftJoin('ballot', (join) => join.on('ballot.voteId', '=', key.voteId).on('ballot.delegationId', '=', key.delegationId))
    .select((eb) => [
      'commission.kind',
      'commission.rules',
      'commission.archived',
      'liveState.floor',
      'ballotAction.voteId as earlierVoteId',
      'ballotAction.delegationId as earlierDelegationId',
      'ballotAction.counted as earlierCounted',
      'ballotAction.eligible as earlierEligible',
      'ballotAction.castAt as earlierCastAt',
      castIn(eb).as('earlierCast'),
      'ballot.castAt as firstCastAt',
    ])
    .where('commission.id', '=', key.commissionId)
    .executeTakeFirst();
  if (!row) return undefined;
  const earlier: BallotActionRow | null =
    row.earlierVoteId === null
      ? null
      : {
          commissionId: key.commissionId,
          actionId: key.actionId,
          voteId: row.earlierVoteId,
          delegationId: row.earlierDelegationId as string,
          counted: row.earlierCounted as BallotActionRow['counted'],
          eligible: Number(row.earlierEligible),
          castAt: row.earlierCastAt as string,
        };
  return {
    commission: { kind: row.kind, rules: row.rules, archived: row.archived },
    floor: row.floor,
    earlier: earlier && { action: earlier, cast: Number(row.earlierCast ?? 0) },
    firstCastAt: row.firstCastAt,
  };
}

/** Keeps the answer a ballot's action id got; answers its vote's count with it (this ballot included). */
export async function insertBallotAction(db: Executor, row: BallotActionRow): Promise<number> {
  const inserted = await db
    .insertInto('ballotAction')
    .values(row)
    .returning((eb) => castIn(eb).as('cast'))
    .executeTakeFirstOrThrow();
  return Number(inserted.cast ?? 0);
}

/** A delegation's ballot in a vote, if it cast one. */
export function findBallot(db: Executor, voteId: string, delegationId: string): Promise<BallotRow | undefined> {
  return db.selectFrom('ballot').selectAll().where('voteId', '=', voteId).where('delegationId', '=', delegationId).executeTakeFirst();
}

/** The ballots of a vote (a secret vote's without their choice: it is not stored). */
export function findBallots(db: Executor, voteId: string): Promise<BallotRow[]> {
  return db.selectFrom('ballot').selectAll().where('voteId', '=', voteId).orderBy('castAt').orderBy('delegationId').execute();
}

/** How many delegations have cast a ballot in a vote. */
export async function countBallots(db: Executor, voteId: string): Promise<number> {
  const row = await db
    .selectFrom('ballot')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('voteId', '=', voteId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Writes a delegation's ballot; in a recorded vote a later ballot replaces the earlier one (the latest counts). */
export async function saveBallot(db: Executor, row: BallotRow): Promise<void> {
  await db
    .insertInto('ballot')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['voteId', 'delegationId'])
        .doUpdateSet({ choice: row.choice, source: row.source, castBy: row.castBy, castAt: row.castAt }),
    )
    .execute();
}

const TALLY_COLUMN = { a_favor: 'yes', en_contra: 'no', abstencion: 'abstain' } as const;

/** Adds one to a secret vote's tally for `choice` (the tally row made with the vote's first ballot). */
export async function addToTally(db: Executor, commissionId: string, voteId: string, choice: keyof typeof TALLY_COLUMN): Promise<void> {
  const column = TALLY_COLUMN[choice];
  await db
    .insertInto('ballotTally')
    .values({ voteId, commissionId, yes: 0, no: 0, abstain: 0, [column]: 1 })
    .onConflict((oc) => oc.column('voteId').doUpdateSet((eb) => ({ [column]: eb(`ballotTally.${column}`, '+', 1) })))
    .execute();
}

/** A secret vote's counts (all zero before its first ballot). */
export async function findTally(db: Executor, voteId: string): Promise<{ yes: number; no: number; abstain: number }> {
  const row = await db.selectFrom('ballotTally').select(['yes', 'no', 'abstain']).where('voteId', '=', voteId).executeTakeFirst();
  return { yes: Number(row?.yes ?? 0), no: Number(row?.no ?? 0), abstain: Number(row?.abstain ?? 0) };
}
