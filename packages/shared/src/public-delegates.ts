import { z } from 'zod';
import { publishedAwardViewSchema } from './awards';
import { publicDocumentSchema } from './documents';
import { CAPABILITIES, CONFIGURABLE_ROLES } from './access';
import { CORRECTABLE_FIELDS, DELEGATE_STATUSES, documentNumberSchema, publicFeaturesSchema, storedPersonalSchema } from './delegates';

/**
 * API shapes of the public delegate pages (/register, /verificator, /data) and of the access
 * switches (/secretary/access). The inputs reuse the schemas of delegates.ts.
 */

/** GET /api/registration/options: whether pre-registration is open, its window, commissions and legal versions. */
export const registrationOptionsSchema = z.object({
  open: z.boolean(),
  /** The event is ready for public forms (settings, a commission, legal texts); see first-steps.ts. */
  ready: z.boolean(),
  /** Why not, in Spanish (null when ready): the form shows it instead of the fields. */
  notReadyMessage: z.string().nullable(),
  registrationOpen: z.boolean(),
  registrationStart: z.string().nullable(),
  registrationEnd: z.string().nullable(),
  commissions: z.array(z.object({ id: z.string(), name: z.string(), acronym: z.string(), topics: z.array(z.string()) })),
  /** Current version of each legal text (0 while none has been published). */
  termsVersion: z.number().int(),
  privacyVersion: z.number().int(),
});
export type RegistrationOptions = z.infer<typeof registrationOptionsSchema>;

/** POST /api/registration answer: nothing personal beyond the first names. */
export const registrationResultSchema = z.object({ firstNames: z.string() });
export type RegistrationResult = z.infer<typeof registrationResultSchema>;

/** POST /api/registration/document-check: is this document already pre-registered? (nothing else is told). */
export const documentCheckSchema = z.object({ documentNumber: documentNumberSchema });
export const documentCheckResultSchema = z.object({ registered: z.boolean() });
export type DocumentCheckResult = z.infer<typeof documentCheckResultSchema>;

/** GET /api/verification/:code: a delegate's own data as they see it on /verificator. */
export const verificationViewSchema = z.object({
  ...storedPersonalSchema.shape,
  status: z.enum(DELEGATE_STATUSES),
  verifiedAt: z.string().nullable(),
  commissionName: z.string().nullable(),
  delegationName: z.string().nullable(),
  room: z.string().nullable(),
  /** Fields the delegate may correct (empty when corrections are closed). */
  correctableFields: z.array(z.enum(CORRECTABLE_FIELDS)),
  deadline: z.string().nullable(),
  canCorrect: z.boolean(),
  /** The verification page is open (confirming is allowed). */
  verificationOpen: z.boolean(),
  /** Published awards: the delegate's own and their delegation's. */
  awards: z.array(publishedAwardViewSchema),
  /** Their commission's documents for its delegates (`comision` and `publico`), each file read with the personal code. */
  documents: z.array(publicDocumentSchema),
});
export type VerificationView = z.infer<typeof verificationViewSchema>;

/** PATCH /api/verification/:code: some of the correctable fields (others are refused by the server). */
export const verificationCorrectionSchema = z.record(z.string(), z.union([z.string(), z.null()]));
export type VerificationCorrection = Partial<Record<(typeof CORRECTABLE_FIELDS)[number], string | null>>;

/** POST /api/verification/resend. */
export const resendLinkSchema = z.object({
  documentNumber: documentNumberSchema,
  email: z.string().trim().toLowerCase().pipe(z.email('Correo electrónico no válido').max(254)),
});
export type ResendLinkInput = z.input<typeof resendLinkSchema>;

/** POST /api/lookup (/data). */
export const lookupInputSchema = z.object({ documentNumber: documentNumberSchema });
export const lookupResultSchema = z.object({
  /** "J. P***". */
  maskedName: z.string(),
  assigned: z.boolean(),
  commissionName: z.string().nullable(),
  delegationName: z.string().nullable(),
  room: z.string().nullable(),
});
export type LookupResult = z.infer<typeof lookupResultSchema>;

// ---------- /secretary/access ----------

export const accessViewSchema = z.object({
  capabilities: z.record(z.enum(CONFIGURABLE_ROLES), z.record(z.enum(CAPABILITIES), z.boolean())),
  publicFeatures: publicFeaturesSchema,
});
export type AccessView = z.infer<typeof accessViewSchema>;

export const capabilityChangeSchema = z.object({
  role: z.enum(CONFIGURABLE_ROLES, { error: 'Rol no configurable (Presidente o Logistica)' }),
  capability: z.enum(CAPABILITIES, { error: 'Permiso desconocido' }),
  enabled: z.boolean(),
});
export type CapabilityChange = z.infer<typeof capabilityChangeSchema>;

/** The public switches as a Gestor saves them: the window's end must come after its start. */
export const publicFeaturesInputSchema = publicFeaturesSchema.superRefine((v, ctx) => {
  if (v.registrationStart && v.registrationEnd && Date.parse(v.registrationEnd) <= Date.parse(v.registrationStart)) {
    ctx.addIssue({ code: 'custom', path: ['registrationEnd'], message: 'El cierre de la preinscripción debe ser posterior a su apertura' });
  }
});
