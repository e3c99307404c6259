import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import { spanishOrder } from '../../db/spanish-order';
import { nowIso } from '../../lib/ids';

/** The delegate whose badge code this is (a badge code opens no room: decision 031), or undefined. */
export function findDelegateIdByBadgeCode(db: Executor, badgeCode: string) {
  return db.selectFrom('delegate').select('id').where('badgeCode', '=', badgeCode).executeTakeFirst();
}

/** Records a new device session of a delegate (the token's hash only). */
export async function insertRoomDevice(db: Executor, row: { id: string; delegateId: string; tokenHash: string; label: string }) {
  const now = nowIso();
  await db
    .insertInto('roomDevice')
    .values({ ...row, createdAt: now, lastSeenAt: now, endedAt: null, endedBy: null, endReason: null })
    .execute();
}

/** A delegate's active device sessions, newest first. */
export function findActiveRoomDevices(db: Executor, delegateId: string) {
  return db
    .selectFrom('roomDevice')
    .select(['id', 'label', 'createdAt'])
    .where('delegateId', '=', delegateId)
    .where('endedAt', 'is', null)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Ends the given device sessions, replaced by newer ones. */
export async function endReplacedRoomDevices(db: Executor, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('roomDevice').set({ endedAt: nowIso(), endReason: 'replaced' }).where('id', 'in', ids).execute();
}

/** The room's names for a delegate's page: their first names, their delegation and their commission. */
export function findRoomNames(db: Executor, delegateId: string, delegationId: string, commissionId: string) {
  return db
    .selectFrom('delegate')
    .innerJoin('delegation', (join) => join.on('delegation.id', '=', delegationId))
    .innerJoin('commission', (join) => join.on('commission.id', '=', commissionId))
    .select(['delegate.firstNames', 'delegation.name as delegationName', 'commission.name as commissionName'])
    .where('delegate.id', '=', delegateId)
    .executeTakeFirst();
}

/** The seated delegates of a commission (not withdrawn) with how many active device sessions each holds. */
export function findSeatedDelegatesWithDevices(db: Executor, commissionId: string) {
  return db
    .selectFrom('delegate')
    .leftJoin('roomDevice', (join) => join.onRef('roomDevice.delegateId', '=', 'delegate.id').on('roomDevice.endedAt', 'is', null))
    .select([
      'delegate.id',
      'delegate.firstNames',
      'delegate.lastNames',
      'delegate.delegationId',
      (eb) => eb.fn.count<string | number>('roomDevice.id').as('activeDevices'),
    ])
    .where('delegate.commissionId', '=', commissionId)
    .where('delegate.delegationId', 'is not', null)
    .where('delegate.status', '!=', 'retirado')
    .groupBy(['delegate.id', 'delegate.firstNames', 'delegate.lastNames', 'delegate.delegationId'])
    .orderBy(spanishOrder('delegate.lastNames'))
    .orderBy(spanishOrder('delegate.firstNames'))
    .execute();
}

/** Whether a delegate is seated in a commission. */
export function findDelegateInCommission(db: Executor, delegateId: string, commissionId: string) {
  return db.selectFrom('delegate').select('id').where('id', '=', delegateId).where('commissionId', '=', commissionId).executeTakeFirst();
}

/** The stream keys of unexpired leases starting with `prefix` (PostgreSQL: every process's open streams). */
export async function findLeasedStreamKeys(db: Executor, prefix: string): Promise<string[]> {
  const rows = await db
    .selectFrom('streamLease')
    .select('streamKey')
    .where(sql<string>`substr(${sql.ref('streamKey')}, 1, ${prefix.length})`, '=', prefix)
    .where('expiresAt', '>', nowIso())
    .execute();
  return rows.map((r) => r.streamKey);
}

/** The delegates of those devices that are still active (a device ended while its stream was closing counts no more). */
export async function findActiveDeviceDelegates(db: Executor, deviceIds: readonly string[]): Promise<string[]> {
  if (deviceIds.length === 0) return [];
  const rows = await db.selectFrom('roomDevice').select('delegateId').where('id', 'in', deviceIds).where('endedAt', 'is', null).execute();
  return rows.map((r) => r.delegateId);
}
