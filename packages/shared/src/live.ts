import { z } from 'zod';
import { DELEGATION_KINDS } from './delegates';
import { commandSchema, floorCommandSchemas, floorSchema, WARNING_LEVELS } from './procedure/floor-schema';
import { ROLL_CALL_STATUSES } from './procedure/members';
import { BALLOT_SOURCES, VOTE_METHODS } from './procedure/phone-vote';
import { VOTE_ANSWERS } from './procedure/voting';
import { motionCatalogueSchema } from './procedure/motion-schema';
import { SESSION_STATUSES } from './procedure/session';
import type { SpeakingSummary } from './procedure/speaking-statistics';
import { COMMISSION_KINDS, MAJORITY_BASES } from './schemas';
import type { ErrorCode } from './errors';
import { humanText } from './text';

/**
 * A commission's live state and the commands that change it (PRODUCT §2, §5 sessions/{id}, meetings/{id}).
 * Every command carries the state version it was made on and an action id made by the client: a stale
 * version is refused with STATE_CHANGED, a repeated action id answers the first answer again.
 */

/** Who marks a roll call: the chair, or each delegate with the rotating code (`/meets`). */
export const ROLL_CALL_MODES = ['chair', 'self'] as const;
export type RollCallMode = (typeof ROLL_CALL_MODES)[number];

const id = z.string().min(1).max(64);

export const liveCommandSchema = z.discriminatedUnion('type', [
  commandSchema({
    type: z.literal('session.open'),
    title: humanText({ min: 1, max: 200, label: 'Título' }),
    topic: humanText({ max: 200, label: 'Tema' }).default(''),
    /** A scheduled session of the commission to open: it becomes this session, with the title and topic sent. */
    scheduledId: id.optional(),
  }),
  commandSchema({ type: z.literal('session.suspend') }),
  commandSchema({ type: z.literal('session.resume') }),
  commandSchema({ type: z.literal('session.close') }),
  commandSchema({ type: z.literal('rollCall.open'), mode: z.enum(ROLL_CALL_MODES).default('chair') }),
  commandSchema({ type: z.literal('rollCall.close') }),
  commandSchema({ type: z.literal('rollCall.mark'), rollCallId: id, delegateId: id, status: z.enum(ROLL_CALL_STATUSES) }),
  ...floorCommandSchemas,
  /**
   * The chair's ruling on a request from a phone (decision 037): to the floor (a motion is entered with its
   * supporters, a request for the floor joins the speakers list, a point or a right of reply is granted), or out of
   * order with the reason its authors see.
   */
  commandSchema({ type: z.literal('request.accept'), requestId: id }),
  commandSchema({ type: z.literal('request.rule_out'), requestId: id, reason: humanText({ min: 1, max: 200, label: 'Motivo' }) }),
  /** Undoes the latest action not yet undone, with a new entry of the log (nothing is deleted). */
  commandSchema({ type: z.literal('action.undo') }),
]);
export type LiveCommand = z.infer<typeof liveCommandSchema>;
export type LiveCommandType = LiveCommand['type'];

/** An action id made by a client: a retry with the same id answers the first answer again. */
export const actionIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'Identificador de acción no válido');

/** A command as sent: the version it was made on and the client's action id (unique per commission). */
export const liveCommandRequestSchema = z.object({
  version: z.number().int().min(0),
  actionId: actionIdSchema,
  command: liveCommandSchema,
});
export type LiveCommandRequest = z.input<typeof liveCommandRequestSchema>;

export const liveSessionSchema = z.object({
  id: z.string(),
  number: z.number(),
  title: z.string(),
  topic: z.string(),
  status: z.enum(SESSION_STATUSES),
  openedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
});
export type LiveSession = z.infer<typeof liveSessionSchema>;

/**
 * A session scheduled ahead (PRODUCT §2 `programada`): its title, optional topic and start, stored in UTC and
 * shown in the event's time zone. Scheduling is not a floor event: it does not go through the live log.
 */
export const scheduledSessionSchema = z.object({
  id: z.string(),
  title: z.string(),
  topic: z.string(),
  startsAt: z.string(),
});
export type ScheduledSession = z.infer<typeof scheduledSessionSchema>;

/** Scheduling a session, or changing one still `programada`: the start must be in the future. */
export const scheduleSessionSchema = z.object({
  title: humanText({ min: 1, max: 200, label: 'Título' }),
  topic: humanText({ max: 200, label: 'Tema' }).default(''),
  startsAt: z.iso.datetime({ offset: true, error: 'Fecha no válida' }),
});
export type ScheduleSessionInput = z.input<typeof scheduleSessionSchema>;

export const rollCallMarkSchema = z.object({
  delegateId: z.string(),
  delegationId: z.string(),
  status: z.enum(ROLL_CALL_STATUSES),
  markedAt: z.string(),
});

export const liveRollCallSchema = z.object({
  id: z.string(),
  sessionId: z.string().nullable(),
  mode: z.enum(ROLL_CALL_MODES),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
  marks: z.array(rollCallMarkSchema),
});
export type LiveRollCall = z.infer<typeof liveRollCallSchema>;

/** A delegation's attendance on the commission's latest roll call (the strongest of its delegates' marks). */
export const delegationAttendanceSchema = z.object({
  delegationId: z.string(),
  name: z.string(),
  kind: z.enum(DELEGATION_KINDS),
  veto: z.boolean(),
  status: z.enum(ROLL_CALL_STATUSES),
});

export const liveQuorumSchema = z.object({
  members: z.number(),
  present: z.number(),
  debateRequired: z.number(),
  decisionRequired: z.number(),
  hasDebateQuorum: z.boolean(),
  hasDecisionQuorum: z.boolean(),
});

/** The commission's rules as the procedure reads them (`procedureRulesOf`), for screens to compute with. */
export const liveRulesSchema = z.object({
  kind: z.enum(COMMISSION_KINDS),
  debateQuorum: z.object({ numerator: z.number(), denominator: z.number() }),
  majorityBase: z.enum(MAJORITY_BASES),
  usesPresentAndVoting: z.boolean(),
  observersVoteOnMotions: z.boolean(),
  securityCouncilVotes: z.number().nullable(),
  warningMs: z.number(),
  speakingMs: z.number(),
});

export const liveStateSchema = z.object({
  commissionId: z.string(),
  /** Moves by one with every command applied; a command must carry the version it was made on. */
  version: z.number(),
  /** The sequence of the commission's last log entry (0 when the log is empty). */
  lastSequence: z.number(),
  /** The open session (en curso or suspendida), or null. */
  session: liveSessionSchema.nullable(),
  /** The commission's next scheduled session (the earliest still `programada`), or null. */
  nextSession: scheduledSessionSchema.nullable(),
  /** The open roll call with its marks, or null. */
  rollCall: liveRollCallSchema.nullable(),
  /** Attendance per delegation on the latest roll call (all absent before the first). */
  attendance: z.array(delegationAttendanceSchema),
  quorum: liveQuorumSchema,
  rules: liveRulesSchema,
  /** The event's motion catalogue in force: each motion's majority and rank (the pending motions are in its order). */
  catalogue: motionCatalogueSchema,
  /** The floor: mode, speakers, speech, caucus, motions, vote, results, warnings (`procedure/floor.ts`). */
  floor: floorSchema,
});
export type LiveState = z.infer<typeof liveStateSchema>;

/** One entry of a commission's append-only log. */
export const liveLogEntrySchema = z.object({
  sequence: z.number(),
  actionId: z.string(),
  event: z.string(),
  version: z.number(),
  createdAt: z.string(),
});
export type LiveLogEntry = z.infer<typeof liveLogEntrySchema>;

/** A command's answer: its log entry (the first one again for a repeated action id) and the current state. */
export const liveCommandResultSchema = z.object({ entry: liveLogEntrySchema, replayed: z.boolean(), state: liveStateSchema });
export type LiveCommandResult = z.infer<typeof liveCommandResultSchema>;

/** The answer to a stale version: STATE_CHANGED with the current state. */
export const stateChangedSchema = z.object({ code: z.literal('STATE_CHANGED'), message: z.string(), state: liveStateSchema });

/**
 * A ballot of a vote from phones (decision 036): the vote's ballots id (`floor.vote.phones.voteId`), the delegation,
 * its choice and an action id. Not a live command: it carries no version.
 */
export const castBallotSchema = z.object({
  voteId: id,
  delegationId: id,
  choice: z.enum(VOTE_ANSWERS, 'El voto es a favor, en contra o abstención'),
  actionId: actionIdSchema,
});
export type CastBallotInput = z.infer<typeof castBallotSchema>;

/** A ballot from a delegation's phone (`POST /api/room/ballots`): its delegation is the device's own. */
export const phoneBallotSchema = z.strictObject(castBallotSchema.omit({ delegationId: true }).shape);
export type PhoneBallotInput = z.infer<typeof phoneBallotSchema>;

/**
 * A roll-call answer from the called delegation's phone (`POST /api/room/roll-call-answer`): the floor's roll-call
 * vote it answers (its key, `floor.vote.key`: never reused), the answer and an action id. Its delegation is the device's own.
 */
export const phoneRollCallAnswerSchema = z.strictObject({
  voteId: id,
  answer: z.enum([...VOTE_ANSWERS, 'pasa'], 'La respuesta es a favor, en contra, abstención o pasa'),
  actionId: actionIdSchema,
});
export type PhoneRollCallAnswerInput = z.infer<typeof phoneRollCallAnswerSchema>;

/** A phone's roll-call answer taken (or taken before, for a repeated action id: `replayed`). */
export const phoneRollCallAnsweredSchema = z.object({
  voteId: z.string(),
  answer: phoneRollCallAnswerSchema.shape.answer,
  replayed: z.boolean(),
});
export type PhoneRollCallAnswered = z.infer<typeof phoneRollCallAnsweredSchema>;

/**
 * A ballot's answer: counted, or «ya votó» (a secret vote counts a delegation's first ballot only) with the first
 * ballot's time; `replayed` for an action id already answered. `cast` of `eligible` as the vote stands now.
 */
export const ballotAnswerSchema = z.object({
  voteId: z.string(),
  delegationId: z.string(),
  status: z.enum(['counted', 'already_voted']),
  castAt: z.string(),
  replayed: z.boolean(),
  cast: z.number(),
  eligible: z.number(),
});
export type BallotAnswer = z.infer<typeof ballotAnswerSchema>;

/** One voter of a vote from phones as the chair sees it: whether it voted, from where, and (recorded only) its choice. */
export const ballotVoterSchema = z.object({
  delegationId: z.string(),
  name: z.string(),
  voted: z.boolean(),
  /** Always null in a secret vote. */
  choice: z.enum(VOTE_ANSWERS).nullable(),
  source: z.enum(BALLOT_SOURCES).nullable(),
  castAt: z.string().nullable(),
});

/** The open vote from phones, for the chair: «votos emitidos N de M» and who has voted; null when none is open. */
export const ballotsViewSchema = z.object({
  vote: z
    .object({
      /** The ballots id. */
      voteId: z.string(),
      /** The floor's id of the vote. */
      floorVoteId: z.string(),
      method: z.enum(VOTE_METHODS),
      cast: z.number(),
      eligible: z.number(),
      voters: z.array(ballotVoterSchema),
    })
    .nullable(),
});
export type BallotsView = z.infer<typeof ballotsViewSchema>;

/**
 * A delegation's own ballot in the open vote from phones, as its phone shows it: what is voted, whether the delegation
 * is among the voters and may abstain, whether it voted and when, and in a recorded vote what (never in a secret one).
 */
export const delegationBallotSchema = z.object({
  vote: z
    .object({
      voteId: z.string(),
      method: z.enum(VOTE_METHODS),
      title: z.string(),
      eligible: z.boolean(),
      mayAbstain: z.boolean(),
      /** The delegation's first ballot counts: once it voted, it cannot change it (always so in a secret vote). */
      firstCounts: z.boolean(),
      voted: z.boolean(),
      choice: z.enum(VOTE_ANSWERS).nullable(),
      castAt: z.string().nullable(),
    })
    .nullable(),
});
export type DelegationBallot = z.infer<typeof delegationBallotSchema>;

/** The live stream's `ballots` event: how many have voted, never who nor what. */
export interface LiveBallots {
  voteId: string;
  cast: number;
  eligible: number;
}

/** The live stream's `own-ballot` event (a phone's): its delegation's ballot in this vote changed; '' when not known which. */
export interface LiveOwnBallot {
  voteId: string;
}

/** The live stream's events: their names in live-rules.ts (without zod), the data of an entry, a heartbeat and the end here. */
export {
  LIVE_STREAM_BALLOTS,
  LIVE_STREAM_HEARTBEAT,
  LIVE_STREAM_NEWS,
  LIVE_STREAM_OWN_BALLOT,
  LIVE_STREAM_PAPERS,
  LIVE_STREAM_REQUESTS,
  LIVE_STREAM_REVOKED,
  LIVE_STREAM_SNAPSHOT,
} from './live-rules';
export const liveStreamEntrySchema = z.object({ entry: liveLogEntrySchema, state: liveStateSchema });
export type LiveStreamEntry = z.infer<typeof liveStreamEntrySchema>;
export const liveHeartbeatSchema = z.object({ serverTime: z.number() });
export type LiveHeartbeat = z.infer<typeof liveHeartbeatSchema>;
/** The last event of a stream whose right is gone (signed out, no longer a chair, a regenerated projection code). */
export interface LiveRevoked {
  code: ErrorCode;
  message: string;
}

/** How often someone was present over a commission's roll calls (rate null before the first roll call). */
export const attendanceSchema = z.object({ present: z.number(), rollCalls: z.number(), rate: z.number().nullable() });
export type AttendanceFigures = z.infer<typeof attendanceSchema>;

/** A delegation's part in the commission over the event: attendance, speeches, time spoken and warnings. */
export const delegationParticipationSchema = z.object({
  delegationId: z.string(),
  name: z.string(),
  kind: z.enum(DELEGATION_KINDS),
  attendance: attendanceSchema,
  speeches: z.number(),
  speakingMs: z.number(),
  /** Its share of the commission's speaking time, 0–1; null while nobody has spoken (`speakingStatistics`). */
  share: z.number().nullable(),
  warnings: z.number(),
  /** Each warning given and not undone, oldest first: its level, its reason and when. */
  warningsGiven: z.array(z.object({ level: z.enum(WARNING_LEVELS), reason: z.string(), at: z.string() })),
});
export type DelegationParticipation = z.infer<typeof delegationParticipationSchema>;

/** The commission's speaking time as a whole (PRODUCT §11): total, turns, the delegations not heard yet, the Gini coefficient. */
export const speakingSummarySchema = z.object({
  totalMs: z.number(),
  speeches: z.number(),
  silent: z.array(z.string()),
  gini: z.number().nullable(),
}) satisfies z.ZodType<SpeakingSummary>;

export const participationSchema = z.object({ delegations: z.array(delegationParticipationSchema), speaking: speakingSummarySchema });
export type Participation = z.infer<typeof participationSchema>;
