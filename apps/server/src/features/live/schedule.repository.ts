import type { Selectable } from 'kysely';
import type { Executor } from '../../db/database';
import type { ScheduledSessionTable } from '../../db/schema';
import { newId } from '../../lib/ids';

export type ScheduledRow = Selectable<ScheduledSessionTable>;

/** A scheduled session's columns, named: a JSON subquery of SQLite lists what it selects (db/json-subqueries.ts). */
const SCHEDULED_COLUMNS = ['id', 'commissionId', 'title', 'topic', 'startsAt', 'sessionId', 'createdBy', 'createdAt', 'updatedAt'] as const;

/** The query of the commission's sessions still `programada`, earliest first. */
function pending(db: Executor, commissionId: string) {
  return db
    .selectFrom('scheduledSession')
    .select(SCHEDULED_COLUMNS)
    .where('commissionId', '=', commissionId)
    .where('sessionId', 'is', null)
    .orderBy('startsAt')
    .orderBy('createdAt');
}

/** The commission's sessions still `programada`, earliest first. */
export function findPendingScheduled(db: Executor, commissionId: string): Promise<ScheduledRow[]> {
  return pending(db, commissionId).execute();
}

/** The query of the commission's next session still `programada` (the earliest), if any. */
export function nextScheduledOf(db: Executor, commissionId: string) {
  return pending(db, commissionId).limit(1);
}

/** One of the commission's scheduled sessions, pending or opened. */
export function findScheduled(db: Executor, commissionId: string, id: string): Promise<ScheduledRow | undefined> {
  return db.selectFrom('scheduledSession').selectAll().where('commissionId', '=', commissionId).where('id', '=', id).executeTakeFirst();
}

export async function insertScheduled(
  db: Executor,
  values: Pick<ScheduledRow, 'commissionId' | 'title' | 'topic' | 'startsAt' | 'createdBy'>,
  now: string,
): Promise<ScheduledRow> {
  const row: ScheduledRow = { id: newId(), ...values, sessionId: null, createdAt: now, updatedAt: now };
  await db.insertInto('scheduledSession').values(row).execute();
  return row;
}

export async function updateScheduled(
  db: Executor,
  id: string,
  changes: Partial<Pick<ScheduledRow, 'title' | 'topic' | 'startsAt' | 'sessionId'>>,
  now: string,
): Promise<void> {
  await db
    .updateTable('scheduledSession')
    .set({ ...changes, updatedAt: now })
    .where('id', '=', id)
    .execute();
}

export async function deleteScheduled(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('scheduledSession').where('id', '=', id).execute();
}
