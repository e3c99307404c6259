import type { AppContext } from '../../context';
import type { SseRegistry } from '../../lib/sse';
import { findLeasedStreamKeys } from './room.repository';

/**
 * Which phones follow a commission's room now (decision 035): the device of every open room stream. One question,
 * answered where the open streams are known: on SQLite the one process's stream registry; on PostgreSQL the stream
 * leases every process holds (decision 011), unexpired, so a phone connected to another process counts too.
 */
export interface RoomPresence {
  /** The ids of the devices with a room stream of the commission open now. */
  connectedDevices(commissionId: string): Promise<Set<string>>;
}

/** The key a phone's room stream is counted under: its commission, delegation and device. */
export function roomStreamKey(commissionId: string, delegationId: string, deviceId: string): string {
  return `${roomStreamPrefix(commissionId)}${delegationId}:${deviceId}`;
}

function roomStreamPrefix(commissionId: string): string {
  return `room:${commissionId}:`;
}

/** The device of a room stream's key (its last part). */
function deviceOfKey(key: string): string {
  return key.slice(key.lastIndexOf(':') + 1);
}

/** The presence of the room streams counted in `streams` (this process) or, on PostgreSQL, in the shared leases. */
export function roomPresence(ctx: AppContext, streams: SseRegistry): RoomPresence {
  return {
    async connectedDevices(commissionId) {
      const prefix = roomStreamPrefix(commissionId);
      const keys = ctx.kind === 'postgres' ? await findLeasedStreamKeys(ctx.db, prefix) : streams.keysStartingWith(prefix);
      return new Set(keys.map(deviceOfKey));
    },
  };
}
