import type { LiveState, RoomDelegation } from '@quorum/shared';

/**
 * The room as the rules of procedure read it, from the live state's attendance. A module of its own: the roll call
 * (the tab the console opens on) reads it without the placard vote's check and its rules.
 */
export function roomOf(state: LiveState): RoomDelegation[] {
  return state.attendance.map((d) => ({ id: d.delegationId, name: d.name, kind: d.kind, veto: d.veto, status: d.status }));
}
