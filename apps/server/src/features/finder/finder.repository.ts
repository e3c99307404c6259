import { type DelegateStatus, normalizePersonalCode, searchKey } from '@quorum/shared';
import { sql } from 'kysely';
import type { DatabaseKind, Executor } from '../../db/database';
import { type DelegateRow, delegatesWithPlace } from '../../domain/delegates/delegates.store';
import { nowIso } from '../../lib/ids';

/** Most results the finder returns for one query. */
const FINDER_LIMIT = 20;
/** Words of a query that are used (the rest are ignored: a name rarely needs more). */
const MAX_WORDS = 6;

/** A delegate as the finder shows it: the row plus its commission, delegation, room and who checked them in. */
export type FinderRow = DelegateRow & {
  commissionName: string | null;
  room: string | null;
  delegationName: string | null;
  delegationIsoCode: string | null;
  checkedInByName: string | null;
};

function baseQuery(db: Executor) {
  return delegatesWithPlace(db)
    .leftJoin('profile', 'profile.uid', 'delegate.checkedInBy')
    .selectAll('delegate')
    .select([
      'commission.name as commissionName',
      'commission.room as room',
      'delegation.name as delegationName',
      'delegation.isoCode as delegationIsoCode',
      'profile.name as checkedInByName',
    ]);
}

/** Escapes LIKE's wildcards so a typed % or _ is matched literally (ESCAPE '\'). */
function likeContains(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The words of a query as the search text stores them (no accents, lower case). */
function queryWords(q: string): string[] {
  return [...new Set(searchKey(q).split(' ').filter(Boolean))].slice(0, MAX_WORDS);
}

/** Above this many candidates from the trigram index, walking delegates in name order is cheaper. */
const DENSE_AT = 1000;

/** The search's rows (at most `limit`) and how many delegates match in all. */
export interface FinderSearch {
  rows: FinderRow[];
  total: number;
}

/**
 * Accent- and case-insensitive search over names, document, personal and badge codes, e-mail and institution: every
 * word of the query must appear in the delegate's search text. Ordered by last names, at most `limit`.
 *
 * On SQLite the trigram index (migration 004-finder) finds the candidates of a selective query; a common
 * word ("colegio", "ma") matches thousands, and then walking the name-order index until the first page is
 * full is faster. On PostgreSQL the pg_trgm index serves the LIKE filters directly.
 */
export async function searchDelegates(db: Executor, kind: DatabaseKind, q: string, limit = FINDER_LIMIT): Promise<FinderSearch> {
  const words = queryWords(q);
  if (!words.length) return { rows: [], total: 0 };
  let exact = baseQuery(db);
  for (const word of words) exact = exact.where(sql<boolean>`${sql.ref('delegate.searchText')} like ${likeContains(word)} escape '\\'`);
  // The page, and the count only when the page is full (a short page is everything).
  const ordered = async (query: typeof exact): Promise<FinderSearch> => {
    const rows = await query.orderBy('delegate.lastNames').orderBy('delegate.firstNames').orderBy('delegate.id').limit(limit).execute();
    if (rows.length < limit) return { rows, total: rows.length };
    const counted = await query
      .clearSelect()
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    return { rows, total: Number(counted.n) };
  };
  if (kind === 'sqlite') {
    // The FTS table's LIKE takes no ESCAPE clause: a typed % or _ acts as a wildcard there, which only
    // widens the candidates; the exact filter above then applies.
    let candidates = db
      .selectFrom('delegateSearch')
      .innerJoin('delegateSearchRow', 'delegateSearchRow.n', 'delegateSearch.rowid')
      .select('delegateSearchRow.delegateId');
    for (const word of words) candidates = candidates.where('delegateSearch.searchText', 'like', `%${word}%`);
    const ids = (await candidates.limit(DENSE_AT + 1).execute()).map((r) => r.delegateId);
    if (!ids.length) return { rows: [], total: 0 };
    if (ids.length <= DENSE_AT) return ordered(exact.where('delegate.id', 'in', ids));
  }
  return ordered(exact);
}

export function findFinderDelegate(db: Executor, id: string): Promise<FinderRow | undefined> {
  return baseQuery(db).where('delegate.id', '=', id).executeTakeFirst();
}

/**
 * The delegate of a badge read at the door: by its badge code, or by the personal code a badge printed before
 * badge codes carries (decision 031). The two never meet: a badge code is shorter than any personal code.
 */
export function findFinderDelegateByCode(db: Executor, code: string): Promise<FinderRow | undefined> {
  const typed = normalizePersonalCode(code);
  return baseQuery(db)
    .where((eb) => eb.or([eb('delegate.badgeCode', '=', typed), eb('delegate.personalCode', '=', typed)]))
    .executeTakeFirst();
}

/**
 * Checks a delegate in, once: sets the time, the staff user and status `acreditado` only while nobody has
 * checked them in and they are not withdrawn. One conditional UPDATE, so two doors scanning the same badge
 * at once record exactly one check-in. These columns do not feed the search text. Returns whether it changed.
 */
export async function markCheckedIn(db: Executor, id: string, staffUid: string): Promise<boolean> {
  const now = nowIso();
  const result = await db
    .updateTable('delegate')
    .set({ status: 'acreditado', checkedInAt: now, checkedInBy: staffUid, updatedAt: now })
    .where('id', '=', id)
    .where('checkedInAt', 'is', null)
    .where('status', '!=', 'retirado')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The status a delegate had before their check-in: the one the check-in's audit entry recorded, or (for a
 * check-in older than its entry) the one their data implies.
 */
export async function statusBeforeCheckIn(db: Executor, row: FinderRow): Promise<DelegateStatus> {
  const entry = await db
    .selectFrom('auditLog')
    .select('before')
    .where('entity', '=', 'delegate')
    .where('entityId', '=', row.id)
    .where('action', '=', 'delegate.checked_in')
    .orderBy('createdAt', 'desc')
    .executeTakeFirst();
  const recorded = entry?.before ? (JSON.parse(entry.before) as { status?: DelegateStatus }).status : undefined;
  if (recorded && recorded !== 'acreditado') return recorded;
  return row.commissionId ? 'asignado' : row.verifiedAt ? 'verificado' : 'preinscrito';
}

/**
 * Undoes a check-in: clears its time and staff user and puts `status` back, only while it is still the
 * check-in of `checkedInAt` (one conditional UPDATE, so two undos at once change the row once). Returns
 * whether it changed.
 */
export async function clearCheckIn(db: Executor, id: string, checkedInAt: string, status: DelegateStatus): Promise<boolean> {
  const result = await db
    .updateTable('delegate')
    .set({ status, checkedInAt: null, checkedInBy: null, updatedAt: nowIso() })
    .where('id', '=', id)
    .where('checkedInAt', '=', checkedInAt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
