import { compareSpanish, type DelegateFilters, type DelegateListRow, type DelegateSort, NONE } from '@quorum/shared';
import { type Expression, isExpression, type OperandValueExpressionOrList, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { DatabaseKind, Executor } from '../../db/database';
import { spanishOrder } from '../../db/spanish-order';
import {
  countByTrigram,
  countToCap,
  delegatesWithPlace,
  delegatesWithSeat,
  type SearchWay,
  searchWords,
  trigramExact,
  trigramMatches,
  trigramServes,
  whereSearchMatches,
} from '../../domain/delegates/delegates.store';
import type { Database, DelegateSearchTable, DelegateTable } from '../../db/schema';

/** The list's SQL: search, filters, sorts, pages walked along their index, counts, duplicate flags, and the bulk changes. */

type Query = SelectQueryBuilder<Database, 'delegate', object>;

/**
 * Up to this many matching delegates, a page is found from the filter's own index (the trigram index for a search)
 * and sorted; past it, matches are met soon enough walking the sort's index: a page reads about `pageSize` × all /
 * matching rows.
 */
const SORTED_UP_TO = 1000;

/**
 * What sorting one of a search's matches found by the trigram index costs, in rows read walking the sort's index
 * (SQLite at 50,000 delegates: about 4 µs a match read from the index, looked up and sorted; 1 µs a row walked).
 */
const SORTED_MATCH_ROWS = 4;

/**
 * The delegates a list asks for: its filters, the words of its search, and the way to find them: `walk` (SQLite)
 * keeps the filters from choosing an index of their own, so that the sort's index is walked.
 */
export interface ListScope {
  f: DelegateFilters;
  words: string[];
  way: SearchWay;
  walk: boolean;
  /** SQLite: the trigram index's matches are sorted by its own copy of their sort keys (`KEYS_IN_INDEX`). */
  keyed: boolean;
}

/** The filters `f`, their search found by testing each row's text. */
function scopeOf(f: DelegateFilters): ListScope {
  return { f, words: searchWords(f.q), way: 'like', walk: false, keyed: false };
}

/** How many delegates a list's filters keep, and whether the trigram index alone finds few for its search. */
export interface ListCount {
  total: number;
  /** A search counted to its cap: there are more than `total`. */
  capped: boolean;
  /** SQLite: the trigram index finds at most the cap for the search's words, whatever the other filters. */
  fewByTrigram: boolean;
}

/**
 * What a walk of the sort's index to a page would read: `all` delegates, the page's last row `reach` matches from
 * where the walk starts (a cursor's row, or either end).
 */
export interface WalkLength {
  all: number;
  reach: number;
}

/**
 * How to find a page of the delegates of the filters `f`, given their count: few, from the filter's index (a
 * search's from the trigram index, when that finds few) and sorted; many, walking the sort's index. A search the
 * trigram index finds a few hundred times is walked too when that reads fewer rows than sorting its matches costs
 * (`walk`: the matches spread along the index, a page `reach` matches away is met after about reach × all ÷
 * matches rows): at 50,000 delegates, a page near either end or a cursor past about 560 matches.
 */
export function pageScope(kind: DatabaseKind, f: DelegateFilters & ListOrder, count: ListCount, walk?: WalkLength): ListScope {
  const scope = scopeOf(f);
  // Sorted in the trigram index itself: a match costs no row looked up, whatever page is asked.
  if (sortedInIndex(kind, f) && !count.capped) return { ...scope, way: 'trigram', keyed: true };
  let few = !count.capped && count.total <= SORTED_UP_TO && (!scope.words.length || kind !== 'sqlite' || count.fewByTrigram);
  if (few && count.fewByTrigram && walk && (walk.reach * walk.all) / count.total < SORTED_MATCH_ROWS * count.total) few = false;
  return { ...scope, way: few && count.fewByTrigram ? 'trigram' : 'like', walk: kind === 'sqlite' && !few };
}

/** The page's rows of the delegates `ids` (a list, or a subquery of a page of ids), with their places and duplicate flags, in `order`. */
function rowsOf(db: Executor, ids: OperandValueExpressionOrList<Database, 'delegate', 'delegate.id'>, order: ListOrder) {
  return ordered(pageQuery(db, scopeOf({})).where('delegate.id', 'in', ids), order, orderRefs(order.sort, false));
}

/**
 * SQLite: whether a search's matches are found and sorted in the trigram index alone (`KEYS_IN_INDEX`, migration
 * 036) while they are at most the cap: a search and nothing else, exact there, in an order the index keeps.
 */
export function sortedInIndex(kind: DatabaseKind, f: DelegateFilters & ListOrder): boolean {
  const words = searchWords(f.q);
  return kind === 'sqlite' && trigramServes(words) && trigramExact(words) && !otherFilters(f) && f.sort in KEYS_IN_INDEX;
}

/**
 * The first page of a search `sortedInIndex`, and its count to `cap`, in one read of the trigram index (a search
 * typed anew, its count not kept yet): the page's rows when the matches are at most `cap`; past it, the count alone
 * (`capped`), the page then walked along the sort's index.
 */
export async function openingOfSearch(
  db: Executor,
  f: DelegateFilters & ListOrder & { pageSize: number },
  cap: number,
): Promise<{ count: ListCount; rows?: PageRow[] }> {
  const words = searchWords(f.q);
  const refs = orderRefs(f.sort, true);
  const matches = trigramMatches(db, words)
    .select(['delegateSearch.delegateId', 'delegateSearch.lastNamesKey', 'delegateSearch.firstNamesKey', 'delegateSearch.institutionKey'])
    .limit(cap + 1);
  // Aliased as the index: the order's references read the subquery's columns.
  const first = await ordered(db.selectFrom(matches.as('delegateSearch')), f, refs)
    .select(['delegateSearch.delegateId', sql<number>`count(*) over ()`.as('n')])
    .limit(f.pageSize)
    .execute();
  const n = Number(first[0]?.n ?? 0);
  if (n > cap) return { count: { total: cap, capped: true, fewByTrigram: false } };
  const count = { total: n, capped: false, fewByTrigram: true };
  if (!first.length) return { count, rows: [] };
  return {
    count,
    rows: await rowsOf(
      db,
      first.map((r) => r.delegateId),
      f,
    ).execute(),
  };
}

/** `column = value` (null: `column is null`); while walking another index (SQLite), written so as not to pick the column's. */
function equals(column: string, value: string | null, walk: boolean) {
  const ref = walk ? sql`+${sql.ref(column)}` : sql.ref(column);
  return value === null ? sql<boolean>`${ref} is null` : sql<boolean>`${ref} = ${value}`;
}

/** Applies the filters: each word of `q` must appear in the accent- and case-free search text. */
function applyFilters<Q extends Query>(query: Q, { f, words, way, walk }: ListScope): Q {
  let q = whereSearchMatches(query, words, way);
  if (f.status) q = q.where(equals('delegate.status', f.status, walk)) as Q;
  if (f.commissionId) q = q.where(equals('delegate.commissionId', f.commissionId === NONE ? null : f.commissionId, walk)) as Q;
  if (f.delegationId) q = q.where(equals('delegate.delegationId', f.delegationId === NONE ? null : f.delegationId, walk)) as Q;
  if (f.institution) q = q.where(equals('delegate.institution', f.institution, walk)) as Q;
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
  // The order's columns, for the page's cursors.
  'delegate.lastNamesKey',
  'delegate.firstNamesKey',
  'delegate.institutionKey',
] as const;

function listQuery(db: Executor, scope: ListScope) {
  return applyFilters(delegatesWithPlace(db).select(LIST_COLUMNS), scope);
}

export type ListedDelegate = Awaited<ReturnType<ReturnType<typeof listQuery>['execute']>>[number];

/**
 * A page's rows, each with whether another delegate shares their names (without accents or case) and birth date:
 * their stored duplicate key (migration 025, indexed), looked up row by row within the page's one statement.
 */
function pageQuery(db: Executor, scope: ListScope) {
  return listQuery(db, scope).select((eb) =>
    eb
      .exists(
        eb
          .selectFrom('delegate as other')
          .select('other.id')
          .whereRef('other.duplicateKey', '=', 'delegate.duplicateKey')
          .whereRef('other.id', '!=', 'delegate.id'),
      )
      .as('duplicate'),
  );
}

export type PageRow = Awaited<ReturnType<ReturnType<typeof pageQuery>['execute']>>[number];

/**
 * Each sort's order: the columns of its index (migration 025), the id last so that no two rows tie. Names and
 * institutions by their stored Spanish keys ("Álvarez" with the A's, "ñ" after "n"); the last names then the first
 * names, and the other way round.
 */
const ORDER = {
  lastNames: ['lastNamesKey', 'firstNamesKey', 'id'],
  firstNames: ['firstNamesKey', 'lastNamesKey', 'id'],
  institution: ['institutionKey', 'id'],
  status: ['status', 'id'],
  createdAt: ['createdAt', 'id'],
  documentNumber: ['documentNumber', 'id'],
} as const satisfies Record<DelegateSort, readonly (keyof DelegateTable)[]>;

type OrderColumn = (typeof ORDER)[DelegateSort][number];
export interface ListOrder {
  sort: DelegateSort;
  dir: 'asc' | 'desc';
}

/** Where a row stands in `sort`'s order: its values of the order's columns. */
export function positionOf(row: Pick<DelegateTable, OrderColumn>, sort: DelegateSort): string[] {
  return ORDER[sort].map((c) => row[c]);
}

/** How many values a position of `sort` has (a cursor of another length is not one of its). */
export function positionLength(sort: DelegateSort): number {
  return ORDER[sort].length;
}

/**
 * The sorts whose keys SQLite's trigram index keeps beside each delegate's search text (migration 036): their order's
 * columns there, the id as `delegateId`.
 */
const KEYS_IN_INDEX: Partial<Record<DelegateSort, readonly (keyof DelegateSearchTable)[]>> = {
  lastNames: ['lastNamesKey', 'firstNamesKey', 'delegateId'],
  firstNames: ['firstNamesKey', 'lastNamesKey', 'delegateId'],
  institution: ['institutionKey', 'delegateId'],
};

/** A query of the delegates or of the trigram index: what ordering it and comparing a position need of it. */
interface Orderable<Q> {
  where(expression: Expression<SqlBool>): Q;
  orderBy(expression: Expression<unknown>, direction: 'asc' | 'desc'): Q;
  limit(limit: number): Q;
  offset(offset: number): Q;
}

/** The references of `sort`'s order: the delegate's columns, or (`keyed`) the trigram index's copy of them. */
function orderRefs(sort: DelegateSort, keyed: boolean): string[] {
  const index = KEYS_IN_INDEX[sort];
  return keyed && index ? index.map((c) => `delegateSearch.${c}`) : ORDER[sort].map((c) => `delegate.${c}`);
}

function ordered<Q extends Orderable<Q>>(query: Q, { dir }: ListOrder, refs: readonly string[]): Q {
  let q = query;
  for (const ref of refs) q = q.orderBy(sql.ref(ref), dir);
  return q;
}

/**
 * Rows after (`>`), from (`>=`), before (`<`) or up to (`<=`) a position, compared column by column: a cursor's
 * values, or the order's columns of the one row a subquery finds.
 */
function fromPosition<Q extends Orderable<Q>>(
  query: Q,
  refs: readonly string[],
  op: '>' | '>=' | '<' | '<=',
  position: readonly string[] | Expression<unknown>,
): Q {
  const columns = sql.join(refs.map((ref) => sql.ref(ref)));
  const at = isExpression(position) ? position : sql`(${sql.join(position)})`;
  return query.where(sql<boolean>`(${columns}) ${sql.raw(op)} ${at}`);
}

const reversed = (o: ListOrder): ListOrder => ({ sort: o.sort, dir: o.dir === 'asc' ? 'desc' : 'asc' });
const later = (o: ListOrder) => (o.dir === 'asc' ? '>' : '<');

/**
 * Where a page starts: after or before a row (a cursor: a walk of the order's index from there), or at the row
 * `index` rows from the start, or from the end (an address typed or a jump to the last page: the index is walked
 * that far, only the order's columns read).
 */
export type PageStart = { after: readonly string[] } | { before: readonly string[] } | { index: number; fromEnd: boolean };

/**
 * One page of the filtered list in `order`, from `start`, in one statement: a page by number finds its first row in
 * a subquery; the trigram index's matches are sorted in a subquery reading their ids only (and, `keyed`, their keys
 * from the index itself), the page's rows (their places and duplicate flags) read for the page's ids alone.
 */
export async function pageOfDelegates(
  db: Executor,
  scope: ListScope,
  order: ListOrder & { pageSize: number },
  start: PageStart,
): Promise<PageRow[]> {
  const refs = orderRefs(order.sort, scope.keyed);
  const page = (narrow: <Q extends Orderable<Q>>(query: Q) => Q, o: ListOrder) => {
    if (scope.way !== 'trigram') return ordered(narrow(pageQuery(db, scope)), o, refs).limit(order.pageSize);
    const idsOf = <Q extends Orderable<Q>>(query: Q) => ordered(narrow(query), o, refs).limit(order.pageSize);
    const ids = scope.keyed
      ? idsOf(trigramMatches(db, scope.words).select('delegateSearch.delegateId'))
      : idsOf(applyFilters(db.selectFrom('delegate').select('delegate.id'), scope));
    return rowsOf(db, ids, o);
  };
  if ('after' in start) return page((q) => fromPosition(q, refs, later(order), start.after), order).execute();
  if ('before' in start) {
    const back = reversed(order);
    return (await page((q) => fromPosition(q, refs, later(back), start.before), back).execute()).reverse();
  }
  if (start.index === 0 && !start.fromEnd) return page((q) => q, order).execute();
  // The page's first row, found along the index reading only its columns (no row there: the row values compare
  // to null, and the page is empty); the page from there.
  const walk = start.fromEnd ? reversed(order) : order;
  const position = refs.map((ref, i) => sql.ref(ref).as(`p${i}`));
  const at = <Q extends Orderable<Q>>(query: Q) => ordered(query, walk, refs).limit(1).offset(start.index);
  const first = scope.keyed
    ? at(trigramMatches(db, scope.words).select(position))
    : at(applyFilters(db.selectFrom('delegate'), scope).select(position));
  return page((q) => fromPosition(q, refs, order.dir === 'asc' ? '>=' : '<=', first), order).execute();
}

const otherFilters = (f: DelegateFilters) => Boolean(f.status || f.commissionId || f.delegationId || f.institution);

/**
 * How many delegates the filters `f` keep; a search counts to `cap` at most. On SQLite a search is counted by the
 * trigram index first: that is the answer when nothing else filters; else the other filters are tested on its
 * matches when it finds few, and the search on the other filters' rows when it finds many.
 */
export async function countDelegates(db: Executor, kind: DatabaseKind, f: DelegateFilters, cap: number): Promise<ListCount> {
  const scope = scopeOf(f);
  if (!scope.words.length) {
    const row = await applyFilters(db.selectFrom('delegate'), scope)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    return { total: Number(row.n), capped: false, fewByTrigram: false };
  }
  if (kind !== 'sqlite' || !trigramServes(scope.words))
    return { ...(await countToCap(db, applyFilters(db.selectFrom('delegate'), scope), cap)), fewByTrigram: false };
  const found = await countByTrigram(db, scope.words, cap);
  const fewByTrigram = !found.capped;
  if (found.total === 0 || (!otherFilters(f) && trigramExact(scope.words))) return { ...found, fewByTrigram };
  const way: SearchWay = fewByTrigram ? 'trigram' : 'like';
  return { ...(await countToCap(db, applyFilters(db.selectFrom('delegate'), { ...scope, way }), cap)), fewByTrigram };
}

/** Every commission's name by id (archived ones too), for the exported preferences. */
export async function commissionNames(db: Executor): Promise<Map<string, string>> {
  const rows = await db.selectFrom('commission').select(['id', 'name']).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Every delegate matching the filters, in the list's order (for exports). */
export async function listAllDelegates(db: Executor, f: DelegateFilters & ListOrder): Promise<ListedDelegate[]> {
  return ordered(listQuery(db, scopeOf(f)), f, orderRefs(f.sort, false)).execute();
}

/** List rows with their duplicate flag. */
export function presentListRows(rows: PageRow[]): DelegateListRow[] {
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
    duplicate: Boolean(r.duplicate),
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
