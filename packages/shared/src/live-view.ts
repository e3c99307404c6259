import type { LiveState } from './live';
import { motionMajority } from './procedure/motion-rules';
import type { Majority } from './procedure/majorities';
import type { PendingMotion } from './procedure/motions';
import { displayTimer, remainingAt, type TimerDisplay } from './procedure/timers';

/**
 * How a screen reads the live state (the room's screen, a delegate's phone), without zod: the pages that show it load
 * these and not the schemas (decision 027).
 */

/** A delegation's name as the room knows it (from the attendance of the live state). */
export function delegationName(state: LiveState, delegationId: string | null): string {
  if (!delegationId) return '';
  return state.attendance.find((d) => d.delegationId === delegationId)?.name ?? '';
}

/**
 * A timer of the floor as the screen shows it at `now` (server ms), with the commission's warning time. The
 * screen's server clock may trail the server by the delivery delay, so a timer that has just started could
 * read a few ms before its start: it never shows more time than it started with (no «1:31» of a 1:30 speech).
 */
export function timerAt(state: LiveState, timer: { remainingMs: number; startedAt: number | null }, now: number): TimerDisplay {
  return displayTimer(Math.min(timer.remainingMs, remainingAt(timer, now)), state.rules.warningMs);
}

/** The motion considered first (the floor keeps them in order of precedence) and the majority it needs. */
export function motionOnFloor(state: LiveState): { motion: PendingMotion; majority: Majority; others: number } | null {
  const [motion, ...others] = state.floor.motions as PendingMotion[];
  return motion ? { motion, majority: motionMajority(motion, state.catalogue), others: others.length } : null;
}
