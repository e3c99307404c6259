import type { Executor } from '../../db/database';

/** A commission's log entries with the name of who acted. */
function selectActa(db: Executor, commissionId: string) {
  return db
    .selectFrom('liveLog')
    .leftJoin('profile', 'profile.uid', 'liveLog.actorId')
    .select(['liveLog.sequence', 'liveLog.event', 'liveLog.payload', 'liveLog.createdAt', 'liveLog.hash', 'profile.name as actorName'])
    .where('liveLog.commissionId', '=', commissionId);
}

/** One page of a commission's live log, newest first, with the name of who acted. */
export function findActaPage(db: Executor, commissionId: string, page: number, pageSize: number) {
  return selectActa(db, commissionId)
    .orderBy('liveLog.sequence', 'desc')
    .limit(pageSize)
    .offset(page * pageSize)
    .execute();
}

/** A commission's whole live log, oldest first, with the name of who acted (the acta's downloads). */
export function findActaEntries(db: Executor, commissionId: string) {
  return selectActa(db, commissionId).orderBy('liveLog.sequence', 'asc').execute();
}

/** The events and payloads of some of a commission's log entries (those an undo on the page names). */
export function findLogEntries(db: Executor, commissionId: string, sequences: number[]) {
  if (sequences.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('liveLog')
    .select(['sequence', 'event', 'payload'])
    .where('commissionId', '=', commissionId)
    .where('sequence', 'in', sequences)
    .execute();
}

/** A commission's entries of some events, oldest first (the warnings given, and the undos that may name them). */
export function findLogByEvents(db: Executor, commissionId: string, events: readonly string[]) {
  return db
    .selectFrom('liveLog')
    .select(['sequence', 'event', 'payload', 'createdAt'])
    .where('commissionId', '=', commissionId)
    .where('event', 'in', [...events])
    .orderBy('sequence', 'asc')
    .execute();
}

/** How many entries a commission's log holds. */
export async function countLog(db: Executor, commissionId: string): Promise<number> {
  const row = await db
    .selectFrom('liveLog')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('commissionId', '=', commissionId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The names of a commission's delegations by id. */
export async function findDelegationNames(db: Executor, commissionId: string): Promise<Map<string, string>> {
  const rows = await db.selectFrom('delegation').select(['id', 'name']).where('commissionId', '=', commissionId).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}
