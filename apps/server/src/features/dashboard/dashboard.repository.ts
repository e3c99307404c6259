import { DELEGATE_STATUSES, type Dashboard, type DelegateStatus } from '@quorum/shared';
import type { Executor } from '../../db/database';
import { marksInForce } from '../../domain/attendance/marks-in-force';
import { spanishOrder } from '../../db/spanish-order';
import { countUnassignedDelegates } from '../../domain/delegates/delegates.store';

/** The figures of /secretary/dashboard: a handful of grouped queries, fast at 10,000 delegates. */

const DAYS = 30;

/** yyyy-mm-dd of a date in UTC, `offset` days away. */
function isoDay(base: Date, offset: number): string {
  const d = new Date(Date.UTC(base.getUTCFullYear(), base.getUTCMonth(), base.getUTCDate() + offset));
  return d.toISOString().slice(0, 10);
}

/** Each commission's latest roll call with its member delegations present: two grouped queries for all commissions. */
async function findLatestRollCalls(db: Executor): Promise<Map<string, { openedAt: string; membersPresent: number }>> {
  const latest = await db
    .selectFrom('rollCall as r')
    .selectAll('r')
    .where(({ eb, selectFrom }) =>
      eb(
        'r.openedAt',
        '=',
        selectFrom('rollCall as o')
          .select((o) => o.fn.max('o.openedAt').as('m'))
          .whereRef('o.commissionId', '=', 'r.commissionId'),
      ),
    )
    .orderBy('r.createdAt')
    .execute();
  const present = latest.length
    ? await db
        .selectFrom('rollCallMark')
        .innerJoin('delegation', 'delegation.id', 'rollCallMark.delegationId')
        .select(['rollCallMark.rollCallId', (eb) => eb.fn.count<string | number>('rollCallMark.delegationId').distinct().as('n')])
        .where(
          'rollCallMark.rollCallId',
          'in',
          latest.map((r) => r.id),
        )
        .where('rollCallMark.status', '<>', 'ausente')
        .where('delegation.kind', '=', 'miembro')
        .groupBy('rollCallMark.rollCallId')
        .execute()
    : [];
  const presentOf = new Map(present.map((p) => [p.rollCallId, Number(p.n)]));
  // A session's roll call still open counts the marks in force: the one before it holds until it marks (decision 010).
  const open = latest.filter((r) => r.closedAt === null && r.sessionId !== null);
  if (open.length > 0) {
    const members = await db
      .selectFrom('delegation')
      .select('id')
      .where('kind', '=', 'miembro')
      .where(
        'commissionId',
        'in',
        open.map((r) => r.commissionId),
      )
      .execute();
    const member = new Set(members.map((d) => d.id));
    // Every open roll call's marks at once (on PostgreSQL over several pooled connections), not one after another.
    const inForceOf = await Promise.all(open.map(async (r) => ({ r, inForce: (await marksInForce(db, r)).inForce })));
    for (const { r, inForce } of inForceOf) {
      const present = inForce.filter((m) => m.status !== 'ausente' && member.has(m.delegationId));
      presentOf.set(r.id, new Set(present.map((m) => m.delegationId)).size);
    }
  }
  // Two roll calls opened in the same instant: the one created last wins.
  return new Map(latest.map((r) => [r.commissionId, { openedAt: r.openedAt, membersPresent: presentOf.get(r.id) ?? 0 }]));
}

/**
 * The figures, with days counted in the viewer's time zone: `tzOffset` is the browser's
 * getTimezoneOffset() (minutes to add to local time to get UTC; 300 in Colombia).
 */
export async function readDashboard(db: Executor, tzOffset = 0, now = new Date()): Promise<Dashboard> {
  // "Local now" expressed as a UTC date, so its UTC calendar day is the viewer's day.
  const localNow = new Date(now.getTime() - tzOffset * 60_000);
  const toUtcIso = (localDay: string) => new Date(Date.parse(`${localDay}T00:00:00Z`) + tzOffset * 60_000).toISOString();
  const statusRows = await db
    .selectFrom('delegate')
    .select(['status', (eb) => eb.fn.countAll<string | number>().as('n')])
    .groupBy('status')
    .execute();
  const byStatus = Object.fromEntries(DELEGATE_STATUSES.map((s) => [s, 0])) as Record<DelegateStatus, number>;
  let totalDelegates = 0;
  for (const r of statusRows) {
    totalDelegates += Number(r.n);
    if (r.status in byStatus) byStatus[r.status as DelegateStatus] = Number(r.n);
  }

  const unassigned = await countUnassignedDelegates(db);

  const checkIns = await db
    .selectFrom('delegate')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('checkedInAt', '>=', toUtcIso(isoDay(localNow, 0)))
    .executeTakeFirstOrThrow();

  const commissions = await db
    .selectFrom('commission')
    .select(['id', 'name', 'acronym', 'capacity'])
    .where('archived', '=', 0)
    .orderBy(spanishOrder('name'))
    .execute();
  const delegationCounts = await db
    .selectFrom('delegation')
    .select(['commissionId', (eb) => eb.fn.countAll<string | number>().as('n')])
    .groupBy('commissionId')
    .execute();
  const filledCounts = await db
    .selectFrom('delegate')
    .innerJoin('delegation', 'delegation.id', 'delegate.delegationId')
    .select(['delegation.commissionId', (eb) => eb.fn.count<string | number>('delegation.id').distinct().as('n')])
    .where('delegate.status', '<>', 'retirado')
    .groupBy('delegation.commissionId')
    .execute();
  const delegateCounts = await db
    .selectFrom('delegate')
    .select([
      'commissionId',
      (eb) => eb.fn.countAll<string | number>().as('n'),
      (eb) => eb.fn.count<string | number>('checkedInAt').as('checkedIn'),
    ])
    .where('commissionId', 'is not', null)
    .where('status', '<>', 'retirado')
    .groupBy('commissionId')
    .execute();
  const memberCounts = await db
    .selectFrom('delegation')
    .select(['commissionId', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('kind', '=', 'miembro')
    .groupBy('commissionId')
    .execute();
  const rollCalls = await findLatestRollCalls(db);
  const byCommission = <T extends { commissionId: string | null }>(rows: T[]) => new Map(rows.map((r) => [r.commissionId, r]));
  const delegations = byCommission(delegationCounts);
  const filled = byCommission(filledCounts);
  const delegates = byCommission(delegateCounts);
  const members = byCommission(memberCounts);

  // Registrations of the last days, bucketed by the viewer's calendar day (createdAt is indexed).
  const recent = await db
    .selectFrom('delegate')
    .select('createdAt')
    .where('createdAt', '>=', toUtcIso(isoDay(localNow, -(DAYS - 1))))
    .execute();
  const counts = new Map<string, number>();
  for (const r of recent) {
    const day = new Date(Date.parse(r.createdAt) - tzOffset * 60_000).toISOString().slice(0, 10);
    counts.set(day, (counts.get(day) ?? 0) + 1);
  }

  return {
    totalDelegates,
    byStatus,
    unassigned,
    checkInsToday: Number(checkIns.n),
    commissions: commissions.map((c) => ({
      id: c.id,
      name: c.name,
      acronym: c.acronym,
      capacity: c.capacity,
      delegations: Number(delegations.get(c.id)?.n ?? 0),
      delegationsFilled: Number(filled.get(c.id)?.n ?? 0),
      delegates: Number(delegates.get(c.id)?.n ?? 0),
      checkedIn: Number(delegates.get(c.id)?.checkedIn ?? 0),
      members: Number(members.get(c.id)?.n ?? 0),
      lastRollCall: rollCalls.get(c.id) ?? null,
    })),
    registrationsPerDay: Array.from({ length: DAYS }, (_, i) => {
      const date = isoDay(localNow, i - (DAYS - 1));
      return { date, count: counts.get(date) ?? 0 };
    }),
  };
}
