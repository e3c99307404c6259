import type { Executor } from '../../db/database';
import { nowIso } from '../../lib/ids';

/**
 * The phones delegates opened their room page on (decision 035): read by the room's guard on every request and
 * before every heartbeat of a phone's stream, and ended from several features (the chair's console, a renewed
 * personal code), so they live here rather than in one feature.
 */

/**
 * Why a device session ended: a staff member ended it, the personal code was renewed, a newer device replaced it, the
 * delegate left the room on that phone, or the delegate ended it from another of their phones.
 */
export type RoomDeviceEndReason = 'staff' | 'code_renewed' | 'replaced' | 'left' | 'other_phone';

/** A device session with its delegate's current assignment (a device follows the delegate where they are seated now). */
export interface RoomDeviceOfToken {
  deviceId: string;
  delegateId: string;
  endedAt: string | null;
  commissionId: string | null;
  delegationId: string | null;
  status: string;
}

/** The device session whose token has this SHA-256, with its delegate's assignment, or undefined. */
export function findRoomDeviceByToken(db: Executor, tokenHash: string): Promise<RoomDeviceOfToken | undefined> {
  return db
    .selectFrom('roomDevice')
    .innerJoin('delegate', 'delegate.id', 'roomDevice.delegateId')
    .select([
      'roomDevice.id as deviceId',
      'roomDevice.delegateId',
      'roomDevice.endedAt',
      'delegate.commissionId',
      'delegate.delegationId',
      'delegate.status',
    ])
    .where('roomDevice.tokenHash', '=', tokenHash)
    .executeTakeFirst();
}

/**
 * Ends a delegate's active device sessions — all of them, or the one `deviceId` names when it is theirs — (their open
 * streams end at the next heartbeat, when the guard reads the row again); answers how many were active. `endedBy`: the
 * staff user, or null for the delegate's own. Call it inside the write's transaction when it goes with one.
 */
export async function endRoomDevices(
  db: Executor,
  which: { delegateId: string; deviceId?: string },
  endedBy: string | null,
  reason: RoomDeviceEndReason,
): Promise<number> {
  let update = db
    .updateTable('roomDevice')
    .set({ endedAt: nowIso(), endedBy, endReason: reason })
    .where('delegateId', '=', which.delegateId)
    .where('endedAt', 'is', null);
  if (which.deviceId !== undefined) update = update.where('id', '=', which.deviceId);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
