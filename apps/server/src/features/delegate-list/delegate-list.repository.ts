import { compareSpanish, type DelegateFilters, type DelegateListRow, type DelegateSort, NONE, searchKey } from '@quorum/shared';
import type { SelectQueryBuilder } from 'kysely';
import type { Executor } from '../../db/database';
import { spanishOrder } from '../../db/spanish-order';
import { delegatesWithPlace, delegatesWithSeat, whereSearchMatches } from '../../domain/delegates/delegates.store';
import type { Database } from '../../db/schema';

/** The list's SQL: search, filters, sort, pagination, duplicate flags, and the bulk changes. */

type Query = SelectQueryBuilder<Database, 'delegate', object>;

/** Applies the filters: each word of `q` must appear in the accent- and case-free search text. */
function applyFilters<Q extends Query>(query: Q, f: DelegateFilters): Q {
  let q = whereSearchMatches(query, f.q);
  if (f.status) q = q.where('delegate.status', '=', f.status) as Q;
  if (f.commissionId === NONE) q = q.where('delegate.commissionId', 'is', null) as Q;
  else if (f.commissionId) q = q.where('delegate.commissionId', '=', f.commissionId) as Q;
  if (f.delegationId === NONE) q = q.where('delegate.delegationId', 'is', null) as Q;
  else if (f.delegationId) q = q.where('delegate.delegationId', '=', f.delegationId) as Q;
  if (f.institution) q = q.where('delegate.institution', '=', f.institution) as Q;
  return q;
}

const LIST_COLUMNS = [
  'delegate.id',
  'delegate.firstNames',
  'delegate.lastNames',
  'delegate.documentType',
  'delegate.documentNumber',
  'delegate.birthDate',
  'delegate.email',
  'delegate.phone',
  'delegate.institution',
  'delegate.grade',
  'delegate.guardianName',
  'delegate.guardianPhone',
  'delegate.preferences',
  'delegate.status',
  'delegate.source',
  'delegate.commissionId',
  'commission.name as commissionName',
  'delegate.delegationId',
  'delegation.name as delegationName',
  'delegate.verifiedAt',
  'delegate.checkedInAt',
  'delegate.createdAt',
] as const;

function listQuery(db: Executor, f: DelegateFilters) {
  return applyFilters(delegatesWithPlace(db).select(LIST_COLUMNS), f);
}

export type ListedDelegate = Awaited<ReturnType<ReturnType<typeof listQuery>['execute']>>[number];

/** One page of the filtered list, sorted (ties broken by id so pages never overlap), and the total count. */
export async function listDelegates(
  db: Executor,
  f: DelegateFilters & { sort: DelegateSort; dir: 'asc' | 'desc'; page: number; pageSize: number },
): Promise<{ rows: ListedDelegate[]; total: number }> {
  const countRow = await applyFilters(
    db.selectFrom('delegate').select((eb) => eb.fn.countAll<string | number>().as('n')),
    f,
  ).executeTakeFirstOrThrow();
  const rows = await sorted(listQuery(db, f), f)
    .limit(f.pageSize)
    .offset(f.page * f.pageSize)
    .execute();
  return { rows, total: Number(countRow.n) };
}

/** Every commission's name by id (archived ones too), for the exported preferences. */
export async function commissionNames(db: Executor): Promise<Map<string, string>> {
  const rows = await db.selectFrom('commission').select(['id', 'name']).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Every delegate matching the filters, in the list's default order (for exports). */
export function listAllDelegates(
  db: Executor,
  f: DelegateFilters & { sort: DelegateSort; dir: 'asc' | 'desc' },
): Promise<ListedDelegate[]> {
  return sorted(listQuery(db, f), f).execute();
}

/** Key of a possible duplicate: names without accents or case, and the birth date. */
function duplicateKey(d: { firstNames: string; lastNames: string; birthDate: string }): string {
  return `${searchKey(`${d.firstNames} ${d.lastNames}`)}|${d.birthDate}`;
}

/**
 * Ids of the given delegates that share their names (without accents or case) and birth date with
 * another delegate. One query: every delegate born on one of the page's birth dates (indexed).
 */
async function duplicateIds(
  db: Executor,
  rows: readonly { id: string; firstNames: string; lastNames: string; birthDate: string }[],
): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const dates = [...new Set(rows.map((r) => r.birthDate))];
  const candidates = await db
    .selectFrom('delegate')
    .select(['id', 'firstNames', 'lastNames', 'birthDate'])
    .where('birthDate', 'in', dates)
    .execute();
  const counts = new Map<string, number>();
  for (const c of candidates) counts.set(duplicateKey(c), (counts.get(duplicateKey(c)) ?? 0) + 1);
  return new Set(rows.filter((r) => (counts.get(duplicateKey(r)) ?? 0) > 1).map((r) => r.id));
}

/** List rows with their duplicate flag. */
export async function presentListRows(db: Executor, rows: ListedDelegate[]): Promise<DelegateListRow[]> {
  const duplicates = await duplicateIds(db, rows);
  return rows.map((r) => ({
    id: r.id,
    firstNames: r.firstNames,
    lastNames: r.lastNames,
    documentType: r.documentType as DelegateListRow['documentType'],
    documentNumber: r.documentNumber,
    birthDate: r.birthDate,
    email: r.email,
    institution: r.institution,
    grade: r.grade,
    status: r.status as DelegateListRow['status'],
    source: r.source as DelegateListRow['source'],
    commissionId: r.commissionId,
    commissionName: r.commissionName,
    delegationId: r.delegationId,
    delegationName: r.delegationName,
    checkedInAt: r.checkedInAt,
    createdAt: r.createdAt,
    duplicate: duplicates.has(r.id),
  }));
}

/** Institutions in use and every delegation, for the filter selects. */
export async function listOptions(
  db: Executor,
): Promise<{ institutions: string[]; delegations: { id: string; name: string; commissionId: string }[] }> {
  const institutions = (await db.selectFrom('delegate').select('institution').distinct().execute()).sort((a, b) =>
    compareSpanish(a.institution, b.institution),
  );
  const delegations = await db
    .selectFrom('delegation')
    .select(['id', 'name', 'commissionId'])
    .orderBy('commissionId')
    .orderBy('position')
    .orderBy(spanishOrder('name'))
    .execute();
  return { institutions: institutions.map((r) => r.institution), delegations };
}

/** The delegates among `ids` with what a bulk change needs (missing ids are absent). */
export function findForBulk(db: Executor, ids: readonly string[]) {
  return delegatesWithSeat(db)
    .select([
      'delegate.id',
      'delegate.status',
      'delegate.commissionId',
      'delegate.delegationId',
      'delegate.assignmentManual',
      'delegation.commissionId as delegationCommissionId',
    ])
    .where('delegate.id', 'in', [...ids])
    .execute();
}

/** Sets columns on many delegates at once (columns outside the search text only). */
export async function updateMany(
  db: Executor,
  ids: readonly string[],
  changes: Partial<{ status: string; commissionId: string | null; delegationId: string | null; assignmentManual: number }>,
  now: string,
): Promise<void> {
  for (let i = 0; i < ids.length; i += 500) {
    await db
      .updateTable('delegate')
      .set({ ...changes, updatedAt: now })
      .where('id', 'in', ids.slice(i, i + 500))
      .execute();
  }
}

export function findCommissionForAssign(db: Executor, id: string) {
  return db.selectFrom('commission').select(['id', 'name', 'archived']).where('id', '=', id).executeTakeFirst();
}

/**
 * The list's order: names and institutions in Spanish order (then as stored, so "GOMEZ" and "Gómez" keep
 * one order), the rest as stored; the id last.
 */
function sorted<Q extends ReturnType<typeof listQuery>>(q: Q, f: { sort: DelegateSort; dir: 'asc' | 'desc' }) {
  const column = `delegate.${f.sort}` as const;
  const spanish = f.sort === 'lastNames' || f.sort === 'firstNames' || f.sort === 'institution';
  return (spanish ? q.orderBy(spanishOrder(column), f.dir) : q).orderBy(column, f.dir).orderBy('delegate.id', f.dir);
}
