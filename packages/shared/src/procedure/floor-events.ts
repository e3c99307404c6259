/** The floor's event names (floor.ts), without zod: events.ts lists them and pages read it without loading zod (decision 027). */

/** The event names of the floor: the log entry, the audit action and the live update of each command. */
export const FLOOR_EVENTS = [
  'speaker.added',
  'speaker.removed',
  'speaker.moved',
  'speakers.closed',
  'speakers.reopened',
  'speaking_time.changed',
  'speech.started',
  'speech.ended',
  'speech.yielded',
  'timer.started',
  'timer.paused',
  'timer.reset',
  'timer.extended',
  'motion.entered',
  'motion.withdrawn',
  'motion.voted',
  'caucus.ended',
  'vote.opened',
  'vote.answered',
  'vote.closed',
  'vote.cancelled',
  'warning.given',
  'mode.changed',
] as const;
export type FloorEvent = (typeof FLOOR_EVENTS)[number];
