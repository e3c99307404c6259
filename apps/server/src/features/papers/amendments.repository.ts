import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../../db/database';
import type { WorkingPaperAmendmentAnswerTable, WorkingPaperAmendmentTable } from '../../db/schema';

/** An amendment's row. */
export type AmendmentRow = Selectable<WorkingPaperAmendmentTable>;
/** A sponsor's answer to an amendment. */
export type AnswerRow = Selectable<WorkingPaperAmendmentAnswerTable>;

/** A paper's amendments, in the order they were proposed. */
export function findAmendments(db: Executor, paperId: string): Promise<AmendmentRow[]> {
  return db.selectFrom('workingPaperAmendment').selectAll().where('paperId', '=', paperId).orderBy('number').execute();
}

/** How many of a paper's amendments wait for their sponsors or their vote. */
export async function countPendingAmendments(db: Executor, paperId: string): Promise<number> {
  const row = await db
    .selectFrom('workingPaperAmendment')
    .select((eb) => eb.fn.countAll<number>().as('pending'))
    .where('paperId', '=', paperId)
    .where('status', 'in', ['propuesta', 'no_amistosa'])
    .executeTakeFirstOrThrow();
  return Number(row.pending);
}

/** The sponsors' answers to a paper's amendments. */
export function findAnswers(db: Executor, paperId: string): Promise<AnswerRow[]> {
  return db
    .selectFrom('workingPaperAmendmentAnswer as a')
    .innerJoin('workingPaperAmendment as m', 'm.id', 'a.amendmentId')
    .selectAll('a')
    .where('m.paperId', '=', paperId)
    .orderBy('a.answeredAt')
    .execute();
}

export async function insertAmendment(db: Executor, row: Insertable<WorkingPaperAmendmentTable>): Promise<void> {
  await db.insertInto('workingPaperAmendment').values(row).execute();
}

export async function insertAnswer(db: Executor, row: Insertable<WorkingPaperAmendmentAnswerTable>): Promise<void> {
  await db.insertInto('workingPaperAmendmentAnswer').values(row).execute();
}

/** Where an amendment stands now, and the version it made when applied. */
export async function settleAmendment(
  db: Executor,
  id: string,
  change: Pick<AmendmentRow, 'status' | 'decidedAt' | 'appliedVersion'>,
): Promise<void> {
  await db.updateTable('workingPaperAmendment').set(change).where('id', '=', id).execute();
}
