import { zxcvbn, zxcvbnOptions } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as es from '@zxcvbn-ts/language-es-es';

let ready = false;

/** Scores a password 0..4 with zxcvbn and the Spanish dictionaries; user inputs (name, e-mail) count as weak. */
export function scorePassword(password: string, userInputs: string[] = []): number {
  if (!ready) {
    zxcvbnOptions.setOptions({
      dictionary: { ...common.dictionary, ...es.dictionary },
      graphs: common.adjacencyGraphs,
      translations: es.translations,
    });
    ready = true;
  }
  return zxcvbn(password, userInputs).score;
}

/** Minimum zxcvbn score accepted for a staff password. */
export const PASSWORD_MIN_SCORE = 3;

/** Whether a password is strong enough for a staff account. */
export function isStrongPassword(password: string, userInputs: string[] = []): boolean {
  return scorePassword(password, userInputs) >= PASSWORD_MIN_SCORE;
}
