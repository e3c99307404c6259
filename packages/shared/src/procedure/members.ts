import type { DelegationKind } from '../delegates';

/** A delegation's roll-call status (PRODUCT §2). */
export const ROLL_CALL_STATUSES = ['presente', 'presente_y_votando', 'ausente'] as const;
export type RollCallStatus = (typeof ROLL_CALL_STATUSES)[number];

/** A delegation in the room: who it is, what it may do, and its roll-call status. */
export interface RoomDelegation {
  id: string;
  name: string;
  kind: DelegationKind;
  /** Veto holder (a permanent member of a Security Council). */
  veto: boolean;
  status: RollCallStatus;
}

/** How strongly each status says "here": a delegation takes the strongest of its delegates. */
const STRENGTH: Record<RollCallStatus, number> = { ausente: 0, presente: 1, presente_y_votando: 2 };

/**
 * A delegation's status from its delegates' entries: present when any delegate is, «presente y votando» when
 * any delegate declared it, absent when none is present (or it has no entries).
 */
export function delegationStatusOf(delegateStatuses: readonly RollCallStatus[]): RollCallStatus {
  let best: RollCallStatus = 'ausente';
  for (const status of delegateStatuses) if (STRENGTH[status] > STRENGTH[best]) best = status;
  return best;
}

/**
 * The status the rules read: «presente y votando» counts as plain «presente» in a commission that does not
 * use it.
 */
export function effectiveStatus(status: RollCallStatus, usesPresentAndVoting: boolean): RollCallStatus {
  return status === 'presente_y_votando' && !usesPresentAndVoting ? 'presente' : status;
}

/** Whether a delegation is in the room. */
export function isPresent(delegation: Pick<RoomDelegation, 'status'>): boolean {
  return delegation.status !== 'ausente';
}

/** Whether a delegation is a member (only members count for quorum and vote on substance). */
export function isMember(delegation: Pick<RoomDelegation, 'kind'>): boolean {
  return delegation.kind === 'miembro';
}

/** The numbers of the room the rules are computed from. */
export interface RoomCounts {
  /** Member delegations of the commission (M). */
  members: number;
  /** Members present (either status). */
  membersPresent: number;
  /** Members marked «presente y votando». */
  membersPresentAndVoting: number;
  /** Observers present (never counted for quorum). */
  observersPresent: number;
  /** NGOs present (never counted for quorum, never vote). */
  ngosPresent: number;
}

/** Counts the room: members, members present, observers and NGOs present. */
export function countRoom(room: readonly RoomDelegation[]): RoomCounts {
  const counts: RoomCounts = { members: 0, membersPresent: 0, membersPresentAndVoting: 0, observersPresent: 0, ngosPresent: 0 };
  for (const d of room) {
    const present = isPresent(d);
    if (d.kind === 'miembro') {
      counts.members += 1;
      if (present) counts.membersPresent += 1;
      if (d.status === 'presente_y_votando') counts.membersPresentAndVoting += 1;
    } else if (present) {
      if (d.kind === 'observador') counts.observersPresent += 1;
      else counts.ngosPresent += 1;
    }
  }
  return counts;
}
