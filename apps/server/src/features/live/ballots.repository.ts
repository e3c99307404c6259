import type { Selectable } from 'kysely';
import type { Executor } from '../../db/database';
import type { BallotActionTable, BallotTable } from '../../db/schema';

export type BallotRow = Selectable<BallotTable>;
export type BallotActionRow = Selectable<BallotActionTable>;

/** The answer a ballot's action id got, if it was seen before in the commission. */
export function findBallotAction(db: Executor, commissionId: string, actionId: string): Promise<BallotActionRow | undefined> {
  return db
    .selectFrom('ballotAction')
    .selectAll()
    .where('commissionId', '=', commissionId)
    .where('actionId', '=', actionId)
    .executeTakeFirst();
}

export async function insertBallotAction(db: Executor, row: BallotActionRow): Promise<void> {
  await db.insertInto('ballotAction').values(row).execute();
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
  const updated = await db
    .updateTable('ballotTally')
    .set((eb) => ({ [column]: eb(column, '+', 1) }))
    .where('voteId', '=', voteId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return;
  await db
    .insertInto('ballotTally')
    .values({ voteId, commissionId, yes: 0, no: 0, abstain: 0, [column]: 1 })
    .execute();
}

/** A secret vote's counts (all zero before its first ballot). */
export async function findTally(db: Executor, voteId: string): Promise<{ yes: number; no: number; abstain: number }> {
  const row = await db.selectFrom('ballotTally').select(['yes', 'no', 'abstain']).where('voteId', '=', voteId).executeTakeFirst();
  return { yes: Number(row?.yes ?? 0), no: Number(row?.no ?? 0), abstain: Number(row?.abstain ?? 0) };
}
