import { zxcvbn, zxcvbnOptions } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as es from '@zxcvbn-ts/language-es-es';

/**
 * Only the first characters of a password are estimated: zxcvbn's cost grows steeply with length (a
 * 128-character password full of l33t characters took seconds of CPU), and a longer passphrase whose
 * first 64 characters are strong is strong anyway.
 */
export const PASSWORD_ESTIMATE_CHARS = 64;

/**
 * How many l33t readings ("p4ssw0rd" → "password") zxcvbn tries per password. The default (512) multiplies
 * the cost of a password full of l33t characters; the full substitution, tried first, is what catches
 * the usual disguised words.
 */
const L33T_MAX_SUBSTITUTIONS = 4;

let ready = false;

/** Scores a password 0..4 with zxcvbn and the Spanish dictionaries; user inputs (name, e-mail) count as weak. */
export function scorePassword(password: string, userInputs: string[] = []): number {
  if (!ready) {
    zxcvbnOptions.setOptions({
      dictionary: { ...common.dictionary, ...es.dictionary },
      graphs: common.adjacencyGraphs,
      translations: es.translations,
      l33tMaxSubstitutions: L33T_MAX_SUBSTITUTIONS,
      maxLength: PASSWORD_ESTIMATE_CHARS,
    });
    ready = true;
  }
  return zxcvbn(
    [...password].slice(0, PASSWORD_ESTIMATE_CHARS).join(''),
    userInputs.map((v) => v.slice(0, PASSWORD_ESTIMATE_CHARS)),
  ).score;
}

/** Minimum zxcvbn score accepted for a staff password. */
export const PASSWORD_MIN_SCORE = 3;

/** Whether a password is strong enough for a staff account. */
export function isStrongPassword(password: string, userInputs: string[] = []): boolean {
  return scorePassword(password, userInputs) >= PASSWORD_MIN_SCORE;
}
