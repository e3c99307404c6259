import { allow, refuse, type Ruling } from './refusal';

/** A session's status (PRODUCT §2): `programada` → `en_curso` ⇄ `suspendida` → `cerrada`. */
export const SESSION_STATUSES = ['programada', 'en_curso', 'suspendida', 'cerrada'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/** Whether a session is open: in progress or suspended (at most one per commission). */
export function isSessionOpen(status: SessionStatus): boolean {
  return status === 'en_curso' || status === 'suspendida';
}

/** Opening a session: allowed only when none of the commission is open. Answers the new status. */
export function openSessionRuling(open: { status: SessionStatus } | null): Ruling<SessionStatus> {
  return open ? refuse('SESSION_ALREADY_OPEN') : allow('en_curso');
}

/** Suspending the open session: only one in progress. */
export function suspendSessionRuling(open: { status: SessionStatus } | null): Ruling<SessionStatus> {
  if (!open) return refuse('SESSION_NOT_OPEN');
  return open.status === 'en_curso' ? allow('suspendida') : refuse('SESSION_NOT_IN_PROGRESS');
}

/** Resuming the open session: only a suspended one. */
export function resumeSessionRuling(open: { status: SessionStatus } | null): Ruling<SessionStatus> {
  if (!open) return refuse('SESSION_NOT_OPEN');
  return open.status === 'suspendida' ? allow('en_curso') : refuse('SESSION_NOT_SUSPENDED');
}

/** Closing the open session, in progress or suspended. */
export function closeSessionRuling(open: { status: SessionStatus } | null): Ruling<SessionStatus> {
  return open ? allow('cerrada') : refuse('SESSION_NOT_OPEN');
}

/** Opening a roll call: only when none of the commission is open. */
export function openRollCallRuling(open: unknown | null): Ruling<true> {
  return open ? refuse('ROLL_CALL_ALREADY_OPEN') : allow(true);
}

/** Closing the open roll call. */
export function closeRollCallRuling(open: unknown | null): Ruling<true> {
  return open ? allow(true) : refuse('ROLL_CALL_NOT_OPEN');
}

/** Marking a delegate on a roll call: it must exist and still be open. */
export function markRollCallRuling(rollCall: { closedAt: string | null } | null): Ruling<true> {
  if (!rollCall) return refuse('ROLL_CALL_NOT_OPEN');
  return rollCall.closedAt === null ? allow(true) : refuse('ROLL_CALL_CLOSED');
}
