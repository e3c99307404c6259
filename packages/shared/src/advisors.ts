import { z } from 'zod';
import { ADVISOR_CODE_LENGTH } from './advisor-rules';
import { publishedAwardViewSchema } from './awards';
import { CERTIFICATE_KINDS } from './certificates';
import { DELEGATE_STATUSES } from './delegate-status';
import { attendanceSchema } from './live';
import { WARNING_LEVELS } from './procedure/floor-schema';
import { humanText } from './text';

/**
 * The advisors' view (PRODUCT §9 and §11, the seed's guest access; decision 040): a revocable read-only link per
 * institution, issued by the Gestor, that shows a school's delegates and how they took part — nothing of other schools,
 * and of personal data only their names.
 */

export const advisorCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(new RegExp(`^[A-Z0-9]{${ADVISOR_CODE_LENGTH}}$`), 'No es el código de un enlace de asesor.');

/** POST /api/advisor-links: a link for the delegates of one institution (as their records write it). */
export const advisorLinkInputSchema = z.strictObject({ institution: humanText({ min: 1, max: 200, label: 'Institución' }) });
export type AdvisorLinkInput = z.input<typeof advisorLinkInputSchema>;

export const advisorLinkSchema = z.object({ id: z.string(), code: z.string(), createdAt: z.string() });

/** GET /api/advisor-links: each institution the delegates come from, how many, and its link in force (null: none). */
export const advisorLinksSchema = z.object({
  institutions: z.array(z.object({ institution: z.string(), delegates: z.number(), link: advisorLinkSchema.nullable() })),
});
export type AdvisorLinks = z.infer<typeof advisorLinksSchema>;

/** One delegate of the school as the advisor sees them: names, where they sit and how they took part. */
export const advisorDelegateSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(DELEGATE_STATUSES),
  commission: z.string().nullable(),
  delegation: z.string().nullable(),
  /** Over the commission's roll calls (the delegate's own marks). */
  attendance: attendanceSchema,
  /** The warnings given to their delegation, not undone, oldest first. */
  warnings: z.array(z.object({ level: z.enum(WARNING_LEVELS), reason: z.string(), at: z.string() })),
  /** Their delegation's turns, time spoken and share of the commission's time; null without a delegation. */
  speaking: z.object({ speeches: z.number(), speakingMs: z.number(), share: z.number().nullable() }).nullable(),
  awards: z.array(publishedAwardViewSchema),
  /** Their valid certificates, downloaded through the link (`advisorCertificatePath` in advisor-rules.ts). */
  certificates: z.array(z.object({ id: z.string(), kind: z.enum(CERTIFICATE_KINDS), title: z.string() })),
});
export type AdvisorDelegate = z.infer<typeof advisorDelegateSchema>;

/** GET /api/advisor/:code: the school's delegates, in Spanish name order. */
export const advisorViewSchema = z.object({
  eventName: z.string(),
  institution: z.string(),
  delegates: z.array(advisorDelegateSchema),
});
export type AdvisorView = z.infer<typeof advisorViewSchema>;
