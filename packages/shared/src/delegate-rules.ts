import { roleHasCommission } from './access';
import type { DelegateSource, DelegateStatus } from './delegate-status';
import type { Role } from './roles';

/** Identity document types (Colombian usage): tarjeta de identidad, cédula, cédula de extranjería, pasaporte. */
export const DOCUMENT_TYPES = ['TI', 'CC', 'CE', 'PA'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** Up to this many ordered commission preferences per delegate. */
export const MAX_PREFERENCES = 3;

/**
 * Pure rules about delegates, written once for server and web: the personal fields, the formula-start
 * rule, the guardian rule, personal codes and links, status labels and colours, and the event's name.
 */

// ---------- personal fields

/** A delegate's personal fields, in form order (the keys of delegatePersonalObject). */
export const PERSONAL_FIELDS = [
  'firstNames',
  'lastNames',
  'documentType',
  'documentNumber',
  'birthDate',
  'email',
  'phone',
  'institution',
  'grade',
  'guardianName',
  'guardianPhone',
] as const;
export type PersonalField = (typeof PERSONAL_FIELDS)[number];

/**
 * The personal fields a commission's chair sees of its delegates while Permisos keep personal data from chairs
 * (`delegates.editPersonalData` off, the default), on the chair's screen and in every export alike: names, contact
 * and institution — never the document, birth date, grade or guardian.
 */
export const CHAIR_PERSONAL_FIELDS = [
  'firstNames',
  'lastNames',
  'email',
  'phone',
  'institution',
] as const satisfies readonly PersonalField[];
export type ChairPersonalField = (typeof CHAIR_PERSONAL_FIELDS)[number];

/** Whether a personal field name is one of PERSONAL_FIELDS. */
export function isPersonalField(name: string): name is PersonalField {
  return (PERSONAL_FIELDS as readonly string[]).includes(name);
}

/**
 * The personal fields a role sees of the delegates it may see, on screen and in exports alike: every one, but a
 * Presidente only CHAIR_PERSONAL_FIELDS — unless Permisos let Presidentes edit personal data
 * (`delegates.editPersonalData`), when they see every field they edit, of their own commission's delegates.
 */
export function personalFieldsSeenBy(role: Role, editsPersonalData: boolean): readonly PersonalField[] {
  return !roleHasCommission(role) || editsPersonalData ? PERSONAL_FIELDS : CHAIR_PERSONAL_FIELDS;
}

/** The personal fields of a record (a stored row, a view), in form order. */
export function pickPersonal<T extends Record<PersonalField, unknown>>(record: T): Pick<T, PersonalField> {
  return Object.fromEntries(PERSONAL_FIELDS.map((f) => [f, record[f]])) as Pick<T, PersonalField>;
}

// ---------- text a spreadsheet would run as a formula

/** Characters that make a spreadsheet read a cell as a formula (CSV/formula injection). */
export const FORMULA_START_CHARS = ['=', '+', '-', '@'] as const;

/** The text starts like a formula (=, +, - or @). */
export function startsLikeFormula(text: string): boolean {
  return (FORMULA_START_CHARS as readonly string[]).includes(text.charAt(0));
}

/** The Spanish rule: "Nombres: no puede empezar por =, +, - o @", or "No puede empezar por =, +, - o @" without a label. */
export function formulaStartMessage(label?: string): string {
  return label ? `${label}: no puede empezar por =, +, - o @` : 'No puede empezar por =, +, - o @';
}

// ---------- phone numbers

/**
 * A phone as stored: spaces, dashes, dots and brackets dropped; Colombia's country code (+57, 0057, or 57
 * before ten digits) dropped; another country's `+` written `00`. Text with anything but digits is left as
 * typed (trimmed), for the text rules to judge. "+57 300-123 4567" → "3001234567".
 */
export function normalizePhone(text: string): string {
  const typed = text.trim();
  const compact = typed.replace(/[\s\-.()\u00a0]/g, '');
  const match = /^(\+|00)?(\d+)$/.exec(compact);
  if (!match) return typed;
  const [, international, digits] = match;
  if (digits.startsWith('57') && digits.length === 12) return digits.slice(2);
  return international ? `00${digits}` : digits;
}

// ---------- age and guardian

/** Age under which guardian name and phone are required. */
export const ADULT_AGE = 18;

/** Age in whole years on a date (ISO yyyy-mm-dd). */
export function ageOn(birthDate: string, on: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number);
  const [y, m, d] = on.split('-').map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** Today as yyyy-mm-dd (UTC). */
export function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

/** The birth date is a yyyy-mm-dd date of someone under ADULT_AGE on `today`. */
export function isMinor(birthDate: string, today = todayIso()): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(birthDate) && ageOn(birthDate, today) < ADULT_AGE;
}

export const GUARDIAN_REQUIRED_MESSAGES = {
  guardianName: 'Menor de edad: nombre del acudiente obligatorio',
  guardianPhone: 'Menor de edad: teléfono del acudiente obligatorio',
} as const;

/** The guardian rule: a minor needs a guardian name and phone. The missing ones, with their Spanish messages. */
export function missingGuardianFields(
  v: { birthDate: string; guardianName: string | null | undefined; guardianPhone: string | null | undefined },
  today = todayIso(),
): { field: 'guardianName' | 'guardianPhone'; message: string }[] {
  if (!isMinor(v.birthDate, today)) return [];
  return (['guardianName', 'guardianPhone'] as const)
    .filter((field) => !v[field])
    .map((field) => ({ field, message: GUARDIAN_REQUIRED_MESSAGES[field] }));
}

// ---------- personal codes, badge codes and the personal link

/** A personal code as typed, scanned or stored: 8 to 32 letters and digits, upper case. */
export const PERSONAL_CODE_PATTERN = /^[A-Z0-9]{8,32}$/;

/** Length of a personal code: private, it opens the delegate's data (their link, their mail). */
export const PERSONAL_CODE_LENGTH = 12;

/**
 * Length of a badge code: printed on the badge and in its QR, it identifies the delegate at the door and opens
 * nothing public. Shorter than a personal code, so no badge code is ever someone's personal code.
 */
export const BADGE_CODE_LENGTH = 10;

/** A typed code as stored (codes are upper case; spaces around are dropped). */
export function normalizePersonalCode(text: string): string {
  return text.trim().toUpperCase();
}

/**
 * The code in a badge's scanned QR text — its badge code, or on a badge printed before badge codes the personal
 * code: the code itself, or a link that carries it (`?code=` or the last path segment), in any case. Null when
 * the text holds no code.
 */
export function codeFromBadgeScan(text: string): string | null {
  const raw = text.trim();
  if (!raw) return null;
  let candidate = raw;
  if (/^https?:\/\//i.test(raw)) {
    try {
      const url = new URL(raw);
      candidate = url.searchParams.get('code') ?? url.pathname.split('/').filter(Boolean).pop() ?? '';
    } catch {
      return null;
    }
  }
  const code = normalizePersonalCode(candidate);
  return PERSONAL_CODE_PATTERN.test(code) ? code : null;
}

/** The path of a delegate's private page (/verificator) for a personal code. */
export function personalLinkPath(code: string): string {
  return `/verificator?code=${encodeURIComponent(code)}`;
}

/** The delegate's room page on their phone, opened with their personal code (decision 035). */
export function roomPassPath(code: string): string {
  return `/sala?code=${encodeURIComponent(code)}`;
}

/** The full private link sent by e-mail: the public address followed by personalLinkPath. */
export function personalLink(publicUrl: string, code: string): string {
  return `${publicUrl}${personalLinkPath(code)}`;
}

// ---------- status labels and colours

/** Spanish label of each delegate status, as staff see it (lists, exports, chips). */
export const DELEGATE_STATUS_LABELS: Record<DelegateStatus, string> = {
  preinscrito: 'Preinscrito',
  verificado: 'Verificado',
  asignado: 'Asignado',
  acreditado: 'Acreditado',
  retirado: 'Retirado',
};

/** Colour of each status chip (MUI chip colours; the web's theme gives each a 4.5:1 text contrast, theme.test.ts). */
export type DelegateStatusColor = 'default' | 'info' | 'primary' | 'success' | 'warning' | 'error';
export const DELEGATE_STATUS_COLORS: Record<DelegateStatus, DelegateStatusColor> = {
  preinscrito: 'default',
  verificado: 'info',
  asignado: 'primary',
  acreditado: 'success',
  retirado: 'error',
};

/** Spanish label of how a delegate entered the system. */
export const DELEGATE_SOURCE_LABELS: Record<DelegateSource, string> = {
  preinscripcion: 'Preinscripción',
  carga: 'Carga de institución',
  manual: 'Manual',
};

/** Spanish label of a status or source read from the database (unknown values are shown as they are). */
export function statusLabel(status: string): string {
  return DELEGATE_STATUS_LABELS[status as DelegateStatus] ?? status;
}
export function sourceLabel(source: string): string {
  return DELEGATE_SOURCE_LABELS[source as DelegateSource] ?? source;
}

// ---------- the event's name

/** The event's name until a Gestor saves the settings. */
export const DEFAULT_EVENT_NAME = 'Modelo de Naciones Unidas';
export const DEFAULT_EVENT_SHORT_NAME = 'MUN';

/** The event's display name: the saved name, or DEFAULT_EVENT_NAME when there is none. */
export function eventDisplayName(name: string | null | undefined): string {
  return name?.trim() || DEFAULT_EVENT_NAME;
}
