import type { AttendanceReport, DelegationKind, RollCallMode, RollCallPage } from '@quorum/shared';
import type { Executor } from '../../db/database';
import { inDelegateNameOrder, spanishOrder } from '../../db/spanish-order';
import { type Attendance, delegateAttendance, delegationAttendance, rollCallCounts } from '../../domain/attendance/attendance';

/** A commission's roll calls and attendance over the event: grouped queries, none per roll call or delegate. */

/** The commission's id, name and acronym, if it exists. */
export function findCommissionNames(db: Executor, id: string) {
  return db.selectFrom('commission').select(['id', 'name', 'acronym']).where('id', '=', id).executeTakeFirst();
}

/** How many delegations the commission has now (a roll call's absent ones are the rest). */
async function countDelegations(db: Executor, commissionId: string): Promise<number> {
  const row = await db
    .selectFrom('delegation')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('commissionId', '=', commissionId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One page of the commission's roll calls, newest first, with the delegations present on each. */
export async function findRollCallPage(db: Executor, commissionId: string, page: number, pageSize: number): Promise<RollCallPage> {
  const total = await db
    .selectFrom('rollCall')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('commissionId', '=', commissionId)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('rollCall')
    .leftJoin('liveSession', 'liveSession.id', 'rollCall.sessionId')
    .select(['rollCall.id', 'rollCall.mode', 'rollCall.openedAt', 'rollCall.closedAt', 'liveSession.number as sessionNumber'])
    .where('rollCall.commissionId', '=', commissionId)
    .orderBy('rollCall.openedAt', 'desc')
    .orderBy('rollCall.createdAt', 'desc')
    .orderBy('rollCall.id')
    .limit(pageSize)
    .offset(page * pageSize)
    .execute();
  const present = rows.length
    ? await db
        .selectFrom('rollCallMark')
        .select(['rollCallId', (eb) => eb.fn.count<string | number>('delegationId').distinct().as('n')])
        .where(
          'rollCallId',
          'in',
          rows.map((r) => r.id),
        )
        .where('status', '<>', 'ausente')
        .groupBy('rollCallId')
        .execute()
    : [];
  const presentOf = new Map(present.map((p) => [p.rollCallId, Number(p.n)]));
  const delegations = await countDelegations(db, commissionId);
  return {
    rows: rows.map((r) => {
      const n = presentOf.get(r.id) ?? 0;
      return {
        id: r.id,
        mode: r.mode as RollCallMode,
        sessionNumber: r.sessionNumber == null ? null : Number(r.sessionNumber),
        openedAt: r.openedAt,
        closedAt: r.closedAt,
        present: n,
        absent: Math.max(0, delegations - n),
      };
    }),
    total: Number(total.n),
    page,
    pageSize,
  };
}

/** Attendance per delegation and per delegate (delegates now in the commission) over all its roll calls. */
export async function readAttendance(db: Executor, commissionId: string): Promise<AttendanceReport> {
  const [rollCalls, byDelegation, byDelegate, delegations, delegates] = await Promise.all([
    rollCallCounts(db, [commissionId]),
    delegationAttendance(db, commissionId),
    delegateAttendance(db, commissionId),
    db
      .selectFrom('delegation')
      .select(['id', 'name', 'kind'])
      .where('commissionId', '=', commissionId)
      .orderBy('position')
      .orderBy(spanishOrder('name'))
      .execute(),
    db
      .selectFrom('delegate')
      .leftJoin('delegation', 'delegation.id', 'delegate.delegationId')
      .select(['delegate.id', 'delegate.firstNames', 'delegate.lastNames', 'delegation.name as delegation'])
      .where('delegate.commissionId', '=', commissionId)
      .where('delegate.status', '<>', 'retirado')
      .$call(inDelegateNameOrder)
      .execute(),
  ]);
  const total = rollCalls.get(commissionId) ?? 0;
  const none = { present: 0, rate: null };
  const figures = (a: Attendance | undefined) => (a ? { present: a.present, rate: a.rate } : none);
  return {
    rollCalls: total,
    delegations: delegations.map((d) => ({ id: d.id, name: d.name, kind: d.kind as DelegationKind, ...figures(byDelegation.get(d.id)) })),
    delegates: delegates.map((d) => ({
      id: d.id,
      name: `${d.firstNames} ${d.lastNames}`,
      delegation: d.delegation,
      ...figures(byDelegate.get(d.id)),
    })),
  };
}
