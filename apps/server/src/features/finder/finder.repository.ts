import { type DelegateStatus, normalizePersonalCode } from '@quorum/shared';
import type { DatabaseKind, Executor } from '../../db/database';
import { inDelegateNameOrder } from '../../db/spanish-order';
import {
  countByTrigram,
  countToCap,
  type DelegateRow,
  delegatesWithPlace,
  searchWords,
  trigramExact,
  trigramServes,
  whereSearchMatches,
} from '../../domain/delegates/delegates.store';
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

/** Most matches a search counts: past it the door reads «más de 1000». */
const COUNT_CAP = 1000;

/** The search's rows (at most `limit`) and how many delegates match in all, counted to a cap (`capped`: more). */
export interface FinderSearch {
  rows: FinderRow[];
  total: number;
  capped: boolean;
}

/**
 * Accent- and case-insensitive search over names, document, personal and badge codes, e-mail and institution: every
 * word of the query must appear in the delegate's search text. In Spanish order of last names, then first names (the
 * stored sort keys, migration 025), at most `limit`; counted to COUNT_CAP.
 *
 * On SQLite the trigram index (migration 004-finder) counts the matches first, reading COUNT_CAP + 1 at most. When
 * they are fewer, they are the candidates, sorted; a common word ("colegio", "gar") is met soon walking the names'
 * index, testing each row's text. On PostgreSQL the pg_trgm index serves the LIKE filters directly.
 */
export async function searchDelegates(db: Executor, kind: DatabaseKind, q: string, limit = FINDER_LIMIT): Promise<FinderSearch> {
  const words = searchWords(q, MAX_WORDS);
  if (!words.length) return { rows: [], total: 0, capped: false };
  const counted = kind === 'sqlite' && trigramServes(words) ? await countByTrigram(db, words, COUNT_CAP) : null;
  if (counted?.total === 0) return { rows: [], total: 0, capped: false };
  const way = counted && !counted.capped ? 'trigram' : 'like';
  let rows: FinderRow[];
  if (way === 'trigram') {
    // Every match is read to be sorted: their ids only, then the page's rows.
    const ids = await inDelegateNameOrder(whereSearchMatches(db.selectFrom('delegate').select('delegate.id'), words, way))
      .limit(limit)
      .execute();
    rows = ids.length
      ? await inDelegateNameOrder(
          baseQuery(db).where(
            'delegate.id',
            'in',
            ids.map((r) => r.id),
          ),
        ).execute()
      : [];
  } else
    rows = await inDelegateNameOrder(whereSearchMatches(baseQuery(db), words, way))
      .limit(limit)
      .execute();
  // A short page is everything; else the trigram index's count, exact unless a word holds a wildcard.
  if (rows.length < limit) return { rows, total: rows.length, capped: false };
  if (counted && trigramExact(words)) return { rows, ...counted };
  return { rows, ...(await countToCap(db, whereSearchMatches(db.selectFrom('delegate'), words, way), COUNT_CAP)) };
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
