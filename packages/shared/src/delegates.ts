import { z } from 'zod';
import {
  ageOn,
  CHAIR_PERSONAL_FIELDS,
  type ChairPersonalField,
  formulaStartMessage,
  missingGuardianFields,
  normalizePhone,
  startsLikeFormula,
  todayIso,
} from './delegate-rules';
import { CORRECTABLE_FIELDS, DELEGATION_KINDS, searchKey } from './delegation-rules';
import { DELEGATE_SOURCES, DELEGATE_STATUSES } from './delegate-status';
import { DOCUMENT_TYPES, type DocumentType, MAX_PREFERENCES } from './delegate-rules';
import { cleanText, codeText, humanText } from './text';

/** Ways a document type is written in spreadsheets (without accents, case, dots or spaces) → its code. */
const DOCUMENT_TYPE_WORDS: Record<string, DocumentType> = {
  ti: 'TI',
  tarjetadeidentidad: 'TI',
  tarjeta: 'TI',
  cc: 'CC',
  ceduladeciudadania: 'CC',
  cedula: 'CC',
  ce: 'CE',
  ceduladeextranjeria: 'CE',
  pa: 'PA',
  pp: 'PA',
  pasaporte: 'PA',
};

/** The code of a document type as a person writes it ("T.I.", "t.i", "Tarjeta de identidad", "C.C."), or null. */
export function documentTypeFromText(text: string): DocumentType | null {
  return DOCUMENT_TYPE_WORDS[searchKey(text).replace(/[^a-z]/g, '')] ?? null;
}

export { DELEGATE_SOURCES, DELEGATE_STATUSES, type DelegateSource, type DelegateStatus } from './delegate-status';
export { DOCUMENT_TYPES, type DocumentType, MAX_PREFERENCES } from './delegate-rules';
export {
  CORRECTABLE_FIELDS,
  type CorrectableField,
  DELEGATION_KINDS,
  type DelegationKind,
  KIT_ITEM_KEYS,
  KIT_ITEMS,
  type KitItemKey,
  searchKey,
} from './delegation-rules';

const name = (label: string) => humanText({ min: 1, max: 80, label }).refine((v) => !startsLikeFormula(v), formulaStartMessage(label));
const optional = (max: number) =>
  humanText({ max })
    .refine((v) => !startsLikeFormula(v), formulaStartMessage())
    .nullish()
    .transform((v) => (v ? v : null));

/** A phone: optional, normalised (normalizePhone) before the formula-start rule, so "+57 300 123 4567" is accepted. */
const phone = () =>
  humanText({ max: 40 })
    .overwrite(normalizePhone)
    .refine((v) => !startsLikeFormula(v), formulaStartMessage())
    .nullish()
    .transform((v) => (v ? v : null));

/** A delegate's notes (door staff, secretariat): several lines, up to 2000 characters. */
export const delegateNotesText = humanText({ max: 2000, multiline: true, label: 'Notas' });

/** Document number: letters, digits and hyphens, 4–20, stored in upper case. */
export const documentNumberSchema = z
  .string()
  .overwrite(cleanText)
  .toUpperCase()
  .regex(/^[A-Z0-9-]{4,20}$/, 'Número de documento no válido (4 a 20 letras o dígitos)');

/** Birth date: yyyy-mm-dd, not in the future, age between 8 and 99. */
export const birthDateSchema = z.iso
  .date('Fecha de nacimiento no válida')
  .refine((v) => v <= todayIso(), 'La fecha de nacimiento no puede estar en el futuro')
  .refine((v) => {
    const age = ageOn(v, todayIso());
    return age >= 8 && age <= 99;
  }, 'Edad fuera de rango (8 a 99 años)');

export const documentTypeSchema = z.enum(DOCUMENT_TYPES, { error: 'Tipo de documento no válido (TI, CC, CE o PA)' });

/** A delegate's personal data, as typed in /register, a school load row or a staff form. */
export const delegatePersonalObject = z.object({
  firstNames: name('Nombres'),
  lastNames: name('Apellidos'),
  documentType: documentTypeSchema,
  documentNumber: documentNumberSchema,
  birthDate: birthDateSchema,
  email: z.string().trim().toLowerCase().pipe(z.email('Correo electrónico no válido').max(254)),
  phone: phone(),
  institution: name('Institución'),
  grade: optional(60),
  guardianName: optional(120),
  guardianPhone: phone(),
});

/** Guardian name and phone are required for minors. */
export function requireGuardianForMinors<T extends { birthDate: string; guardianName: string | null; guardianPhone: string | null }>(
  v: T,
  ctx: z.RefinementCtx,
): void {
  for (const { field, message } of missingGuardianFields(v)) ctx.addIssue({ code: 'custom', path: [field], message });
}

export const delegatePersonalSchema = delegatePersonalObject.superRefine(requireGuardianForMinors);
export type DelegatePersonalInput = z.input<typeof delegatePersonalSchema>;
export type DelegatePersonal = z.output<typeof delegatePersonalSchema>;

/** Public pre-registration (/register). `website` is a honeypot: people leave it empty. */
export const registrationSchema = delegatePersonalObject
  .extend({
    preferences: z
      .array(codeText({ max: 64, message: 'Preferencia no válida' }))
      .max(MAX_PREFERENCES)
      .refine((v) => new Set(v).size === v.length, 'Preferencias repetidas')
      .default([]),
    acceptTerms: z.literal(true, { error: 'Debes aceptar los términos y condiciones' }),
    acceptPrivacy: z.literal(true, { error: 'Debes aceptar la política de privacidad' }),
    termsVersion: z.number().int().min(0),
    privacyVersion: z.number().int().min(0),
    website: z.string().max(0).optional(),
  })
  .superRefine(requireGuardianForMinors);
export type RegistrationInput = z.input<typeof registrationSchema>;

/** A delegate's personal fields as stored and answered by the API. */
export const storedPersonalSchema = z.object({
  firstNames: z.string(),
  lastNames: z.string(),
  documentType: z.enum(DOCUMENT_TYPES),
  documentNumber: z.string(),
  birthDate: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  institution: z.string(),
  grade: z.string().nullable(),
  guardianName: z.string().nullable(),
  guardianPhone: z.string().nullable(),
});

/** A delegate as staff see it. */
export const delegateSchema = z.object({
  id: z.string(),
  ...storedPersonalSchema.shape,
  /** Ordered commission ids. */
  preferences: z.array(z.string()),
  commissionId: z.string().nullable(),
  delegationId: z.string().nullable(),
  /** The assignment was made by a person (automatic assignment never overwrites it). */
  assignmentManual: z.boolean(),
  status: z.enum(DELEGATE_STATUSES),
  personalCode: z.string(),
  source: z.enum(DELEGATE_SOURCES),
  consentTermsVersion: z.number().nullable(),
  consentPrivacyVersion: z.number().nullable(),
  consentAt: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  checkedInAt: z.string().nullable(),
  checkedInBy: z.string().nullable(),
  /** Kit items delivered at the door, by item key. */
  kit: z.record(z.string(), z.boolean()),
  notes: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Delegate = z.infer<typeof delegateSchema>;

/** A delegation (seat) as the API returns it. */
export const delegationSchema = z.object({
  id: z.string(),
  commissionId: z.string(),
  name: z.string(),
  /** ISO 3166-1 alpha-2 code when the delegation is a state (flag shown). */
  isoCode: z.string().nullable(),
  kind: z.enum(DELEGATION_KINDS),
  veto: z.boolean(),
  position: z.number(),
  /** Delegates assigned to it. */
  delegateCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Delegation = z.infer<typeof delegationSchema>;

export const delegationInputSchema = z.object({
  name: humanText({ min: 1, max: 120 }),
  isoCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Código ISO de dos letras')
    .nullish()
    .transform((v) => v ?? null),
  kind: z.enum(DELEGATION_KINDS).default('miembro'),
  veto: z.boolean().default(false),
});
export type DelegationInput = z.input<typeof delegationInputSchema>;

// ---------- public features (PRODUCT §1; the per-role capabilities are in access.ts) ----------

/** Public features and their windows. Datetimes are ISO-8601; null means "no limit". */
export const publicFeaturesSchema = z.object({
  registrationOpen: z.boolean(),
  registrationStart: z.iso.datetime({ offset: true }).nullable(),
  registrationEnd: z.iso.datetime({ offset: true }).nullable(),
  verificationOpen: z.boolean(),
  verificationDeadline: z.iso.datetime({ offset: true }).nullable(),
  /** Fields delegates may correct on /verificator before the deadline. */
  correctableFields: z.array(z.enum(CORRECTABLE_FIELDS)),
  dataLookup: z.boolean(),
  selfCheckIn: z.boolean(),
  publicNews: z.boolean(),
});
export type PublicFeatures = z.infer<typeof publicFeaturesSchema>;

export const DEFAULT_PUBLIC_FEATURES: PublicFeatures = {
  registrationOpen: true,
  registrationStart: null,
  registrationEnd: null,
  verificationOpen: true,
  verificationDeadline: null,
  correctableFields: ['firstNames', 'lastNames', 'birthDate', 'email', 'phone', 'grade', 'guardianName', 'guardianPhone'],
  dataLookup: true,
  selfCheckIn: false,
  publicNews: true,
};

// ---------- the chair's view of the commission's delegates (/president/delegates/:id) ----------

/** The fields every chair sees, as a zod mask. */
const CHAIR_FIELD_MASK = Object.fromEntries(CHAIR_PERSONAL_FIELDS.map((f) => [f, true])) as Record<ChairPersonalField, true>;

/**
 * A delegate of a commission as its chair sees it: contact, delegation and door status. The other personal fields
 * (document, birth date, grade, guardian) come only to a chair who may edit personal data (personalFieldsSeenBy).
 */
export const commissionDelegateSchema = z.object({
  id: z.string(),
  ...storedPersonalSchema.pick(CHAIR_FIELD_MASK).shape,
  ...storedPersonalSchema.omit(CHAIR_FIELD_MASK).partial().shape,
  status: z.enum(DELEGATE_STATUSES),
  delegationId: z.string().nullable(),
  /** Name of the delegation, null when not yet seated. */
  delegationName: z.string().nullable(),
  /** The seat was chosen by a person (automatic assignment keeps it). */
  assignmentManual: z.boolean(),
  verifiedAt: z.string().nullable(),
  checkedInAt: z.string().nullable(),
});
export type CommissionDelegate = z.infer<typeof commissionDelegateSchema>;

/**
 * A staff correction of a delegate's personal data: any of the personal fields (the merged result is checked with
 * delegatePersonalSchema, so a minor still needs a guardian). The chair's PATCH /api/commissions/:id/delegates/:delegateId;
 * the Gestor's delegatePatchSchema adds status, notes and commission.
 */
export const delegatePersonalPatchSchema = delegatePersonalObject.partial().strict();
export type DelegatePersonalPatch = z.output<typeof delegatePersonalPatchSchema>;
export type DelegatePersonalPatchInput = z.input<typeof delegatePersonalPatchSchema>;

/** Seats a delegate of the commission in one of its delegations (null: no delegation). */
export const assignDelegationSchema = z.object({ delegationId: z.string().max(64).nullable() });
export type AssignDelegationInput = z.infer<typeof assignDelegationSchema>;
