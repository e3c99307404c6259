import type { Selectable } from 'kysely';
import type { Executor } from '../../db/database';
import type { WorkingPaperDivisionTable } from '../../db/schema';

/** A division's row. */
export type DivisionRow = Selectable<WorkingPaperDivisionTable>;

/** A paper's latest division of the question, or undefined before the first. */
export function findLatestDivision(db: Executor, paperId: string): Promise<DivisionRow | undefined> {
  return db
    .selectFrom('workingPaperDivision')
    .selectAll()
    .where('paperId', '=', paperId)
    .orderBy('number', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function insertDivision(db: Executor, row: DivisionRow): Promise<void> {
  await db.insertInto('workingPaperDivision').values(row).execute();
}

/** The division's outcomes as recorded now, when it ended and the version it made. */
export async function updateDivision(
  db: Executor,
  id: string,
  change: Pick<DivisionRow, 'outcomes' | 'decidedAt' | 'appliedVersion'>,
): Promise<void> {
  await db.updateTable('workingPaperDivision').set(change).where('id', '=', id).execute();
}
