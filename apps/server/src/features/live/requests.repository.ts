import type { Selectable } from 'kysely';
import type { Executor } from '../../db/database';
import type { RoomRequestTable } from '../../db/schema';

export type RequestRow = Selectable<RoomRequestTable>;

/** The request an action id made in the commission, if it was seen before. */
export function findRequestByAction(db: Executor, commissionId: string, actionId: string): Promise<RequestRow | undefined> {
  return db
    .selectFrom('roomRequest')
    .selectAll()
    .where('commissionId', '=', commissionId)
    .where('actionId', '=', actionId)
    .executeTakeFirst();
}

export function findRequest(db: Executor, id: string): Promise<RequestRow | undefined> {
  return db.selectFrom('roomRequest').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A session's requests still waiting, oldest first. */
export function findPendingRequests(db: Executor, sessionId: string): Promise<RequestRow[]> {
  return db
    .selectFrom('roomRequest')
    .selectAll()
    .where('sessionId', '=', sessionId)
    .where('status', '=', 'pending')
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

/** A delegation's requests in a session, newest first. */
export function findDelegationRequests(db: Executor, sessionId: string, delegationId: string): Promise<RequestRow[]> {
  return db
    .selectFrom('roomRequest')
    .selectAll()
    .where('sessionId', '=', sessionId)
    .where('delegationId', '=', delegationId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function insertRequest(db: Executor, row: RequestRow): Promise<void> {
  await db.insertInto('roomRequest').values(row).execute();
}

/** Sets where requests stand: the chair's ruling (with its reason), a withdrawal, or back to waiting (an undo). */
export async function setRequestsStatus(
  db: Executor,
  ids: readonly string[],
  change: Pick<RequestRow, 'status' | 'reason' | 'decidedAt'>,
): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('roomRequest').set(change).where('id', 'in', ids).execute();
}

/** Ends the session's requests still waiting (`lapsed`: the session closed), answering their ids for an undo. */
export async function lapsePendingRequests(db: Executor, sessionId: string, now: string): Promise<string[]> {
  const ids = (await findPendingRequests(db, sessionId)).map((row) => row.id);
  await setRequestsStatus(db, ids, { status: 'lapsed', reason: null, decidedAt: now });
  return ids;
}
