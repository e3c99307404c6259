import type { Selectable } from 'kysely';
import type { Executor } from '../../db/database';
import type { RollCallMarkTable, RollCallTable } from '../../db/schema';

type RollCallRow = Selectable<RollCallTable>;
type MarkRow = Selectable<RollCallMarkTable>;

/** A roll call's marks, in the order they were made. */
function findMarks(db: Executor, rollCallId: string): Promise<MarkRow[]> {
  return db.selectFrom('rollCallMark').selectAll().where('rollCallId', '=', rollCallId).orderBy('markedAt').orderBy('delegateId').execute();
}

/** The roll call of the same session opened just before this one, if any. */
function findRollCallBefore(db: Executor, rollCall: RollCallRow): Promise<RollCallRow | undefined> {
  if (rollCall.sessionId === null) return Promise.resolve(undefined);
  return db
    .selectFrom('rollCall')
    .selectAll()
    .where('sessionId', '=', rollCall.sessionId)
    .where('id', '!=', rollCall.id)
    .where('openedAt', '<=', rollCall.openedAt)
    .orderBy('openedAt', 'desc')
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * The marks in force (decision 010): those of the latest roll call; while a session's later roll call is open, each
 * delegate keeps their mark of the roll call before it until the new one marks them (a chair checking the room never
 * drops the quorum), and once it closes only its own marks count. `marks` are the latest roll call's own.
 */
export async function marksInForce(db: Executor, latest: RollCallRow | undefined): Promise<{ marks: MarkRow[]; inForce: MarkRow[] }> {
  if (!latest) return { marks: [], inForce: [] };
  const [marks, before] = await Promise.all([
    findMarks(db, latest.id),
    latest.closedAt === null ? findRollCallBefore(db, latest) : undefined,
  ]);
  if (!before) return { marks, inForce: marks };
  const byDelegate = new Map((await findMarks(db, before.id)).map((m) => [m.delegateId, m]));
  for (const m of marks) byDelegate.set(m.delegateId, m);
  return { marks, inForce: [...byDelegate.values()] };
}

/** The commission's latest roll call: the one opened last (two in the same instant: the one created last). */
export function findLatestRollCall(db: Executor, commissionId: string): Promise<RollCallRow | undefined> {
  return db
    .selectFrom('rollCall')
    .selectAll()
    .where('commissionId', '=', commissionId)
    .orderBy('openedAt', 'desc')
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();
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
