import { z } from 'zod';
import { AWARD_RECIPIENTS } from './award-rules';
import { humanText, optionalHumanText } from './text';

/**
 * Award categories and awards (PRODUCT §2, §5 awards/{id}). The Gestor keeps the categories; the chair of a
 * commission gives them to its delegates or delegations within each category's maximum and eligibility,
 * then locks; the Gestor unlocks or publishes. A published award shows on the delegate's /verificator page.
 */

export { AWARD_RECIPIENTS, type AwardRecipient } from './award-rules';

export const awardCategoryInputSchema = z.object({
  name: humanText({ min: 1, max: 80, label: 'Nombre' }),
  maxPerCommission: z.number().int('Debe ser un número entero').min(1, 'Al menos 1').max(50, 'Como mucho 50'),
  recipient: z.enum(AWARD_RECIPIENTS),
  /** Minimum attendance over the commission's roll calls, in percent; null: no minimum. */
  minAttendance: z.number().int('Debe ser un número entero').min(1, 'Entre 1 y 100').max(100, 'Entre 1 y 100').nullable(),
  requiresPositionPaper: z.boolean(),
});
export type AwardCategoryInput = z.input<typeof awardCategoryInputSchema>;

/** PATCH /api/award-categories/:categoryId: any of the fields; absent ones keep their value. */
export const awardCategoryPatchSchema = awardCategoryInputSchema.partial();
export type AwardCategoryPatch = z.input<typeof awardCategoryPatchSchema>;

export const awardCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  maxPerCommission: z.number(),
  recipient: z.enum(AWARD_RECIPIENTS),
  minAttendance: z.number().nullable(),
  requiresPositionPaper: z.boolean(),
  position: z.number(),
  /** Awards given in it, over all commissions (a category in use cannot be deleted). */
  awardCount: z.number(),
});
export type AwardCategory = z.infer<typeof awardCategorySchema>;

export const awardCategoryOrderSchema = z.object({ ids: z.array(z.string().max(64)).max(200) });

/** POST /api/commissions/:id/awards: a category to one delegate or one delegation of the commission. */
export const awardInputSchema = z.object({
  categoryId: z.string().min(1).max(64),
  recipientId: z.string().min(1).max(64),
  note: optionalHumanText({ max: 500, multiline: true, label: 'Nota' }),
});
export type AwardInput = z.input<typeof awardInputSchema>;

export const awardNoteSchema = z.object({ note: optionalHumanText({ max: 500, multiline: true, label: 'Nota' }) });
export type AwardNoteInput = z.input<typeof awardNoteSchema>;

export const awardSchema = z.object({
  id: z.string(),
  categoryId: z.string(),
  commissionId: z.string(),
  recipient: z.enum(AWARD_RECIPIENTS),
  /** The delegate's or the delegation's id. */
  recipientId: z.string(),
  /** «Nombres Apellidos (Delegación)» or the delegation's name. */
  recipientName: z.string(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type Award = z.infer<typeof awardSchema>;

/**
 * One rule of a category for one candidate: `ok` or `fails` (cannot be picked). The position paper is met by a
 * `posicion` document the delegation authored that was not rejected; `pending` is kept for answers of older versions.
 */
export const eligibilityCheckSchema = z.discriminatedUnion('rule', [
  z.object({
    rule: z.literal('attendance'),
    outcome: z.enum(['ok', 'fails']),
    /** Percent present over the commission's roll calls; null before the first roll call. */
    rate: z.number().nullable(),
    minimum: z.number(),
  }),
  z.object({ rule: z.literal('positionPaper'), outcome: z.enum(['ok', 'fails', 'pending']) }),
]);
export type EligibilityCheck = z.infer<typeof eligibilityCheckSchema>;

export const awardCandidateSchema = z.object({
  id: z.string(),
  name: z.string(),
  eligible: z.boolean(),
  checks: z.array(eligibilityCheckSchema),
});
export type AwardCandidate = z.infer<typeof awardCandidateSchema>;

/** GET /api/commissions/:id/awards: the commission's awards per category, with candidates and their eligibility. */
export const commissionAwardsSchema = z.object({
  commissionId: z.string(),
  lockedAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  categories: z.array(
    z.object({
      category: awardCategorySchema,
      awards: z.array(awardSchema),
      candidates: z.array(awardCandidateSchema),
    }),
  ),
});
export type CommissionAwards = z.infer<typeof commissionAwardsSchema>;

/** A published award as the delegate sees it on /verificator. */
export const publishedAwardViewSchema = z.object({
  categoryName: z.string(),
  commissionName: z.string(),
  recipient: z.enum(AWARD_RECIPIENTS),
  /** For a delegation's award: its name. */
  delegationName: z.string().nullable(),
});
export type PublishedAwardView = z.infer<typeof publishedAwardViewSchema>;

/** Percent of an attendance rate (0..1), rounded to one decimal. */
export function attendancePercent(rate: number): number {
  return Math.round(rate * 1000) / 10;
}

/** Why a candidate cannot be picked, in Spanish (the server's refusal), or null when nothing blocks. */
export function ineligibilityText(checks: readonly EligibilityCheck[]): string | null {
  const failing = checks.filter((c) => c.outcome === 'fails');
  if (failing.length === 0) return null;
  return failing
    .map((c) =>
      c.rule === 'attendance'
        ? `Asistencia ${c.rate === null ? 'sin llamados a lista' : `${String(c.rate).replace('.', ',')} %`} (mínimo ${c.minimum} %)`
        : 'Documento de posición: no recibido',
    )
    .join('; ');
}
