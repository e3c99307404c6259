import {
  BADGE_CODE_LENGTH,
  type Delegate,
  delegateDuplicateKey,
  type DelegatePersonal,
  type DelegateSource,
  type DelegateStatus,
  normalizePersonalCode,
  PERSONAL_CODE_LENGTH,
  searchKey,
} from '@quorum/shared';
import { type Insertable, type Selectable, type SelectQueryBuilder, sql } from 'kysely';
import type { Executor } from '../../db/database';
import type { Database, DelegateTable } from '../../db/schema';
import { storedSortKey } from '../../db/spanish-order';
import { newAccessCode, newId, nowIso } from '../../lib/ids';

/**
 * The one place for delegate rows: every feature (registration, verification, loads, lists, finder,
 * chairs) reads and writes delegates through these functions.
 */
export type DelegateRow = Selectable<DelegateTable>;

/** Personal codes: 12 characters without look-alikes ≈ 59 bits; private: the link mailed to the delegate. */
export function newPersonalCode(): string {
  return newAccessCode(PERSONAL_CODE_LENGTH);
}

/** Badge codes: 10 characters without look-alikes ≈ 49 bits; printed on the badge and in its QR (decision 031). */
export function newBadgeCode(): string {
  return newAccessCode(BADGE_CODE_LENGTH);
}

/**
 * The text the finder searches: names, document, personal code, e-mail, institution and badge code, without
 * accents or case. The badge code goes last: migration 021 appended it to the rows it found.
 */
export function delegateSearchText(
  d: Pick<DelegateRow, 'firstNames' | 'lastNames' | 'documentNumber' | 'personalCode' | 'email' | 'institution' | 'badgeCode'>,
): string {
  return searchKey([d.firstNames, d.lastNames, d.documentNumber, d.personalCode, d.email, d.institution, d.badgeCode].join(' '));
}

/**
 * The columns a delegate row stores from its others: the search text, the Spanish sort keys (migration 025) and the
 * key of a possible duplicate.
 */
export type DerivedColumns = Pick<DelegateRow, 'searchText' | 'lastNamesKey' | 'firstNamesKey' | 'institutionKey' | 'duplicateKey'>;

/** The one place derived columns are computed: every write of the columns they come from stores them again. */
export function derivedColumns(d: Parameters<typeof delegateSearchText>[0] & Pick<DelegateRow, 'birthDate'>): DerivedColumns {
  return {
    searchText: delegateSearchText(d),
    lastNamesKey: storedSortKey(d.lastNames),
    firstNamesKey: storedSortKey(d.firstNames),
    institutionKey: storedSortKey(d.institution),
    duplicateKey: delegateDuplicateKey(d),
  };
}

/** A new delegate row from personal data (not inserted). */
export function newDelegateRow(
  personal: DelegatePersonal,
  extra: {
    source: DelegateSource;
    preferences?: string[];
    status?: DelegateStatus;
    consentTermsVersion?: number | null;
    consentPrivacyVersion?: number | null;
    loadId?: string | null;
  },
): Insertable<DelegateTable> {
  const now = nowIso();
  const personalCode = newPersonalCode();
  const row = {
    id: newId(),
    ...personal,
    preferences: JSON.stringify(extra.preferences ?? []),
    commissionId: null,
    delegationId: null,
    assignmentManual: 0,
    status: extra.status ?? 'preinscrito',
    personalCode,
    badgeCode: newBadgeCode(),
    source: extra.source,
    consentTermsVersion: extra.consentTermsVersion ?? null,
    consentPrivacyVersion: extra.consentPrivacyVersion ?? null,
    consentAt: extra.consentTermsVersion != null ? now : null,
    verifiedAt: null,
    checkedInAt: null,
    checkedInBy: null,
    kit: '{}',
    notes: '',
    loadId: extra.loadId ?? null,
    createdAt: now,
    updatedAt: now,
  };
  return { ...row, ...derivedColumns(row) };
}

/** Changes some columns of a delegate, keeping the search text and sort keys in step; returns the stored row. */
export async function updateDelegate(
  db: Executor,
  id: string,
  changes: Partial<Omit<DelegateRow, 'id' | 'createdAt' | keyof DerivedColumns>>,
): Promise<DelegateRow> {
  const current = await db.selectFrom('delegate').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const next = { ...current, ...changes };
  await db
    .updateTable('delegate')
    .set({ ...changes, ...derivedColumns(next), updatedAt: nowIso() })
    .where('id', '=', id)
    .execute();
  return db.selectFrom('delegate').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export function findDelegateByDocument(db: Executor, documentNumber: string): Promise<DelegateRow | undefined> {
  return db.selectFrom('delegate').selectAll().where('documentNumber', '=', documentNumber.trim().toUpperCase()).executeTakeFirst();
}

export function findDelegateByCode(db: Executor, personalCode: string): Promise<DelegateRow | undefined> {
  return db.selectFrom('delegate').selectAll().where('personalCode', '=', normalizePersonalCode(personalCode)).executeTakeFirst();
}

/** Most words of a search that are matched (the rest are ignored). */
const MAX_SEARCH_WORDS = 8;

/** The words of a search as the search text stores them (no accents, lower case), each once, at most `max`. */
export function searchWords(q: string | undefined, max = MAX_SEARCH_WORDS): string[] {
  return q ? [...new Set(searchKey(q).split(' ').filter(Boolean))].slice(0, max) : [];
}

/** Escapes LIKE's wildcards so a typed % or _ matches itself. */
function likeContains(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * How a search finds its delegates: `like` tests each row's search text (walking another index, a common word is
 * met soon); `trigram` (SQLite only) asks the trigram index (migration 004-finder) for the rows that hold every
 * word, cheap when they are few. PostgreSQL's pg_trgm index serves `like` directly.
 */
export type SearchWay = 'like' | 'trigram';

/** Keeps the delegates whose search text holds each word (`searchWords`, or the words of a text); none, no filter. */
export function whereSearchMatches<Q extends SelectQueryBuilder<Database, 'delegate', object>>(
  query: Q,
  q: string | readonly string[] | undefined,
  way: SearchWay = 'like',
): Q {
  const words = typeof q === 'string' || q === undefined ? searchWords(q) : q;
  if (!words.length) return query;
  let matched = query;
  if (way === 'trigram')
    matched = matched.where((eb) => {
      let found = eb.selectFrom('delegateSearch').select('delegateSearch.delegateId');
      for (const word of words) found = found.where('delegateSearch.searchText', 'like', `%${word}%`);
      return eb('delegate.id', 'in', found);
    }) as Q;
  // The trigram index's LIKE takes no ESCAPE clause: there, a typed % or _ is a wildcard, and the exact test follows.
  for (const word of words)
    if (way === 'like' || /[%_\\]/.test(word))
      matched = matched.where(sql<boolean>`${sql.ref('delegate.searchText')} like ${likeContains(word)} escape '\\'`) as Q;
  return matched;
}

/**
 * SQLite: the rows of the trigram index (migration 004-finder; with each delegate's id and sort keys, migration 036)
 * whose search text holds every word, as the index alone finds them (exact when `trigramExact`).
 */
export function trigramMatches(db: Executor, words: readonly string[]) {
  let found = db.selectFrom('delegateSearch');
  for (const word of words) found = found.where('delegateSearch.searchText', 'like', `%${word}%`);
  return found;
}

/** Whether the trigram index serves a search: some word of 3 letters or more (shorter ones are a scan of all of it). */
export function trigramServes(words: readonly string[]): boolean {
  return words.some((w) => w.replace(/[%_]/g, '').length >= 3);
}

/** Whether the trigram index's answer is exact: no word holds a % or _ (there, a wildcard). */
export function trigramExact(words: readonly string[]): boolean {
  return !words.some((w) => /[%_]/.test(w));
}

/**
 * SQLite: how many delegates hold every word in their search text by the trigram index alone (migration 004-finder),
 * counted to `cap` + 1 at most (`capped`: more than `cap`). Exact when `trigramExact`, else an upper bound.
 */
export async function countByTrigram(db: Executor, words: readonly string[], cap: number): Promise<{ total: number; capped: boolean }> {
  const found = trigramMatches(db, words).select(sql<number>`1`.as('one'));
  const row = await db
    .selectFrom(found.limit(cap + 1).as('matched'))
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  const n = Number(row.n);
  return { total: Math.min(n, cap), capped: n > cap };
}

/** Counts the rows of `query`, reading `cap` + 1 at most. */
export async function countToCap(
  db: Executor,
  query: SelectQueryBuilder<Database, 'delegate', object>,
  cap: number,
): Promise<{ total: number; capped: boolean }> {
  const row = await db
    .selectFrom(
      query
        .select(sql<number>`1`.as('one'))
        .limit(cap + 1)
        .as('matched'),
    )
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  const n = Number(row.n);
  return { total: Math.min(n, cap), capped: n > cap };
}

/** Delegates with the delegation they sit in (`delegation.*` columns, null while unseated). */
export function delegatesWithSeat(db: Executor) {
  return db.selectFrom('delegate').leftJoin('delegation', 'delegation.id', 'delegate.delegationId');
}

/** Delegates with their delegation and their commission (`delegation.*` and `commission.*` columns, null while unassigned). */
export function delegatesWithPlace(db: Executor) {
  return delegatesWithSeat(db).leftJoin('commission', 'commission.id', 'delegate.commissionId');
}

/** Delegates still waiting for a commission: not assigned to one and not withdrawn (the assignment's pool). */
export function unassignedDelegates(db: Executor) {
  return db.selectFrom('delegate').where('commissionId', 'is', null).where('status', '!=', 'retirado');
}

/** How many delegates are still waiting for a commission. */
export async function countUnassignedDelegates(db: Executor): Promise<number> {
  const row = await unassignedDelegates(db)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findDelegate(db: Executor, id: string): Promise<DelegateRow | undefined> {
  return db.selectFrom('delegate').selectAll().where('id', '=', id).executeTakeFirst();
}

/** API shape of a delegate for staff. */
export function presentDelegate(row: DelegateRow): Delegate {
  // The badge code is the door's (finder, badges), not part of a delegate as the lists and exports show them.
  const {
    searchText: _s,
    lastNamesKey: _ln,
    firstNamesKey: _fn,
    institutionKey: _in,
    duplicateKey: _d,
    loadId: _l,
    badgeCode: _b,
    ...rest
  } = row;
  return {
    ...rest,
    documentType: row.documentType as Delegate['documentType'],
    status: row.status as Delegate['status'],
    source: row.source as Delegate['source'],
    preferences: JSON.parse(row.preferences),
    assignmentManual: Boolean(row.assignmentManual),
    kit: JSON.parse(row.kit),
  };
}

/** Names of the delegate's assigned commission and delegation, and the commission's room. */
export async function assignmentOf(
  db: Executor,
  d: Pick<DelegateRow, 'commissionId' | 'delegationId'>,
): Promise<{ commissionName: string | null; delegationName: string | null; room: string | null }> {
  const commission = d.commissionId
    ? await db.selectFrom('commission').select(['name', 'room']).where('id', '=', d.commissionId).executeTakeFirst()
    : undefined;
  const delegation = d.delegationId
    ? await db.selectFrom('delegation').select('name').where('id', '=', d.delegationId).executeTakeFirst()
    : undefined;
  return { commissionName: commission?.name ?? null, delegationName: delegation?.name ?? null, room: commission?.room ?? null };
}

/** Masks a name for public answers: "Juan Pablo", "Pérez Gómez" → "J. P***". */
export function maskName(firstNames: string, lastNames: string): string {
  return `${firstNames.trim().charAt(0)}. ${lastNames.trim().charAt(0)}***`;
}
