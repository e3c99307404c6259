import { z } from 'zod';
import { es as zodSpanish } from 'zod/locales';
import { TEXT_MESSAGES } from './text-messages';

/**
 * The one rule for text a person types (names, institution, documents, codes, addresses, notes, settings):
 * normalised to NFC and trimmed; control characters (NUL included; line breaks only where the field is
 * multi-line), bidi overrides and isolates, text made only of invisible characters and floods of combining
 * marks are refused; lengths count characters (code points after NFC), not UTF-16 units. Used by every input
 * schema, so the browser's form, the API and the spreadsheet importer's check and save say the same.
 */

// zod's own messages (wrong type, bad enum, size of a non-text field) in Spanish, on both sides.
z.config(zodSpanish());

/** Most combining marks allowed in a row (Vietnamese needs 2; 5 or more is a "zalgo" flood). */
export const MAX_COMBINING_IN_A_ROW = 4;

// C0 and C1 controls and DEL; tab, LF and CR are judged apart (allowed only in multi-line text).
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this rule's purpose.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;
const LINE_BREAK = /[\t\n\r\u2028\u2029]/u;
const BIDI = /[\u202A-\u202E\u2066-\u2069]/u;
const VISIBLE = /[^\s\p{Cf}\p{M}\u115F\u1160\u3164\uFFA0\u2800]/u;
const COMBINING_FLOOD = new RegExp(`\\p{M}{${MAX_COMBINING_IN_A_ROW + 1},}`, 'u');

/** Length in characters (code points), as a person counts them. */
export function textLength(text: string): number {
  let n = 0;
  for (const _ of text) n += 1;
  return n;
}

/** NFC and trimmed: the form a text is checked and stored in. */
export function cleanText(text: string): string {
  return text.normalize('NFC').trim();
}

/** What is wrong with a text's characters (Spanish, without label), or null. Empty text is not judged here. */
export function textCharacterProblem(text: string, opts: { multiline?: boolean } = {}): string | null {
  if (CONTROL.test(text)) return TEXT_MESSAGES.control;
  if (LINE_BREAK.test(text)) {
    const rest = opts.multiline ? text.replace(/\r\n|[\t\n\r]/g, '') : text;
    if (LINE_BREAK.test(rest)) return opts.multiline ? TEXT_MESSAGES.control : TEXT_MESSAGES.lineBreak;
  }
  if (BIDI.test(text)) return TEXT_MESSAGES.bidi;
  if (text && !VISIBLE.test(text)) return TEXT_MESSAGES.invisible;
  if (COMBINING_FLOOD.test(text)) return TEXT_MESSAGES.combining;
  return null;
}

export interface HumanTextOptions {
  /** Fewest characters (0 = may be empty; 1 = required). */
  min?: number;
  max: number;
  /** Line breaks (and tabs) allowed: notes, descriptions, legal texts. */
  multiline?: boolean;
  /** Put before each message: "Nombres" → "Nombres: obligatorio". Without it the message starts in capitals. */
  label?: string;
  /** The message for an empty required text, when "obligatorio" does not fit ("Institución: obligatoria"). */
  requiredMessage?: string;
}

/** The message of a problem with the field's label, or capitalised without one. */
export function labelled(message: string, label?: string): string {
  return label ? `${label}: ${message}` : message.charAt(0).toUpperCase() + message.slice(1);
}

/** What is wrong with a cleaned text under the rule (Spanish, labelled), or null. */
export function humanTextProblem(
  value: string,
  { min = 0, max, multiline = false, label, requiredMessage }: HumanTextOptions,
): string | null {
  const problem = textCharacterProblem(value, { multiline });
  if (problem) return labelled(problem, label);
  const length = textLength(value);
  if (length === 0 && min > 0) return requiredMessage ?? labelled(TEXT_MESSAGES.required, label);
  if (length < min) return labelled(TEXT_MESSAGES.tooShort(min), label);
  if (length > max) return labelled(TEXT_MESSAGES.tooLong(max), label);
  return null;
}

/** A human-entered text field (see the module's rule). Output: the NFC, trimmed text. */
export function humanText(options: HumanTextOptions) {
  return z
    .string()
    .overwrite((v) => cleanText(v))
    .check((ctx) => {
      const message = humanTextProblem(ctx.value, options);
      if (message) ctx.issues.push({ code: 'custom', input: ctx.value, message });
    });
}

/** A text that is not required: "" and null/absent are stored as null. */
export function optionalHumanText(opts: Omit<HumanTextOptions, 'min'>) {
  return humanText(opts)
    .nullish()
    .transform((v) => (v ? v : null));
}

/**
 * A code or token typed or pasted by a person (verification code, load code, reset link token): printable
 * characters only, so a NUL or a control character is refused here rather than by the database.
 */
export function codeText({ min = 1, max, message = 'Código no válido' }: { min?: number; max: number; message?: string }) {
  return z
    .string()
    .trim()
    .min(min, message)
    .max(max, message)
    .regex(/^[\x21-\x7E]*$/, message);
}
