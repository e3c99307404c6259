import type { Executor } from '../../db/database';

/** How often someone was present: on how many of the commission's roll calls, of how many, and the rate. */
export interface Attendance {
  present: number;
  rollCalls: number;
  /** present / rollCalls, 0..1; null before the commission's first roll call. */
  rate: number | null;
}

const PRESENT = ['presente', 'presente_y_votando'];

function attendanceOf(present: number, rollCalls: number): Attendance {
  return { present, rollCalls, rate: rollCalls === 0 ? null : present / rollCalls };
}

/** The number of roll calls of each commission (all of them: open and closed). */
export async function rollCallCounts(db: Executor, commissionIds: readonly string[]): Promise<Map<string, number>> {
  if (commissionIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('rollCall')
    .select(['commissionId', (eb) => eb.fn.countAll<number>().as('n')])
    .where('commissionId', 'in', commissionIds)
    .groupBy('commissionId')
    .execute();
  return new Map(rows.map((r) => [r.commissionId, Number(r.n)]));
}

/**
 * Attendance of each delegate of a commission over all its roll calls (PRODUCT §2: a roll call's entries are
 * per delegate; the last mark counts). Delegates never marked are present on none. One query for the marks.
 */
export async function delegateAttendance(db: Executor, commissionId: string): Promise<Map<string, Attendance>> {
  const total = (await rollCallCounts(db, [commissionId])).get(commissionId) ?? 0;
  const [delegates, marks] = await Promise.all([
    db.selectFrom('delegate').select('id').where('commissionId', '=', commissionId).execute(),
    db
      .selectFrom('rollCallMark')
      .innerJoin('rollCall', 'rollCall.id', 'rollCallMark.rollCallId')
      .select(['rollCallMark.delegateId', (eb) => eb.fn.countAll<number>().as('n')])
      .where('rollCall.commissionId', '=', commissionId)
      .where('rollCallMark.status', 'in', PRESENT)
      .groupBy('rollCallMark.delegateId')
      .execute(),
  ]);
  const present = new Map(marks.map((m) => [m.delegateId, Number(m.n)]));
  return new Map(delegates.map((d) => [d.id, attendanceOf(present.get(d.id) ?? 0, total)]));
}

/** Attendance of each delegation of a commission: present on a roll call when any of its delegates was. */
export async function delegationAttendance(db: Executor, commissionId: string): Promise<Map<string, Attendance>> {
  const total = (await rollCallCounts(db, [commissionId])).get(commissionId) ?? 0;
  const [delegations, marks] = await Promise.all([
    db.selectFrom('delegation').select('id').where('commissionId', '=', commissionId).execute(),
    db
      .selectFrom('rollCallMark')
      .innerJoin('rollCall', 'rollCall.id', 'rollCallMark.rollCallId')
      .select(['rollCallMark.delegationId', (eb) => eb.fn.count<number>('rollCallMark.rollCallId').distinct().as('n')])
      .where('rollCall.commissionId', '=', commissionId)
      .where('rollCallMark.status', 'in', PRESENT)
      .groupBy('rollCallMark.delegationId')
      .execute(),
  ]);
  const present = new Map(marks.map((m) => [m.delegationId, Number(m.n)]));
  return new Map(delegations.map((d) => [d.id, attendanceOf(present.get(d.id) ?? 0, total)]));
}
