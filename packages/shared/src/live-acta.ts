import { z } from 'zod';
import { ACTA_CODE_PATTERN, ACTA_VERIFICATION_STATUSES, type ActaVerification } from './acta-rules';
import { pageSchemaOf } from './paging';
import { WARNING_LEVELS } from './procedure/floor-schema';

/**
 * The running acta of a commission (PRODUCT §5 sessions/{id}): its live log, newest first, each entry with a
 * Spanish line the server writes from what the entry recorded.
 */
/** The most entries an acta's PDF holds (about 440 pages); a longer acta downloads as XLSX. */
export const ACTA_PDF_MAX_LINES = 10_000;

export const liveActaQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type LiveActaQuery = z.infer<typeof liveActaQuerySchema>;

export const liveActaEntrySchema = z.object({
  sequence: z.number(),
  event: z.string(),
  createdAt: z.string(),
  /** The staff member who acted, or null when the account is gone. */
  actorName: z.string().nullable(),
  /** One line in Spanish: what happened. */
  description: z.string(),
});
export type LiveActaEntry = z.infer<typeof liveActaEntrySchema>;

export const liveActaPageSchema = pageSchemaOf(liveActaEntrySchema);
export type LiveActaPage = z.infer<typeof liveActaPageSchema>;

/** GET /api/commissions/:id/live/undo: what «Deshacer» undoes next, then the actions before it, newest first. */
export const liveUndoQueueSchema = z.object({
  actions: z.array(z.object({ sequence: z.number(), description: z.string(), createdAt: z.string() })),
});
export type LiveUndoQueue = z.infer<typeof liveUndoQueueSchema>;

/** What became of a motion, in the acta's words. */
export const MOTION_OUTCOMES = ['aprobada', 'rechazada', 'decae sin votarse', 'retirada', 'fuera de orden', 'sin votar'] as const;
export type MotionOutcome = (typeof MOTION_OUTCOMES)[number];

/** What became of a vote, in the acta's words. */
export const VOTE_OUTCOMES = ['aprobada', 'rechazada', 'aprobada con veto', 'rechazada con veto', 'cancelada', 'en curso'] as const;
export type VoteOutcome = (typeof VOTE_OUTCOMES)[number];

/** How a vote was taken, in the acta's words. */
export const VOTE_METHODS_ES = ['nominal', 'por placas', 'con teléfonos, nominal registrada', 'con teléfonos, secreta'] as const;

/** A vote method's words in the acta (`floor.vote.method`). */
export const VOTE_METHOD_WORDS: Record<string, (typeof VOTE_METHODS_ES)[number]> = {
  roll_call: 'nominal',
  placard: 'por placas',
  phones_recorded: 'con teléfonos, nominal registrada',
  phones_secret: 'con teléfonos, secreta',
};

/** Where a ballot of a vote from phones came from, in the acta's words. */
export const BALLOT_SOURCE_WORDS: Record<string, string> = { phone: 'teléfono', chair: 'la Mesa' };

const count = z.number().int();

/** One roll call: when it opened, in which session, how many answered present, and who was absent. */
export const actaRollCallSchema = z.object({
  /** «Llamado a lista 1», numbered over the commission's roll calls. */
  label: z.string(),
  /** «Sesión 1», or «Antes de la primera sesión». */
  session: z.string(),
  at: z.string(),
  present: count,
  presentAndVoting: count,
  /** The delegations absent, in the commission's order. */
  absent: z.array(z.string()),
});
export type ActaRollCall = z.infer<typeof actaRollCallSchema>;

export const actaMotionSchema = z.object({
  at: z.string(),
  label: z.string(),
  /** The delegation that moved it, or «la Mesa». */
  by: z.string(),
  outcome: z.enum(MOTION_OUTCOMES),
  yes: count.nullable(),
  no: count.nullable(),
});
export type ActaMotion = z.infer<typeof actaMotionSchema>;

export const actaVoteSchema = z.object({
  at: z.string(),
  title: z.string(),
  method: z.enum(VOTE_METHODS_ES),
  outcome: z.enum(VOTE_OUTCOMES),
  yes: count.nullable(),
  no: count.nullable(),
  abstain: count.nullable(),
  /**
   * A roll-call vote's answers, in the order the delegations were first called; a later answer replaces «pasa». A
   * vote from phones: each voter's ballot in the commission's order with where it came from (`source`); in a secret
   * vote only who voted (answer «votó»), never what.
   */
  grid: z.array(z.object({ delegation: z.string(), answer: z.string(), source: z.string().optional() })),
});
export type ActaVote = z.infer<typeof actaVoteSchema>;

export const actaWarningSchema = z.object({
  at: z.string(),
  delegationId: z.string(),
  delegation: z.string(),
  level: z.enum(WARNING_LEVELS),
  /** The level in words: «verbal», «escrita», «con expulsión de la sesión». */
  levelText: z.string(),
  reason: z.string(),
});
export type ActaWarning = z.infer<typeof actaWarningSchema>;

export const actaSpeakerSchema = z.object({
  delegation: z.string(),
  speeches: count,
  /** Time spoken, as m:ss. */
  time: z.string(),
});
export type ActaSpeaker = z.infer<typeof actaSpeakerSchema>;

/**
 * A draft resolution the commission decided (decision 038), when its vote ended: adopted, with its symbol
 * («CDA/1/2026») and counts; or rejected, by its vote or by a division that left it no operative clause (no counts).
 */
export const actaResolutionSchema = z.object({
  at: z.string(),
  symbol: z.string().nullable(),
  title: z.string(),
  outcome: z.enum(['aprobada', 'rechazada']),
  yes: count.nullable(),
  no: count.nullable(),
  abstain: count.nullable(),
});
export type ActaResolution = z.infer<typeof actaResolutionSchema>;

/**
 * GET /api/commissions/:id/live/log/summary: the acta's summary (decision 016), what its downloads open with —
 * attendance at each roll call, the motions and their outcome, the votes with their counts and roll-call grids, the
 * draft resolutions decided, the warnings and the speakers. The texts are the acta's, in Spanish.
 */
export const actaSummarySchema = z.object({
  rollCalls: z.array(actaRollCallSchema),
  motions: z.array(actaMotionSchema),
  votes: z.array(actaVoteSchema),
  resolutions: z.array(actaResolutionSchema),
  warnings: z.array(actaWarningSchema),
  speakers: z.array(actaSpeakerSchema),
});
export type ActaSummary = z.infer<typeof actaSummarySchema>;

/** An acta's verification code in a route (`acta-rules.ts`), any letter case. */
export const actaCodeSchema = z
  .string()
  .max(120)
  .transform((code) => code.trim().toLowerCase())
  .pipe(z.string().regex(ACTA_CODE_PATTERN, 'No es un código de acta.'));

export const actaVerificationSchema = z.object({
  status: z.enum(ACTA_VERIFICATION_STATUSES),
  eventName: z.string(),
  commissionName: z.string(),
  entry: z.number(),
  entries: z.number(),
  alteredAt: z.number().nullable(),
}) satisfies z.ZodType<ActaVerification>;
