import { z } from 'zod';
import { CAPABILITIES, type Capability } from './access';
import { BANNER_SCALES, BANNER_THEMES, COMMISSION_KINDS, DEFAULT_BANNER, MAJORITY_BASES } from './commission-rules';
import { pageSchemaOf } from './paging';
import { normalizeRole, ROLES } from './roles';
import { codeText, humanText, optionalHumanText } from './text';
import { publicDocumentSchema } from './documents';
import { canonicalTimeZone, TIME_ZONE_MESSAGE_ES } from './time-zone-rules';

/** Minimum length of a staff password. */
export const PASSWORD_MIN_LENGTH = 10;

/** A short text that may be empty (stored as ""). */
const trimmed = (max: number, multiline = false) => humanText({ max, multiline });
/** A required short text: 1..max characters. */
const requiredText = (max: number, multiline = false) => humanText({ min: 1, max, multiline });
/** An optional text that arrives as "" from forms: stored as null. */
const optionalText = (max: number) => optionalHumanText({ max });
/** A one-time link's token, as pasted from the link. */
const linkToken = codeText({ min: 10, max: 200, message: 'El enlace no es válido o ha caducado.' });

/** E-mail addresses are compared and stored in lower case. */
export const emailSchema = z.string().trim().toLowerCase().pipe(z.email('Correo electrónico no válido').max(254));

/** A new password: strength is checked by the server with zxcvbn. */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Mínimo ${PASSWORD_MIN_LENGTH} caracteres`)
  .max(128, 'Máximo 128 caracteres');

/** A role as typed by a person or a file: aliases such as "Delegado de Logistica" are normalised. */
export const roleSchema = z
  .string()
  .transform((v, ctx) => {
    const role = normalizeRole(v);
    if (!role) {
      ctx.addIssue({ code: 'custom', message: 'Rol no válido' });
      return z.NEVER;
    }
    return role;
  })
  .pipe(z.enum(ROLES));

export const languageSchema = z.enum(['es', 'en']);
export type Language = z.infer<typeof languageSchema>;

// ---------- accounts ----------

/** The staff profile (the seed's user document) as the API returns it. */
export const profileSchema = z.object({
  uid: z.string(),
  email: z.string(),
  name: z.string(),
  grade: z.string().nullable(),
  role: z.enum(ROLES),
  /** Identity document number (the seed's `ti`). */
  ti: z.string().nullable(),
  phone: z.string().nullable(),
  /** Optional external account id (WordPress). */
  wpUserId: z.string().nullable(),
  /** Commission chaired by a Presidente (spelt as in the seed). */
  comissionId: z.string().nullable(),
  active: z.boolean(),
  language: languageSchema,
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

/** The account stored under the `user` key of local storage. */
export const accountSchema = z.object({ id: z.string(), email: z.string(), name: z.string() });
export type Account = z.infer<typeof accountSchema>;

export const sessionInfoSchema = z.object({ user: accountSchema, profile: profileSchema });
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

export const signInSchema = z.object({ email: emailSchema, password: z.string().min(1).max(128) });
export type SignInInput = z.infer<typeof signInSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });
export const resetPasswordSchema = z.object({ token: linkToken, password: newPasswordSchema });

export const setupSchema = z.object({
  token: linkToken,
  name: requiredText(120),
  email: emailSchema,
  password: newPasswordSchema,
});
export type SetupInput = z.infer<typeof setupSchema>;

/** GET /api/profile/capabilities: what the signed-in user may do now (Permisos' switches for their role). */
export const myCapabilitiesSchema = z.object(
  Object.fromEntries(CAPABILITIES.map((c) => [c, z.boolean()])) as Record<Capability, z.ZodBoolean>,
);
export type MyCapabilities = z.infer<typeof myCapabilitiesSchema>;

/** GET /api/profile/upload-limit: the largest file the server takes for documents, the file manager and covers (MAX_UPLOAD_MB). */
export const uploadLimitSchema = z.object({ maxBytes: z.number().int().positive() });
export type UploadLimit = z.infer<typeof uploadLimitSchema>;

export const updateOwnProfileSchema = z.object({
  name: requiredText(120),
  phone: optionalText(40),
  grade: optionalText(80),
  ti: optionalText(40),
  language: languageSchema,
});
export type UpdateOwnProfileInput = z.infer<typeof updateOwnProfileSchema>;

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1).max(128),
  newPassword: newPasswordSchema,
  revokeOtherSessions: z.boolean().default(true),
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const activeSessionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** The browser and system the user agent names («Chrome · Windows»), read by the server; null when unknown. */
  device: z.string().nullable(),
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;

// ---------- staff users (Gestor) ----------

const staffFields = {
  name: requiredText(120),
  role: roleSchema,
  comissionId: optionalText(64),
  grade: optionalText(80),
  ti: optionalText(40),
  phone: optionalText(40),
  wpUserId: optionalText(64),
};

/** A Gestor creates an account: either with a password, or by e-mailed invitation (invite=true). */
export const createUserSchema = z
  .object({
    ...staffFields,
    email: emailSchema,
    invite: z.boolean().default(true),
    password: newPasswordSchema.optional(),
  })
  .refine((v) => v.invite || v.password, { message: 'Indica una contraseña o envía invitación', path: ['password'] });
export type CreateUserInput = z.input<typeof createUserSchema>;

/**
 * What became of a message the server tried to deliver at once: `sent` (the mail server accepted it),
 * `outbox` (no mail server is configured: it waits in Correo saliente), `pending` (not delivered yet: retried).
 */
export const mailDeliverySchema = z.enum(['sent', 'outbox', 'pending']);
export type MailDelivery = z.infer<typeof mailDeliverySchema>;

/** A staff account as Usuarios lists it: `invitationPending` while an invited account has not set its password. */
export const staffUserSchema = profileSchema.extend({ invitationPending: z.boolean() });
export type StaffUser = z.infer<typeof staffUserSchema>;

/** The answer to creating an account: the profile, and the invitation's delivery (null when a password was set). */
export const createdUserSchema = profileSchema.extend({ invitation: mailDeliverySchema.nullable() });
export type CreatedUser = z.infer<typeof createdUserSchema>;

/** The answer to sending a password link: what became of the message. */
export const passwordLinkSentSchema = z.object({ ok: z.literal(true), delivery: mailDeliverySchema });
export type PasswordLinkSent = z.infer<typeof passwordLinkSentSchema>;

export const updateUserSchema = z.object(staffFields);
export type UpdateUserInput = z.input<typeof updateUserSchema>;

// ---------- commissions ----------

/** Kinds, majority bases and the banner's values: in commission-rules.ts, without zod (decision 027). */
export {
  BANNER_SCALES,
  BANNER_THEMES,
  COMMISSION_KINDS,
  type CommissionKind,
  DEFAULT_BANNER,
  MAJORITY_BASES,
  type MajorityBase,
} from './commission-rules';

/** A fraction of integers (n/d with 1 ≤ n ≤ d ≤ 1000): procedure arithmetic never uses floats. */
export const fractionSchema = z
  .object({ numerator: z.number().int().min(1).max(1000), denominator: z.number().int().min(1).max(1000) })
  .refine((f) => f.numerator <= f.denominator, { message: 'La fracción no puede ser mayor que 1', path: ['numerator'] });
export type Fraction = z.infer<typeof fractionSchema>;

/** Procedure rules of a commission. */
export const commissionRulesSchema = z.object({
  /** Fraction of member delegations present for quorum, 0..1 (default one third). */
  quorumFraction: z
    .number()
    .min(0.01)
    .max(1)
    .default(1 / 3),
  /** Default speaking time in seconds, 10..1800. */
  speakingTimeSeconds: z.number().int().min(10).max(1800).default(90),
  /** Which delegations count as the base of a majority. */
  majorityBase: z.enum(MAJORITY_BASES).default('presentes'),
  /** Whether the "presente y votando" roll-call status is used. */
  usesPresentAndVoting: z.boolean().default(true),
  /**
   * Quorum to open debate as a fraction of integers (`procedure/quorum.ts`). Absent on commissions stored
   * before it existed: then `quorumFraction` is read as the nearest small fraction.
   */
  debateQuorum: fractionSchema.optional(),
  /** Whether observers vote on motions (never on substance; NGOs never vote). */
  observersVoteOnMotions: z.boolean().default(false),
  /** Affirmative votes a decision needs in a Security Council (an absolute number). */
  securityCouncilVotes: z.number().int().min(1).max(400).default(9),
  /** Seconds before a speaker's time runs out when the warning is shown and heard (0 = none). */
  warningSeconds: z.number().int().min(0).max(300).default(10),
  /**
   * The share (%) of the members present at the last roll call whose delegations must sponsor or sign a working
   * paper for it to become a draft resolution (PRODUCT §10).
   */
  signatoryPercent: z.number().int().min(1).max(100).default(20),
});
export type CommissionRules = z.infer<typeof commissionRulesSchema>;

export const commissionInputSchema = z.object({
  name: requiredText(120),
  acronym: requiredText(20),
  kind: z.enum(COMMISSION_KINDS),
  /** Ordered agenda topics. */
  topics: z.array(requiredText(200)).max(10).default([]),
  description: trimmed(4000, true).default(''),
  room: optionalText(120),
  /** Maximum number of delegations (1..400). */
  capacity: z.number().int().min(1).max(400),
  language: trimmed(40).default('Español'),
  rules: commissionRulesSchema.default({
    quorumFraction: 1 / 3,
    speakingTimeSeconds: 90,
    majorityBase: 'presentes',
    usesPresentAndVoting: true,
    observersVoteOnMotions: false,
    securityCouncilVotes: 9,
    warningSeconds: 10,
    signatoryPercent: 20,
  }),
});
export type CommissionInput = z.input<typeof commissionInputSchema>;

/** How a commission's projected banner looks; commissions saved before it existed read the defaults. */
export const bannerAppearanceSchema = z.object({
  theme: z.enum(BANNER_THEMES).default('oscuro'),
  /** Whether the banner shows the headlines of the room (session, speaker, vote). */
  showHeadlines: z.boolean().default(true),
  scale: z.enum(BANNER_SCALES).default('normal'),
});
export type BannerAppearance = z.infer<typeof bannerAppearanceSchema>;

/**
 * What a commission's chair may change (`PATCH /api/commissions/:id/settings`): never the kind, the
 * capacity nor the chairs, which stay the Gestor's.
 */
export const commissionSettingsInputSchema = z.object({
  name: requiredText(120),
  topics: z.array(requiredText(200)).max(10).default([]),
  description: trimmed(4000, true).default(''),
  room: optionalText(120),
  rules: commissionRulesSchema.extend({ debateQuorum: fractionSchema }),
  banner: bannerAppearanceSchema.default(DEFAULT_BANNER),
});
export type CommissionSettingsInput = z.input<typeof commissionSettingsInputSchema>;
export type CommissionSettings = z.infer<typeof commissionSettingsInputSchema>;

export const commissionSchema = z.object({
  id: z.string(),
  name: z.string(),
  acronym: z.string(),
  kind: z.enum(COMMISSION_KINDS),
  topics: z.array(z.string()),
  description: z.string(),
  room: z.string().nullable(),
  capacity: z.number(),
  language: z.string(),
  rules: commissionRulesSchema,
  banner: bannerAppearanceSchema,
  /** Shown to Gestor and the commission's chairs only. */
  projectionCode: z.string().nullable(),
  archived: z.boolean(),
  chairs: z.array(z.object({ uid: z.string(), name: z.string(), email: z.string() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Commission = z.infer<typeof commissionSchema>;

/** GET /api/commissions/public: what anyone may read of an active commission on `/` (no chairs, codes or rules). */
/** A commission as `/` shows it, with its public documents. */
export const publicCommissionSchema = commissionSchema
  .pick({ name: true, acronym: true, kind: true, topics: true, room: true })
  .extend({ documents: z.array(publicDocumentSchema) });
export type PublicCommission = z.infer<typeof publicCommissionSchema>;

export const setChairsSchema = z.object({ userIds: z.array(z.string()).max(20) });

// ---------- event settings and legal texts ----------

const dateOnly = z.iso
  .date('Fecha no válida')
  .nullish()
  .transform((v) => v ?? null);

/** An IANA time zone the runtime knows, as its canonical name. */
const eventTimeZoneSchema = z
  .string()
  .max(64, TIME_ZONE_MESSAGE_ES)
  .transform((zone, ctx) => {
    const canonical = canonicalTimeZone(zone);
    if (canonical === null) ctx.addIssue({ code: 'custom', message: TIME_ZONE_MESSAGE_ES });
    return canonical ?? zone;
  });

export const eventSettingsInputSchema = z
  .object({
    name: requiredText(160),
    shortName: requiredText(40),
    startDate: dateOnly,
    endDate: dateOnly,
    venue: optionalText(200),
    city: optionalText(120),
    contactEmail: z
      .union([emailSchema, z.literal('')])
      .nullish()
      .transform((v) => v || null),
    /** The event's clock, an IANA zone (stored by its canonical name); left out, the saved one stays. */
    timeZone: eventTimeZoneSchema.optional(),
  })
  .refine((v) => !v.startDate || !v.endDate || v.startDate <= v.endDate, {
    message: 'La fecha de fin no puede ser anterior a la de inicio',
    path: ['endDate'],
  });
export type EventSettingsInput = z.input<typeof eventSettingsInputSchema>;

export const eventSettingsSchema = z.object({
  name: z.string(),
  shortName: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  venue: z.string().nullable(),
  city: z.string().nullable(),
  contactEmail: z.string().nullable(),
  /** The event's clock: the IANA zone of the dates the server writes (certificates, the acta). */
  timeZone: z.string(),
  updatedAt: z.string(),
});
export type EventSettings = z.infer<typeof eventSettingsSchema>;

export const LEGAL_KINDS = ['tyc', 'privacy'] as const;
export type LegalKind = (typeof LEGAL_KINDS)[number];

export const legalTextSchema = z.object({
  kind: z.enum(LEGAL_KINDS),
  version: z.number().int(),
  body: z.string(),
  publishedAt: z.string(),
});
export type LegalText = z.infer<typeof legalTextSchema>;

export const publishLegalTextSchema = z.object({ body: requiredText(100_000, true) });

// ---------- mail outbox and audit ----------

export const outboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.enum(['outbox', 'sent', 'failed']),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  /** The person, commission, delegation… affected, by name (null when it has none or no longer exists). */
  entityName: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /api/audit: by whom (`actorId`), from and to an instant (`from` inclusive, `to` exclusive), a page (0-based). */
export const auditQuerySchema = z
  .object({
    actorId: z.string().max(64).optional(),
    from: z.iso.datetime({ offset: true, error: 'Fecha no válida' }).optional(),
    to: z.iso.datetime({ offset: true, error: 'Fecha no válida' }).optional(),
    page: z.coerce.number().int().min(0).max(100_000).default(0),
    pageSize: z.coerce.number().int().min(1).max(200).default(50),
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) <= Date.parse(q.to), {
    message: 'La fecha final es anterior a la inicial',
    path: ['to'],
  });
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditPageSchema = pageSchemaOf(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['sqlite', 'postgres']),
  version: z.string(),
});
