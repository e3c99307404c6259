import { z } from 'zod';
import { humanText } from '../text';
import { MAJORITIES } from './majorities';
import { MOTION_KINDS, motionInputSchema } from './motions';
import { VOTE_METHODS } from './phone-vote';
import { YIELD_TARGETS } from './timers';
import { VOTE_ANSWERS } from './voting';

/**
 * The floor of a live session (PRODUCT §5 sessions/{id}): what the room is doing — the mode, the speakers
 * list, the speech and its timer, a caucus, the pending motions, a vote in progress, the results taken and
 * the warnings. Plain data kept by the server (one JSON document per commission) and sent to every screen;
 * `floor.ts` changes it. Times are server milliseconds.
 */

/** What the room is doing: the general speakers list, a caucus, or voting procedure on documents. */
export const FLOOR_MODES = ['debate', 'caucus_moderado', 'caucus_no_moderado', 'votacion'] as const;
export type FloorMode = (typeof FLOOR_MODES)[number];

export const timerSchema = z.object({ remainingMs: z.number(), startedAt: z.number().nullable() });

export const speechSchema = z.object({
  /** Each speech its own id: a yield starts a new one. */
  id: z.string(),
  delegationId: z.string(),
  mode: z.enum(['discurso', 'preguntas']),
  timer: timerSchema,
  yieldedBy: z.string().nullable(),
  /** Time spoken before the timer's last start (the running part is added when it stops or the speech ends). */
  spokenMs: z.number(),
});

/** One place in the speakers list. */
export const queuedSpeakerSchema = z.object({ id: z.string(), delegationId: z.string() });

export const caucusSchema = z.object({
  motionId: z.string(),
  kind: z.enum(['caucus_moderado', 'caucus_no_moderado']),
  topic: z.string(),
  timer: timerSchema,
  /** The caucus's whole duration (ms), where a reset goes back to. */
  totalMs: z.number(),
  /** Time per speaker in a moderated caucus (ms); null in an unmoderated one. */
  speakerMs: z.number().nullable(),
});

export const pendingMotionSchema = z.intersection(
  motionInputSchema,
  z.object({ id: z.string(), submittedAt: z.number(), delegationId: z.string().nullable() }),
);

export const vetoHolderSchema = z.object({ id: z.string(), name: z.string() });

export const voteResultSchema = z.object({
  yes: z.number(),
  no: z.number(),
  abstain: z.number(),
  majority: z.enum(MAJORITIES),
  basis: z.enum(['presentes', 'miembros', 'presentes_y_votando', 'consejo_seguridad']),
  base: z.number(),
  required: z.number(),
  vetoes: z.array(vetoHolderSchema),
  passed: z.boolean(),
  pending: z.number(),
  decided: z.boolean(),
});

/** What a vote is about: a motion on the floor, or a document (substance). */
export const voteSubjectSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('motion'), motionId: z.string(), kind: z.enum(MOTION_KINDS), label: z.string() }),
  z.object({ type: z.literal('document'), label: z.string() }),
]);

export const rollCallVoteSchema = z.object({
  substantive: z.boolean(),
  majority: z.enum(MAJORITIES),
  voters: z.array(z.object({ id: z.string(), name: z.string(), veto: z.boolean(), mayAbstain: z.boolean() })),
  answers: z.record(z.string(), z.enum(VOTE_ANSWERS)),
  passes: z.array(z.string()),
});

/** A vote cast from phones: the ballots' key (never reused), recorded or secret, and its voters fixed at the opening. */
export const phoneVoteSchema = z.object({
  voteId: z.string(),
  secret: z.boolean(),
  /** The first ballot counts (always in a secret vote); absent in floors stored before: a recorded vote counted the latest. */
  firstCounts: z.boolean().default(false),
  substantive: z.boolean(),
  majority: z.enum(MAJORITIES),
  voters: rollCallVoteSchema.shape.voters,
});

/**
 * A vote on a document in progress: by placards (counts entered at once), by roll call (one answer at a time), or
 * from phones (ballots kept apart, counted when the chair closes it; decision 036).
 */
export const floorVoteSchema = z.object({
  id: z.string(),
  /**
   * The vote's key, made fresh by the server at each opening and never reused (the floor's ids come from a counter an
   * undo walks back, so `v5` may name two votes): what a phone's answer or ballot names. '' in floors stored before.
   */
  key: z.string().default(''),
  subject: voteSubjectSchema,
  method: z.enum(VOTE_METHODS),
  majority: z.enum(MAJORITIES),
  openedAt: z.number(),
  rollCall: rollCallVoteSchema.nullable(),
  /** A vote from phones; null otherwise (absent in floors stored before phones voted). */
  phones: phoneVoteSchema.nullable().default(null),
  /** The roll call's numbers so far («faltan N», decided); null for a placard vote. */
  tally: voteResultSchema.nullable(),
});

/** A vote taken: what, how, and the numbers behind the result. */
export const floorResultSchema = z.object({
  id: z.string(),
  subject: voteSubjectSchema,
  method: z.enum(VOTE_METHODS),
  result: voteResultSchema,
  at: z.number(),
});

export const floorSchema = z.object({
  mode: z.enum(FLOOR_MODES),
  /** Speaking time of a speech from the list, ms (the commission's default until the chair changes it). */
  speakingMs: z.number(),
  speakers: z.array(queuedSpeakerSchema),
  speakersClosed: z.boolean(),
  /** The general list kept aside while a caucus uses the list. */
  stashedSpeakers: z.array(queuedSpeakerSchema),
  speech: speechSchema.nullable(),
  caucus: caucusSchema.nullable(),
  motions: z.array(pendingMotionSchema),
  vote: floorVoteSchema.nullable(),
  /** The latest results, newest first (the acta keeps all of them). */
  results: z.array(floorResultSchema),
  /** Next document vote is by roll call (a «votación nominal» motion passed). */
  nextVoteByRollCall: z.boolean(),
  /** Warnings (amonestaciones) per delegation id. */
  warnings: z.record(z.string(), z.number()),
  /** Speeches given and time spoken per delegation id, over the whole event. */
  stats: z.record(z.string(), z.object({ speeches: z.number(), speakingMs: z.number() })),
  /** Counter of the ids made on the floor (speakers, motions, votes). */
  nextId: z.number(),
});
export type Floor = z.infer<typeof floorSchema>;
export type FloorVote = z.infer<typeof floorVoteSchema>;
export type FloorResult = z.infer<typeof floorResultSchema>;
export type VoteSubjectRef = z.infer<typeof voteSubjectSchema>;

const id = z.string().min(1).max(64);
const whole = (min: number, max: number) => z.number().int().min(min).max(max);
const timerTarget = z.enum(['speech', 'caucus']).default('speech');

/**
 * A command's fields, strict: a field the command does not take (an abstention count on a motion vote) is refused
 * with its name rather than dropped.
 */
export function commandSchema<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Esta orden no lleva ${issue.keys.map((k) => `«${k}»`).join(', ')}` : undefined,
  });
}

/** How serious a warning is: said aloud, written, or the delegation sent out of the session. */
export const WARNING_LEVELS = ['verbal', 'escrita', 'expulsion'] as const;
export type WarningLevel = (typeof WARNING_LEVELS)[number];

/** The commands that change the floor (each also a member of the live command union). */
export const floorCommandSchemas = [
  commandSchema({ type: z.literal('speakers.add'), delegationId: id }),
  commandSchema({ type: z.literal('speakers.remove'), speakerId: id }),
  commandSchema({ type: z.literal('speakers.move'), speakerId: id, toIndex: whole(0, 1000) }),
  commandSchema({ type: z.literal('speakers.close') }),
  commandSchema({ type: z.literal('speakers.reopen') }),
  commandSchema({ type: z.literal('speakingTime.set'), seconds: whole(10, 1800) }),
  commandSchema({ type: z.literal('speech.next') }),
  commandSchema({ type: z.literal('speech.recognize'), delegationId: id }),
  commandSchema({ type: z.literal('speech.end') }),
  commandSchema({
    type: z.literal('speech.yield'),
    to: z.enum(YIELD_TARGETS),
    delegationId: id.optional(),
  }),
  commandSchema({ type: z.literal('timer.start'), target: timerTarget }),
  commandSchema({ type: z.literal('timer.pause'), target: timerTarget }),
  commandSchema({ type: z.literal('timer.reset'), target: timerTarget }),
  commandSchema({ type: z.literal('timer.extend'), target: timerTarget, seconds: whole(1, 3600) }),
  commandSchema({ type: z.literal('motion.enter'), motion: z.unknown(), delegationId: id.nullable().default(null) }),
  commandSchema({ type: z.literal('motion.withdraw'), motionId: id }),
  commandSchema({ type: z.literal('motion.vote'), motionId: id, yes: whole(0, 1000), no: whole(0, 1000) }),
  commandSchema({ type: z.literal('caucus.end') }),
  commandSchema({
    type: z.literal('vote.open'),
    title: humanText({ min: 1, max: 200, label: 'Documento' }),
    method: z.enum(VOTE_METHODS).optional(),
    majority: z.enum(MAJORITIES).default('simple'),
    /** A recorded vote from phones in which each delegation's first ballot counts: votes cannot change. */
    firstCounts: z.boolean().optional(),
  }),
  commandSchema({
    type: z.literal('vote.placard'),
    yes: whole(0, 1000),
    no: whole(0, 1000),
    abstain: whole(0, 1000),
    vetoHoldersAgainst: z.array(id).max(50).default([]),
  }),
  commandSchema({ type: z.literal('vote.answer'), delegationId: id, answer: z.enum([...VOTE_ANSWERS, 'pasa']) }),
  /** Closes a vote from phones: its ballots are counted. */
  commandSchema({ type: z.literal('vote.close') }),
  commandSchema({ type: z.literal('vote.cancel') }),
  commandSchema({
    type: z.literal('warning.give'),
    delegationId: id,
    level: z.enum(WARNING_LEVELS),
    reason: humanText({ min: 1, max: 300, label: 'Motivo' }),
  }),
  commandSchema({ type: z.literal('mode.set'), mode: z.enum(['debate', 'votacion']) }),
] as const;
export type FloorCommand = z.infer<(typeof floorCommandSchemas)[number]>;
export type FloorCommandType = FloorCommand['type'];
