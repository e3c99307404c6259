import type { Certificate, CertificateKind } from '@quorum/shared';
import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../../db/database';
import type { CertificateTable } from '../../db/schema';
import { inDelegateNameOrder, spanishOrder } from '../../db/spanish-order';
import { delegatesWithPlace } from '../../domain/delegates/delegates.store';
import { nowIso } from '../../lib/ids';

export type CertificateRow = Selectable<CertificateTable>;

/** The certificate part of the event settings row (null columns: defaults; no row: all defaults). */
export async function readCertificateSettingsRow(db: Executor) {
  return db
    .selectFrom('eventSettings')
    .select([
      'certificateThreshold',
      'certificateTitle',
      'certificateBody',
      'certificateFooter',
      'certificateSignatures',
      'certificateLogo',
    ])
    .where('id', '=', 1)
    .executeTakeFirst();
}

/** Writes certificate settings columns, creating the settings row with the event's defaults when missing. */
export async function saveCertificateSettingsRow(
  db: Executor,
  values: Partial<{
    certificateThreshold: number;
    certificateTitle: string;
    certificateBody: string;
    certificateFooter: string | null;
    certificateSignatures: string;
    certificateLogo: string | null;
  }>,
  defaults: { name: string; shortName: string },
): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('eventSettings')
    .values({ id: 1, ...defaults, ...values, createdAt: now, updatedAt: now })
    .onConflict((oc) => oc.column('id').doUpdateSet({ ...values, updatedAt: now }))
    .execute();
}

/** Delegates who may get a participation certificate of a commission: seated in a delegation, not withdrawn. */
export function findSeatedDelegates(db: Executor, commissionId: string) {
  return delegatesWithPlace(db)
    .select([
      'delegate.id',
      'delegate.firstNames',
      'delegate.lastNames',
      'commission.name as commissionName',
      'delegation.name as delegationName',
    ])
    .where('delegate.commissionId', '=', commissionId)
    .where('delegate.delegationId', 'is not', null)
    .where('delegate.status', '!=', 'retirado')
    .$call(inDelegateNameOrder)
    .execute();
}

/** Delegates by id with their place and status (award certificates). */
export function findDelegatesWithPlace(db: Executor, ids: readonly string[]) {
  if (!ids.length) return Promise.resolve([]);
  return delegatesWithPlace(db)
    .select([
      'delegate.id',
      'delegate.firstNames',
      'delegate.lastNames',
      'delegate.status',
      'delegate.commissionId',
      'commission.name as commissionName',
      'delegation.name as delegationName',
    ])
    .where('delegate.id', 'in', ids)
    .execute();
}

/** The delegates (of the ids given) who already hold a valid certificate of that kind (and award). */
export async function holdersOfValid(
  db: Executor,
  kind: CertificateKind,
  delegateIds: readonly string[],
  awardId: string | null,
): Promise<Set<string>> {
  if (!delegateIds.length) return new Set();
  let q = db
    .selectFrom('certificate')
    .select('delegateId')
    .where('kind', '=', kind)
    .where('revokedAt', 'is', null)
    .where('delegateId', 'in', delegateIds);
  q = awardId === null ? q.where('awardId', 'is', null) : q.where('awardId', '=', awardId);
  return new Set((await q.execute()).map((r) => r.delegateId as string));
}

export async function insertCertificates(db: Executor, rows: Insertable<CertificateTable>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 100)
    await db
      .insertInto('certificate')
      .values(rows.slice(i, i + 100))
      .execute();
}

export function findCertificateByCode(db: Executor, code: string): Promise<CertificateRow | undefined> {
  return db.selectFrom('certificate').selectAll().where('code', '=', code).executeTakeFirst();
}

export function findCertificate(db: Executor, id: string): Promise<CertificateRow | undefined> {
  return db.selectFrom('certificate').selectAll().where('id', '=', id).executeTakeFirst();
}

type CertificateFilter = { commissionId?: string; delegateId?: string; validOnly?: boolean };

/** A commission's certificates (or a delegate's, or the whole event's), by commission and holder, newest first within each. */
function certificatesInOrder(db: Executor, filter: CertificateFilter) {
  let q = db.selectFrom('certificate');
  if (filter.commissionId) q = q.where('commissionId', '=', filter.commissionId);
  if (filter.delegateId) q = q.where('delegateId', '=', filter.delegateId);
  if (filter.validOnly) q = q.where('revokedAt', 'is', null);
  return q.orderBy('commissionName').orderBy(spanishOrder('holderName')).orderBy('issuedAt', 'desc').orderBy('id');
}

export function findCertificates(db: Executor, filter: CertificateFilter) {
  return certificatesInOrder(db, filter).selectAll().execute();
}

/** The ids of `findCertificates`, in its order (a ZIP reads the certificates themselves a page at a time). */
export async function findCertificateIds(db: Executor, filter: CertificateFilter): Promise<string[]> {
  return (await certificatesInOrder(db, filter).select('id').execute()).map((row) => row.id);
}

/** Some certificates by id, in no particular order. */
export async function findCertificatesById(db: Executor, ids: readonly string[]): Promise<CertificateRow[]> {
  return ids.length ? db.selectFrom('certificate').selectAll().where('id', 'in', ids).execute() : [];
}

export async function updateCertificate(db: Executor, id: string, values: Partial<Omit<CertificateRow, 'id'>>): Promise<void> {
  await db
    .updateTable('certificate')
    .set({ ...values, updatedAt: nowIso() })
    .where('id', '=', id)
    .execute();
}

/** Marks certificates as sent by e-mail (now). */
export async function markSent(db: Executor, ids: readonly string[]): Promise<void> {
  const now = nowIso();
  for (let i = 0; i < ids.length; i += 500)
    await db
      .updateTable('certificate')
      .set({ sentAt: now, updatedAt: now })
      .where('id', 'in', ids.slice(i, i + 500))
      .execute();
}

/** A commission's roll calls in order, and every mark on them. */
export async function findRollCallsWithMarks(db: Executor, commissionId: string) {
  const rollCalls = await db
    .selectFrom('rollCall')
    .select(['id', 'openedAt'])
    .where('commissionId', '=', commissionId)
    .orderBy('openedAt')
    .orderBy('id')
    .execute();
  const marks = rollCalls.length
    ? await db
        .selectFrom('rollCallMark')
        .select(['rollCallId', 'delegateId', 'status'])
        .where(
          'rollCallId',
          'in',
          rollCalls.map((r) => r.id),
        )
        .execute()
    : [];
  return { rollCalls, marks };
}

/** Delegates' e-mail and personal code (sending certificates). */
export function findCommissionName(db: Executor, id: string): Promise<{ name: string } | undefined> {
  return db.selectFrom('commission').select('name').where('id', '=', id).executeTakeFirst();
}

/** A certificate as the staff sees it. */
export function presentCertificate(row: CertificateRow): Certificate {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind as CertificateKind,
    delegateId: row.delegateId,
    holderName: row.holderName,
    title: row.title,
    commissionName: row.commissionName,
    delegationName: row.delegationName,
    issuedAt: row.issuedAt,
    revokedAt: row.revokedAt,
    revokedReason: row.revokedReason,
    downloadedAt: row.downloadedAt,
    sentAt: row.sentAt,
  };
}

/** The ids of the delegates, not withdrawn, awarded directly or through their delegation. */
export async function findAwardedDelegateIds(db: Executor, award: { delegateId: string | null; delegationId: string | null }) {
  const rows = await db
    .selectFrom('delegate')
    .select('id')
    .where('status', '!=', 'retirado')
    .where((eb) => (award.delegateId ? eb('id', '=', award.delegateId) : eb('delegationId', '=', award.delegationId)))
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}
