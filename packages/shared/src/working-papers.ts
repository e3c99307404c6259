import { z } from 'zod';
import type { ClauseDiff, DiffSegment, OperativeDiff, PaperDiff } from './paper-diff';
import { DOCUMENT_VISIBILITIES } from './document-rules';
import { humanText } from './text';
import {
  AMENDMENT_KINDS,
  AMENDMENT_STATUSES,
  CLAUSE_ID_PATTERN,
  DIVISION_STATUSES,
  PAPER_LIMITS,
  PAPER_STATUSES,
  type PaperText,
  type PaperThreshold,
} from './working-paper-rules';

/**
 * The working-paper workspace (PRODUCT §10, decision 038): a commission's working papers written in the browser by
 * their sponsors and the chair, saved in versions; a save on an older version is merged clause by clause or refused
 * naming the clause in conflict.
 */

export * from './working-paper-rules';

const clauseId = z.string().regex(CLAUSE_ID_PATTERN, 'Identificador de cláusula no válido');
const clauseText = (label: string) => humanText({ max: PAPER_LIMITS.clauseMax, label });

const item = (label: string) => z.strictObject({ id: clauseId, text: clauseText(label) });

/** A paper's text as a save carries it: every text through the text rule, every clause id once. */
export const paperTextSchema = z
  .strictObject({
    title: humanText({ min: 1, max: PAPER_LIMITS.titleMax, label: 'Título' }),
    preambular: z.array(item('Cláusula preambular')).max(PAPER_LIMITS.preambular, 'Hay demasiadas cláusulas preambulares'),
    operative: z
      .array(
        z.strictObject({
          id: clauseId,
          text: clauseText('Cláusula operativa'),
          subClauses: z
            .array(
              z.strictObject({
                id: clauseId,
                text: clauseText('Subcláusula'),
                subClauses: z.array(item('Subcláusula')).max(PAPER_LIMITS.subSubClauses, 'Hay demasiadas subcláusulas'),
              }),
            )
            .max(PAPER_LIMITS.subClauses, 'Hay demasiadas subcláusulas'),
        }),
      )
      .max(PAPER_LIMITS.operative, 'Hay demasiadas cláusulas operativas'),
  })
  .check((ctx) => {
    const seen = new Set<string>();
    const ids = [
      ...ctx.value.preambular.map((c) => c.id),
      ...ctx.value.operative.flatMap((c) => [c.id, ...c.subClauses.flatMap((s) => [s.id, ...s.subClauses.map((i) => i.id)])]),
    ];
    for (const id of ids) {
      if (seen.has(id)) ctx.issues.push({ code: 'custom', input: ctx.value, message: 'Dos cláusulas tienen el mismo identificador' });
      seen.add(id);
    }
  });
export type PaperTextInput = z.input<typeof paperTextSchema>;

/** POST /api/room/papers: a new working paper, its title only (the phone's delegation is its first sponsor). */
export const newPaperSchema = z.strictObject({ title: humanText({ min: 1, max: PAPER_LIMITS.titleMax, label: 'Título' }) });
export type NewPaperInput = z.input<typeof newPaperSchema>;

/** PUT …/papers/:paperId: the whole text and the version it was written on. */
export const paperSaveSchema = z.strictObject({ baseVersion: z.number().int().min(1), text: paperTextSchema });
export type PaperSaveInput = z.input<typeof paperSaveSchema>;
/** A save as checked (its texts cleaned). */
export type PaperSave = z.infer<typeof paperSaveSchema>;

/** POST …/papers/:paperId/sponsors: one more sponsor delegation, of the same commission. */
export const paperSponsorSchema = z.strictObject({ delegationId: z.string().max(64) });
export type PaperSponsorInput = z.input<typeof paperSponsorSchema>;

const delegationRef = z.object({ delegationId: z.string(), name: z.string() });

const paperItemSchema = z.object({ id: z.string(), text: z.string() });

/** The text as answered (already checked when saved). */
export const paperTextViewSchema = z.object({
  title: z.string(),
  preambular: z.array(paperItemSchema),
  operative: z.array(paperItemSchema.extend({ subClauses: z.array(paperItemSchema.extend({ subClauses: z.array(paperItemSchema) })) })),
}) satisfies z.ZodType<PaperText>;

const thresholdSchema = z.object({
  percent: z.number(),
  present: z.number(),
  needed: z.number(),
  has: z.number(),
  reached: z.boolean(),
}) satisfies z.ZodType<PaperThreshold>;

/**
 * A division of the question as read: where it stands, the motion's outcome (null before its vote), the operative
 * clauses divided as they read when it was moved (number and words) with each one's outcome, the step voted next
 * (0: the motion; null once ended), and whether the reader records it.
 */
export const divisionSchema = z.object({
  id: z.string(),
  number: z.number(),
  status: z.enum(DIVISION_STATUSES),
  motion: z.boolean().nullable(),
  clauses: z.array(z.object({ clauseId: z.string(), number: z.number(), text: z.string(), adopted: z.boolean().nullable() })),
  nextStep: z.number().nullable(),
  appliedVersion: z.number().nullable(),
  /** The reader records the next vote (the commission's chair, while it is under way). */
  mayRecord: z.boolean(),
});
export type Division = z.infer<typeof divisionSchema>;

const voteCountsSchema = z.object({ favor: z.number(), contra: z.number(), abstenciones: z.number() });

/**
 * The draft's own vote once recorded: its outcome, when, the counts, the version the commission approved as a draft
 * (the diff's base) and, when adopted, its symbol («AG/1/2026»); a draft left with no operative clause by a division
 * falls with no vote of its own (`vote` null).
 */
export const resolutionSchema = z.object({
  adopted: z.boolean(),
  symbol: z.string().nullable(),
  decidedAt: z.string(),
  draftVersion: z.number().nullable(),
  vote: voteCountsSchema.nullable(),
});
export type Resolution = z.infer<typeof resolutionSchema>;

/**
 * An adopted resolution published among its commission's documents (decision 038): the document, who sees it, and
 * whether it is in the documents' trash now (restored from there, not published again).
 */
export const paperPublicationSchema = z.object({
  documentId: z.string(),
  visibility: z.enum(DOCUMENT_VISIBILITIES),
  inTrash: z.boolean(),
});
export type PaperPublication = z.infer<typeof paperPublicationSchema>;

/**
 * A working paper: its text at `version`, its sponsors and signatories in order, where it stands (a working paper, a
 * draft resolution, adopted or rejected) with its threshold, its latest division of the question and its vote, and
 * what the reader may do: edit it (a sponsor, the chair, while a working paper), sign it (a phone of a delegation that
 * does not sponsor it: `signed` says whether it has), approve it as a draft, divide it or record its vote (the chair,
 * once no amendment waits).
 */
export const workingPaperSchema = z.object({
  id: z.string(),
  commissionId: z.string(),
  version: z.number(),
  text: paperTextViewSchema,
  sponsors: z.array(delegationRef),
  signatories: z.array(delegationRef),
  status: z.enum(PAPER_STATUSES),
  threshold: thresholdSchema,
  updatedAt: z.string(),
  mayEdit: z.boolean(),
  maySign: z.boolean(),
  signed: z.boolean(),
  mayApprove: z.boolean(),
  division: divisionSchema.nullable(),
  resolution: resolutionSchema.nullable(),
  mayDivide: z.boolean(),
  mayVote: z.boolean(),
  /** Once adopted, for the chair and the Gestor: where it is published among the documents, or null while it is not. */
  publication: paperPublicationSchema.nullable(),
  /** The reader publishes it among the commission's documents (the chair or the Gestor, adopted and not yet published). */
  mayPublish: z.boolean(),
});
export type WorkingPaper = z.infer<typeof workingPaperSchema>;

/** A working paper in a list. */
export const paperSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  version: z.number(),
  sponsors: z.array(delegationRef),
  status: z.enum(PAPER_STATUSES),
  updatedAt: z.string(),
  mayEdit: z.boolean(),
});
export type PaperSummary = z.infer<typeof paperSummarySchema>;

/** GET …/papers: the commission's papers, newest first, and its delegations (the sponsors a paper may add). */
export const paperListSchema = z.object({ papers: z.array(paperSummarySchema), delegations: z.array(delegationRef) });
export type PaperList = z.infer<typeof paperListSchema>;

/** A save's answer: the paper as saved, and whether it was merged with a save made since its version. */
export const paperSavedSchema = z.object({ paper: workingPaperSchema, merged: z.boolean() });
export type PaperSaved = z.infer<typeof paperSavedSchema>;

const conflictSchema = z.union([
  z.object({ part: z.literal('title') }),
  z.object({ part: z.enum(['preambular', 'operative']), clauseId: z.string(), number: z.number() }),
  z.object({ part: z.literal('order'), list: z.enum(['preambular', 'operative']) }),
]);

/** 409 WORKING_PAPER_CONFLICT: the parts both saves changed, and the paper as saved now (to show beside one's own). */
export const paperConflictSchema = z.object({
  code: z.literal('WORKING_PAPER_CONFLICT'),
  message: z.string(),
  conflicts: z.array(conflictSchema),
  paper: workingPaperSchema,
});
export type PaperConflictAnswer = z.infer<typeof paperConflictSchema>;

// ---------- the version history and its diff (decision 038) ----------

/**
 * A kept version of a paper, without its text: its number, when it was saved, by whom (the delegation of the phone
 * that saved it, or the staff account; null once that delegation or account is gone) and whether it was merged with
 * another save made on the same version.
 */
export const paperVersionSchema = z.object({
  version: z.number(),
  savedAt: z.string(),
  by: z.object({ kind: z.enum(['delegation', 'staff']), name: z.string() }).nullable(),
  merged: z.boolean(),
});
export type PaperVersion = z.infer<typeof paperVersionSchema>;

/** GET …/papers/:id/versions: every kept version of the paper, the newest first. */
export const paperVersionListSchema = z.object({ versions: z.array(paperVersionSchema) });
export type PaperVersionList = z.infer<typeof paperVersionListSchema>;

const diffSegmentSchema = z.object({ kind: z.enum(['same', 'added', 'removed']), text: z.string() }) satisfies z.ZodType<DiffSegment>;
const clauseDiffSchema = z.object({
  id: z.string(),
  status: z.enum(['same', 'changed', 'added', 'removed']),
  moved: z.boolean(),
  at: z.number().nullable(),
  was: z.number().nullable(),
  segments: z.array(diffSegmentSchema),
}) satisfies z.ZodType<ClauseDiff>;

/** Two versions of a paper compared clause by clause (`diffPaperTexts`). */
export const paperDiffSchema = z.object({
  title: z.object({ status: z.enum(['same', 'changed']), segments: z.array(diffSegmentSchema) }),
  preambular: z.array(clauseDiffSchema),
  operative: z.array(
    clauseDiffSchema.extend({ subClauses: z.array(clauseDiffSchema.extend({ subClauses: z.array(clauseDiffSchema) })) }),
  ) satisfies z.ZodType<OperativeDiff[]>,
}) satisfies z.ZodType<PaperDiff>;

/** GET …/versions/:version/diff?from=: the version against an earlier one (`from`, by default the one before). */
export const paperVersionDiffSchema = z.object({ from: z.number(), version: z.number(), diff: paperDiffSchema });
export type PaperVersionDiff = z.infer<typeof paperVersionDiffSchema>;

// ---------- amendments (decision 038) ----------

/**
 * POST …/papers/:id/amendments: an amendment to a draft resolution's clause, by the clause's id (an addition names the
 * clause it follows, or none to come first). Its words go through the text rule; a strike has none.
 */
export const newAmendmentSchema = z
  .strictObject({
    kind: z.enum(AMENDMENT_KINDS),
    list: z.enum(['preambular', 'operative']),
    clauseId: clauseId.nullable(),
    text: humanText({ max: PAPER_LIMITS.clauseMax, label: 'Texto de la enmienda' }).default(''),
  })
  .check((ctx) => {
    const { kind, clauseId: target, text } = ctx.value;
    if (kind !== 'strike' && text === '')
      ctx.issues.push({ code: 'custom', input: ctx.value, path: ['text'], message: 'Escribe el texto que propone la enmienda' });
    if (kind === 'strike' && text !== '')
      ctx.issues.push({
        code: 'custom',
        input: ctx.value,
        path: ['text'],
        message: 'Una enmienda que suprime una cláusula no lleva texto',
      });
    if (kind !== 'add' && target === null)
      ctx.issues.push({ code: 'custom', input: ctx.value, path: ['clauseId'], message: 'Elige la cláusula que cambia la enmienda' });
  });
export type NewAmendmentInput = z.input<typeof newAmendmentSchema>;

/** POST …/amendments/:amendmentId/answer: a sponsor delegation accepts the amendment as friendly, or does not. */
export const amendmentAnswerSchema = z.strictObject({ accepted: z.boolean() });
export type AmendmentAnswerInput = z.input<typeof amendmentAnswerSchema>;

/** POST …/amendments/:amendmentId/decide: the outcome of the commission's vote on an amendment that was not friendly. */
export const amendmentDecisionSchema = z.strictObject({ adopted: z.boolean() });
export type AmendmentDecisionInput = z.input<typeof amendmentDecisionSchema>;

/**
 * An amendment as read: what it changes (the clause's number and words now, null once gone), who proposed it, where it
 * stands, the sponsors' answers and those still awaited, how far it departs from the text (0–1) and its place in the
 * vote (1 first, while it waits for its vote), and what the reader may do.
 */
export const amendmentSchema = z.object({
  id: z.string(),
  number: z.number(),
  kind: z.enum(AMENDMENT_KINDS),
  list: z.enum(['preambular', 'operative']),
  clauseId: z.string().nullable(),
  clauseNumber: z.number().nullable(),
  original: z.string().nullable(),
  text: z.string(),
  proposer: delegationRef,
  status: z.enum(AMENDMENT_STATUSES),
  answers: z.array(delegationRef.extend({ accepted: z.boolean() })),
  waitingFor: z.array(delegationRef),
  departure: z.number(),
  voteRank: z.number().nullable(),
  appliedVersion: z.number().nullable(),
  createdAt: z.string(),
  mayAnswer: z.boolean(),
  mayDecide: z.boolean(),
});
export type Amendment = z.infer<typeof amendmentSchema>;

/** GET …/papers/:id/amendments: those waiting for the vote in its order, then those the sponsors answer, then the rest. */
export const amendmentListSchema = z.object({ amendments: z.array(amendmentSchema), mayPropose: z.boolean() });
export type AmendmentList = z.infer<typeof amendmentListSchema>;

/** POST …/papers/:paperId/division: the chair records a motion to divide the question on these operative clauses. */
export const newDivisionSchema = z.strictObject({
  clauseIds: z
    .array(clauseId)
    .min(1, 'Elige al menos una cláusula operativa para votarla aparte.')
    .max(PAPER_LIMITS.operative, 'Hay demasiadas cláusulas operativas'),
});
export type NewDivisionInput = z.input<typeof newDivisionSchema>;

/** POST …/division/vote: the outcome of the division's next vote, named by its step (0: the motion), so a repeat records nothing. */
export const divisionVoteSchema = z.strictObject({ step: z.number().int().min(0).max(PAPER_LIMITS.operative), adopted: z.boolean() });
export type DivisionVoteInput = z.input<typeof divisionVoteSchema>;

const VOTE_COUNT_MESSAGE = 'Un número entero entre 0 y 10000';
const voteCount = z.number().int(VOTE_COUNT_MESSAGE).min(0, VOTE_COUNT_MESSAGE).max(10_000, VOTE_COUNT_MESSAGE);

/** POST …/papers/:paperId/vote: the draft's own vote as the chair read it on the floor: its counts and its outcome. */
export const paperVoteSchema = z.strictObject({
  adopted: z.boolean(),
  favor: voteCount,
  contra: voteCount,
  abstenciones: voteCount,
});
export type PaperVoteInput = z.input<typeof paperVoteSchema>;

/** POST …/papers/:paperId/publication: the adopted resolution among the commission's documents, seen by whom. */
export const paperPublishSchema = z.strictObject({ visibility: z.enum(DOCUMENT_VISIBILITIES) });
export type PaperPublishInput = z.input<typeof paperPublishSchema>;

/** The live stream's `papers` event: a paper changed and its version now ('' and 0 when any paper may have). */
export interface LivePapers {
  paperId: string;
  version: number;
}
