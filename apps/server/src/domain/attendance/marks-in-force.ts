import type { Expression, Selectable } from 'kysely';
import type { Executor } from '../../db/database';
import type { RollCallMarkTable, RollCallTable } from '../../db/schema';

type RollCallRow = Selectable<RollCallTable>;
type MarkRow = Selectable<RollCallMarkTable>;

/** A roll call's columns, named: a JSON subquery of SQLite lists what it selects (db/json-subqueries.ts). */
const ROLL_CALL_COLUMNS = [
  'id',
  'commissionId',
  'sessionId',
  'mode',
  'openedAt',
  'closedAt',
  'openedBy',
  'createdAt',
  'updatedAt',
] as const;
const MARK_COLUMNS = ['rollCallId', 'delegateId', 'delegationId', 'status', 'markedAt', 'markedBy'] as const;

/** A value of the query, or a column of an outer one (`sql.ref`), or a subquery. */
type Operand = string | null | Expression<string | null>;

/** The query of a roll call's marks, in the order they were made. */
export function marksOf(db: Executor, rollCallId: Operand) {
  return db.selectFrom('rollCallMark').select(MARK_COLUMNS).where('rollCallId', '=', rollCallId).orderBy('markedAt').orderBy('delegateId');
}

/**
 * The query of the roll call of `latest`'s session opened just before it: only while `latest` is open does it count
 * (decision 010), and a roll call without a session has none (`sessionId` null matches no row).
 */
export function rollCallBefore(db: Executor, latest: { id: Operand; sessionId: Operand; openedAt: Operand }) {
  return db
    .selectFrom('rollCall')
    .select(ROLL_CALL_COLUMNS)
    .where('sessionId', '=', latest.sessionId)
    .where('id', '!=', latest.id)
    .where('openedAt', '<=', latest.openedAt)
    .orderBy('openedAt', 'desc')
    .orderBy('createdAt', 'desc')
    .limit(1);
}

/** The marks in force given the latest roll call's own and those of the roll call before it that still count. */
export function inForceOf(marks: MarkRow[], before: MarkRow[]): MarkRow[] {
  if (before.length === 0) return marks;
  const byDelegate = new Map(before.map((m) => [m.delegateId, m]));
  for (const m of marks) byDelegate.set(m.delegateId, m);
  return [...byDelegate.values()];
}

/**
 * The marks in force (decision 010): those of the latest roll call; while a session's later roll call is open, each
 * delegate keeps their mark of the roll call before it until the new one marks them (a chair checking the room never
 * drops the quorum), and once it closes only its own marks count. `marks` are the latest roll call's own.
 */
export async function marksInForce(db: Executor, latest: RollCallRow | undefined): Promise<{ marks: MarkRow[]; inForce: MarkRow[] }> {
  if (!latest) return { marks: [], inForce: [] };
  const [marks, before] = await Promise.all([
    marksOf(db, latest.id).execute(),
    latest.closedAt === null && latest.sessionId !== null ? rollCallBefore(db, latest).executeTakeFirst() : undefined,
  ]);
  return { marks, inForce: inForceOf(marks, before ? await marksOf(db, before.id).execute() : []) };
}

/** The query of the commission's latest roll call: the one opened last (two in the same instant: the one created last). */
export function latestRollCall(db: Executor, commissionId: string) {
  return db
    .selectFrom('rollCall')
    .select(ROLL_CALL_COLUMNS)
    .where('commissionId', '=', commissionId)
    .orderBy('openedAt', 'desc')
    .orderBy('createdAt', 'desc')
    .limit(1);
}

/** The commission's latest roll call. */
export function findLatestRollCall(db: Executor, commissionId: string): Promise<RollCallRow | undefined> {
  return latestRollCall(db, commissionId).executeTakeFirst();
}

/**
 * The member delegations present at the commission's latest roll call, on the marks in force (0 before the first roll
 * call): what a working paper's threshold is a share of (PRODUCT §10). Observers and NGOs never count.
 */
export async function membersPresent(db: Executor, commissionId: string): Promise<number> {
  const [latest, members] = await Promise.all([
    findLatestRollCall(db, commissionId),
    db.selectFrom('delegation').select('id').where('commissionId', '=', commissionId).where('kind', '=', 'miembro').execute(),
  ]);
  const { inForce } = await marksInForce(db, latest);
  const member = new Set(members.map((d) => d.id));
  return new Set(inForce.filter((m) => m.status !== 'ausente' && member.has(m.delegationId)).map((m) => m.delegationId)).size;
}
