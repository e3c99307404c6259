import { isPresent, type RoomDelegation } from './members';
import { allow, type Ruling, refuse } from './refusal';

/**
 * A timer owned by the server: the time left when it last stopped or started, and the server time (ms) it
 * started at, or null while stopped. Clients add their measured clock offset to read it; nothing here calls
 * the clock — `now` is passed in.
 */
export interface Timer {
  remainingMs: number;
  startedAt: number | null;
}

/** A stopped timer of `ms`. */
export function newTimer(ms: number): Timer {
  return { remainingMs: ms, startedAt: null };
}

/** Whether the timer is running. */
export function isRunning(timer: Timer): boolean {
  return timer.startedAt !== null;
}

/** Time left at `now`; negative in overtime. */
export function remainingAt(timer: Timer, now: number): number {
  return timer.startedAt === null ? timer.remainingMs : timer.remainingMs - (now - timer.startedAt);
}

/** Starts (or resumes) a stopped timer. */
export function startTimer(timer: Timer, now: number): Ruling<Timer> {
  if (isRunning(timer)) return refuse('TIMER_RUNNING');
  return allow({ remainingMs: timer.remainingMs, startedAt: now });
}

/** Pauses a running timer, keeping the time left (negative in overtime). */
export function pauseTimer(timer: Timer, now: number): Ruling<Timer> {
  if (!isRunning(timer)) return refuse('TIMER_NOT_RUNNING');
  return allow({ remainingMs: remainingAt(timer, now), startedAt: null });
}

/** Back to `ms`, stopped. */
export function resetTimer(ms: number): Timer {
  return newTimer(ms);
}

/**
 * Adds `byMs` (a positive whole number of seconds, in ms) to the time left; in overtime the extension counts
 * from zero. A running timer keeps running from `now`.
 */
export function extendTimer(timer: Timer, byMs: number, now: number): Ruling<Timer> {
  if (!Number.isInteger(byMs) || byMs <= 0 || byMs % 1000 !== 0) return refuse('TIMER_EXTENSION_INVALID');
  const remainingMs = Math.max(0, remainingAt(timer, now)) + byMs;
  return allow({ remainingMs, startedAt: isRunning(timer) ? now : null });
}

/** What a screen shows of a timer. */
export interface TimerDisplay {
  /** Whole seconds, rounded up (0.2 s left shows 1); negative in overtime. */
  seconds: number;
  /** «m:ss», with a minus sign in overtime. */
  text: string;
  overtime: boolean;
  /** Within the warning before the end (and not yet over). */
  warning: boolean;
}

/**
 * The display of `remainingMs`: seconds rounded up, so a screen shows 0:01 until the time is over and 0:00
 * for the first second of overtime, then −0:01, −0:02…
 */
export function displayTimer(remainingMs: number, warningMs = 0): TimerDisplay {
  const seconds = Math.ceil(remainingMs / 1000) || 0;
  const magnitude = Math.abs(seconds);
  const text = `${seconds < 0 ? '-' : ''}${Math.floor(magnitude / 60)}:${String(magnitude % 60).padStart(2, '0')}`;
  return { seconds, text, overtime: remainingMs < 0, warning: remainingMs > 0 && remainingMs <= warningMs };
}

/** Who may receive a speaker's remaining time. */
export const YIELD_TARGETS = ['delegacion', 'preguntas', 'mesa'] as const;
export type YieldTarget = (typeof YIELD_TARGETS)[number];

/** A speech on the floor: the delegation speaking, whether it is answering questions, its timer, and who yielded it the time. */
export interface Speech {
  delegationId: string;
  mode: 'discurso' | 'preguntas';
  timer: Timer;
  /** The delegation that yielded this time, or null for a speech from the list. */
  yieldedBy: string | null;
}

/**
 * Yields the rest of a speech: to another present delegation, to questions (the speaker answers them in the
 * time left), or to the chair (the speech ends: null). Time that was yielded cannot be yielded again, and
 * there must be time left. The new speech keeps the timer running if it was.
 */
export function yieldSpeech(
  speech: Speech,
  target: { to: 'delegacion'; delegationId: string } | { to: 'preguntas' } | { to: 'mesa' },
  room: readonly RoomDelegation[],
  now: number,
): Ruling<Speech | null> {
  if (speech.yieldedBy !== null) return refuse('YIELD_NOT_ALLOWED');
  const left = remainingAt(speech.timer, now);
  if (left <= 0) return refuse('YIELD_NO_TIME');
  if (target.to === 'mesa') return allow(null);
  const timer = { remainingMs: left, startedAt: isRunning(speech.timer) ? now : null };
  if (target.to === 'preguntas')
    return allow({ delegationId: speech.delegationId, mode: 'preguntas', timer, yieldedBy: speech.delegationId });
  if (target.delegationId === speech.delegationId) return refuse('YIELD_TO_SELF');
  const receiver = room.find((d) => d.id === target.delegationId);
  if (!receiver || !isPresent(receiver)) return refuse('YIELD_TARGET_ABSENT');
  return allow({ delegationId: receiver.id, mode: 'discurso', timer, yieldedBy: speech.delegationId });
}
