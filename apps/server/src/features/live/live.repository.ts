import type { Expression, Selectable } from 'kysely';
import type { Executor } from '../../db/database';
import type { LiveLogTable, LiveSessionTable, LiveStateTable, RollCallMarkTable, RollCallTable } from '../../db/schema';
import { spanishOrder } from '../../db/spanish-order';
import { newId } from '../../lib/ids';

export type SessionRow = Selectable<LiveSessionTable>;
export type RollCallRow = Selectable<RollCallTable>;
export type MarkRow = Selectable<RollCallMarkTable>;
export type LogRow = Selectable<LiveLogTable>;

/** The columns of a commission its live state reads. */
export function findCommissionForLive(db: Executor, id: string) {
  return db.selectFrom('commission').select(['id', 'kind', 'rules', 'archived']).where('id', '=', id).executeTakeFirst();
}

/**
 * The commission's delegations in Spanish alphabetical order: the order of the room's lists (the roll call, the
 * warnings, the screens) and of a roll-call vote from the delegation drawn to start it, as MUN rules call them.
 */
export function findRoom(db: Executor, commissionId: string) {
  return roomOf(db, commissionId).execute();
}

/** The query of `findRoom`. */
export function roomOf(db: Executor, commissionId: string) {
  return db
    .selectFrom('delegation')
    .select(['id', 'name', 'kind', 'veto'])
    .where('commissionId', '=', commissionId)
    .orderBy(spanishOrder('name'))
    .orderBy('id');
}

/** A session's columns, named: a JSON subquery of SQLite lists what it selects (db/json-subqueries.ts). */
const SESSION_COLUMNS = [
  'id',
  'commissionId',
  'number',
  'title',
  'topic',
  'status',
  'openedAt',
  'closedAt',
  'createdAt',
  'updatedAt',
] as const;

/** The commission's open session (en curso or suspendida), if any. */
export function findOpenSession(db: Executor, commissionId: string): Promise<SessionRow | undefined> {
  return openSessionOf(db, commissionId).executeTakeFirst();
}

/** The query of `findOpenSession`. */
export function openSessionOf(db: Executor, commissionId: string) {
  return db
    .selectFrom('liveSession')
    .select(SESSION_COLUMNS)
    .where('commissionId', '=', commissionId)
    .where('status', 'in', ['en_curso', 'suspendida'])
    .limit(1);
}

/** The commission's latest session, open or closed (the highest number). */
export function findLatestSession(db: Executor, commissionId: string): Promise<SessionRow | undefined> {
  return db
    .selectFrom('liveSession')
    .selectAll()
    .where('commissionId', '=', commissionId)
    .orderBy('number', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The number the commission's next session takes: one more than the highest so far. */
export async function nextSessionNumber(db: Executor, commissionId: string): Promise<number> {
  const row = await db
    .selectFrom('liveSession')
    .select((eb) => eb.fn.max<number | null>('number').as('n'))
    .where('commissionId', '=', commissionId)
    .executeTakeFirst();
  return Number(row?.n ?? 0) + 1;
}

export async function insertSession(
  db: Executor,
  values: Pick<SessionRow, 'commissionId' | 'number' | 'title' | 'topic' | 'status' | 'openedAt'>,
  now: string,
): Promise<SessionRow> {
  const row: SessionRow = { id: newId(), ...values, closedAt: null, createdAt: now, updatedAt: now };
  await db.insertInto('liveSession').values(row).execute();
  return row;
}

export async function updateSession(db: Executor, id: string, changes: Partial<Pick<SessionRow, 'status' | 'closedAt'>>, now: string) {
  await db
    .updateTable('liveSession')
    .set({ ...changes, updatedAt: now })
    .where('id', '=', id)
    .execute();
}

/** The commission's open roll call, if any. */
export function findOpenRollCall(db: Executor, commissionId: string): Promise<RollCallRow | undefined> {
  return db.selectFrom('rollCall').selectAll().where('commissionId', '=', commissionId).where('closedAt', 'is', null).executeTakeFirst();
}

export function findRollCall(db: Executor, id: string): Promise<RollCallRow | undefined> {
  return db.selectFrom('rollCall').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertRollCall(
  db: Executor,
  values: Pick<RollCallRow, 'commissionId' | 'sessionId' | 'mode' | 'openedBy'>,
  now: string,
): Promise<RollCallRow> {
  const row: RollCallRow = { id: newId(), ...values, openedAt: now, closedAt: null, createdAt: now, updatedAt: now };
  await db.insertInto('rollCall').values(row).execute();
  return row;
}

export async function closeRollCall(db: Executor, id: string, now: string): Promise<void> {
  await db.updateTable('rollCall').set({ closedAt: now, updatedAt: now }).where('id', '=', id).execute();
}

/** Opens again a roll call its session's close closed (an undo of the close). */
export async function reopenRollCall(db: Executor, id: string, now: string): Promise<void> {
  await db.updateTable('rollCall').set({ closedAt: null, updatedAt: now }).where('id', '=', id).execute();
}

export function findMark(db: Executor, rollCallId: string, delegateId: string): Promise<MarkRow | undefined> {
  return db
    .selectFrom('rollCallMark')
    .selectAll()
    .where('rollCallId', '=', rollCallId)
    .where('delegateId', '=', delegateId)
    .executeTakeFirst();
}

/** Writes a delegate's mark on a roll call; a new mark replaces the previous one. */
export async function saveMark(db: Executor, mark: MarkRow): Promise<void> {
  await db
    .insertInto('rollCallMark')
    .values(mark)
    .onConflict((oc) =>
      oc
        .columns(['rollCallId', 'delegateId'])
        .doUpdateSet({ delegationId: mark.delegationId, status: mark.status, markedAt: mark.markedAt, markedBy: mark.markedBy }),
    )
    .execute();
}

/**
 * The commission's state version, last log sequence, floor and the log's latest hash (0, 0, null and '' before its
 * first command).
 */
export async function findVersion(
  db: Executor,
  commissionId: string,
): Promise<{ version: number; lastSequence: number; floor: string | null; lastHash: string }> {
  return versionOf(await versionRowOf(db, commissionId).executeTakeFirst());
}

/** The query of `findVersion`'s row. */
export function versionRowOf(db: Executor, commissionId: string) {
  return db.selectFrom('liveState').select(['version', 'lastSequence', 'floor', 'lastHash']).where('commissionId', '=', commissionId);
}

/** `findVersion`'s answer for the row read (none before the commission's first command). */
export function versionOf(row: Pick<Selectable<LiveStateTable>, 'version' | 'lastSequence' | 'floor' | 'lastHash'> | null | undefined) {
  return row
    ? { version: Number(row.version), lastSequence: Number(row.lastSequence), floor: row.floor, lastHash: row.lastHash }
    : { version: 0, lastSequence: 0, floor: null, lastHash: '' };
}

/** Moves the commission's state to `version` and its log to `lastSequence` (its hash `lastHash`), with the floor as it now is. */
export async function saveVersion(
  db: Executor,
  commissionId: string,
  state: { version: number; lastSequence: number; floor: string | null; lastHash: string },
  now: string,
): Promise<void> {
  await db
    .insertInto('liveState')
    .values({ commissionId, ...state, updatedAt: now })
    .onConflict((oc) => oc.column('commissionId').doUpdateSet({ ...state, updatedAt: now }))
    .execute();
}

/** Removes a delegate's mark (undoing the first mark of a delegate on a roll call). */
export async function deleteMark(db: Executor, rollCallId: string, delegateId: string): Promise<void> {
  await db.deleteFrom('rollCallMark').where('rollCallId', '=', rollCallId).where('delegateId', '=', delegateId).execute();
}

/** The commission's latest log entries, newest first. */
export function findLatestLog(db: Executor, commissionId: string, limit: number): Promise<LogRow[]> {
  return db.selectFrom('liveLog').selectAll().where('commissionId', '=', commissionId).orderBy('sequence', 'desc').limit(limit).execute();
}

/** The log entry a command with this action id wrote, if any. */
export function findLogEntry(db: Executor, commissionId: string, actionId: string): Promise<LogRow | undefined> {
  return db.selectFrom('liveLog').selectAll().where('commissionId', '=', commissionId).where('actionId', '=', actionId).executeTakeFirst();
}

export async function appendLogEntry(db: Executor, row: LogRow): Promise<void> {
  await db.insertInto('liveLog').values(row).execute();
}

/** What a stream sends of a log entry (`presentLogEntry`): not its payload. */
export type LogHead = Pick<LogRow, 'sequence' | 'actionId' | 'event' | 'version' | 'createdAt'>;

/** The query of the heads of the commission's log entries with a sequence in (after, upTo], in order. */
export function logHeadsBetween(db: Executor, commissionId: string, after: number, upTo: number | Expression<number>) {
  return db
    .selectFrom('liveLog')
    .select(['sequence', 'actionId', 'event', 'version', 'createdAt'])
    .where('commissionId', '=', commissionId)
    .where('sequence', '>', after)
    .where('sequence', '<=', upTo)
    .orderBy('sequence');
}
