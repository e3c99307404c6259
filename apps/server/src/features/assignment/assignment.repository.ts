import { compareSpanish, type DelegationKind, type MatrixCommission, type MatrixDelegate } from '@quorum/shared';
import type { Executor } from '../../db/database';
import { inDelegateNameOrder, spanishOrder } from '../../db/spanish-order';
import type { DelegateTable } from '../../db/schema';
import { countUnassignedDelegates, unassignedDelegates, whereSearchMatches } from '../../domain/delegates/delegates.store';

/** The SQL of Listas (/secretary/delegations): the matrix, the candidates of the automatic assignment, exports. */

type DelegateCols = Pick<DelegateTable, 'id' | 'firstNames' | 'lastNames' | 'institution' | 'status' | 'assignmentManual' | 'preferences'>;
const DELEGATE_COLUMNS = ['id', 'firstNames', 'lastNames', 'institution', 'status', 'assignmentManual', 'preferences'] as const;

export function presentMatrixDelegate(row: DelegateCols): MatrixDelegate {
  return {
    id: row.id,
    firstNames: row.firstNames,
    lastNames: row.lastNames,
    institution: row.institution,
    status: row.status as MatrixDelegate['status'],
    assignmentManual: Boolean(row.assignmentManual),
    preferences: parseList(row.preferences),
  };
}

export function parseList(json: string): string[] {
  try {
    const value = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export interface CommissionRowLite {
  id: string;
  name: string;
  acronym: string;
  topics: string;
  capacity: number;
  room: string | null;
  archived: number;
}

export function findCommissionLite(db: Executor, id: string): Promise<CommissionRowLite | undefined> {
  return db
    .selectFrom('commission')
    .select(['id', 'name', 'acronym', 'topics', 'capacity', 'room', 'archived'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findActiveCommissions(db: Executor): Promise<CommissionRowLite[]> {
  return db
    .selectFrom('commission')
    .select(['id', 'name', 'acronym', 'topics', 'capacity', 'room', 'archived'])
    .where('archived', '=', 0)
    .orderBy(spanishOrder('name'))
    .orderBy('id')
    .execute();
}

export function findDelegationsOf(db: Executor, commissionIds: string[]) {
  if (!commissionIds.length) return Promise.resolve([]);
  return db
    .selectFrom('delegation')
    .select(['id', 'commissionId', 'name', 'isoCode', 'kind', 'position'])
    .where('commissionId', 'in', commissionIds)
    .orderBy('commissionId')
    .orderBy('position')
    .orderBy(spanishOrder('name'))
    .execute();
}

export function findDelegation(db: Executor, id: string) {
  return db.selectFrom('delegation').select(['id', 'commissionId', 'name']).where('id', '=', id).executeTakeFirst();
}

/** The matrix: active commissions × their delegations with delegates, and how many delegates have no commission. */
export async function loadMatrix(db: Executor) {
  const commissions = await findActiveCommissions(db);
  const ids = commissions.map((c) => c.id);
  const delegations = await findDelegationsOf(db, ids);
  const assigned = ids.length
    ? await db
        .selectFrom('delegate')
        .select([...DELEGATE_COLUMNS, 'commissionId', 'delegationId'])
        .where('commissionId', 'in', ids)
        .$call(inDelegateNameOrder)
        .execute()
    : [];
  const withoutCommission = await countUnassignedDelegates(db);

  const byDelegation = new Map<string, MatrixDelegate[]>();
  const withoutDelegation = new Map<string, MatrixDelegate[]>();
  const delegationCommission = new Map(delegations.map((d) => [d.id, d.commissionId]));
  for (const row of assigned) {
    const view = presentMatrixDelegate(row);
    if (row.delegationId && delegationCommission.get(row.delegationId) === row.commissionId) {
      byDelegation.set(row.delegationId, [...(byDelegation.get(row.delegationId) ?? []), view]);
    } else {
      const key = row.commissionId as string;
      withoutDelegation.set(key, [...(withoutDelegation.get(key) ?? []), view]);
    }
  }
  const result: MatrixCommission[] = commissions.map((c) => {
    const own = delegations
      .filter((d) => d.commissionId === c.id)
      .map((d) => ({
        id: d.id,
        name: d.name,
        isoCode: d.isoCode,
        kind: d.kind as DelegationKind,
        position: d.position,
        delegates: byDelegation.get(d.id) ?? [],
      }));
    return {
      id: c.id,
      name: c.name,
      acronym: c.acronym,
      topics: parseList(c.topics),
      capacity: c.capacity,
      delegations: own,
      withoutDelegation: withoutDelegation.get(c.id) ?? [],
      freeDelegations: own.filter((d) => d.delegates.length === 0).length,
    };
  });
  return { commissions: result, withoutCommission };
}

/** One page of the delegates without a commission matching `q`, oldest registration first, and how many match. */
export async function findUnassignedPage(db: Executor, { q, page, pageSize }: { q?: string; page: number; pageSize: number }) {
  const [rows, count] = await Promise.all([
    whereSearchMatches(unassignedDelegates(db).select(DELEGATE_COLUMNS), q)
      .orderBy('createdAt')
      .orderBy('id')
      .limit(pageSize)
      .offset(page * pageSize)
      .execute(),
    whereSearchMatches(unassignedDelegates(db), q)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(presentMatrixDelegate), total: Number(count.n) };
}

/** Every delegate the automatic assignment looks at (those without a commission, and counts of the rest). */
export function findAutoCandidates(db: Executor) {
  return db
    .selectFrom('delegate')
    .select(['id', 'firstNames', 'lastNames', 'status', 'preferences', 'commissionId', 'delegationId', 'assignmentManual', 'createdAt'])
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

/** Free delegations (no delegate at all) of the active commissions, in each commission's order. */
export async function findFreeDelegations(db: Executor) {
  return db
    .selectFrom('delegation')
    .innerJoin('commission', 'commission.id', 'delegation.commissionId')
    .select(['delegation.id', 'delegation.commissionId'])
    .where('commission.archived', '=', 0)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('delegate').select('delegate.id').whereRef('delegate.delegationId', '=', 'delegation.id'))),
    )
    .orderBy('delegation.commissionId')
    .orderBy('delegation.position')
    .orderBy(spanishOrder('delegation.name'))
    .execute();
}

/**
 * Seats one delegate, only if it is still free for automatic assignment (no commission, not manual).
 * Returns whether the row changed. The search text does not include the seat, so it stays valid.
 */
export async function seatDelegate(db: Executor, id: string, commissionId: string, delegationId: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('delegate')
    .set({ commissionId, delegationId, status: 'asignado', updatedAt: now })
    .where('id', '=', id)
    .where('commissionId', 'is', null)
    .where('assignmentManual', '=', 0)
    .where('status', 'in', ['preinscrito', 'verificado'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The commission's delegates for exports and the roll-call sheet, in delegation order. */
export async function findCommissionRoster(db: Executor, commissionId: string) {
  const rows = await db
    .selectFrom('delegate')
    .leftJoin('delegation', (join) =>
      join.onRef('delegation.id', '=', 'delegate.delegationId').on('delegation.commissionId', '=', commissionId),
    )
    .select([
      'delegate.id',
      'delegate.firstNames',
      'delegate.lastNames',
      'delegate.documentType',
      'delegate.documentNumber',
      'delegate.institution',
      'delegate.grade',
      'delegate.email',
      'delegate.phone',
      'delegate.guardianName',
      'delegate.guardianPhone',
      'delegate.status',
      'delegation.id as delegationId',
      'delegation.name as delegationName',
      'delegation.position as delegationPosition',
    ])
    .where('delegate.commissionId', '=', commissionId)
    .execute();
  return rows.sort(
    (a, b) =>
      (a.delegationPosition ?? Number.MAX_SAFE_INTEGER) - (b.delegationPosition ?? Number.MAX_SAFE_INTEGER) ||
      compareSpanish(a.delegationName ?? '', b.delegationName ?? '') ||
      compareSpanish(a.lastNames, b.lastNames) ||
      compareSpanish(a.firstNames, b.firstNames),
  );
}
export type RosterRow = Awaited<ReturnType<typeof findCommissionRoster>>[number];
