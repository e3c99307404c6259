import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { humanTextProblem, TEXT_MESSAGES } from '@quorum/shared';
import { describe, expect, it } from 'vitest';
import { englishMessage } from './en-schema-messages';

/** One text breaking each part of the shared text rule, with the rule's options. */
const BROKEN: Record<keyof typeof TEXT_MESSAGES, [string, { min?: number; max: number }]> = {
  required: ['', { min: 1, max: 10 }],
  tooShort: ['ab', { min: 3, max: 10 }],
  tooLong: ['abcdef', { max: 5 }],
  control: ['a\u0000b', { max: 10 }],
  lineBreak: ['a\nb', { max: 10 }],
  bidi: ['a\u202Eb', { max: 10 }],
  invisible: ['\u200B', { max: 10 }],
  combining: [`a${'\u0301'.repeat(6)}`, { max: 20 }],
};

/** Spanish words that must not survive into an English message. */
const SPANISH =
  /\b(obligatori[oa]|mínimo|máximo|caracteres|contiene|solo|no válid[oa]|fecha|puede|debe[s]?|fila[s]?|del?|la|el|los|las|y|o)\b/i;

describe('field messages in English', () => {
  it.each(Object.keys(BROKEN) as (keyof typeof TEXT_MESSAGES)[])('the text rule’s «%s», with and without a label', (key) => {
    const [value, options] = BROKEN[key];
    for (const label of ['Nombres', 'Apellidos', 'Institución', 'Notas', 'Nombre del archivo', undefined]) {
      const spanish = humanTextProblem(value, { ...options, label });
      expect(spanish).not.toBeNull();
      const english = englishMessage(spanish ?? '');
      expect(english, spanish ?? '').not.toMatch(SPANISH);
    }
  });

  it('covers every message of the text rule', () => {
    expect(Object.keys(BROKEN).sort()).toEqual(Object.keys(TEXT_MESSAGES).sort());
  });

  it('has every Spanish message the shared schemas write', () => {
    const folder = fileURLToPath(new URL('../../../../packages/shared/src/', import.meta.url));
    const source = readdirSync(folder)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => readFileSync(join(folder, file), 'utf8'))
      .join('\n');
    const patterns = [
      /(?:message|error|requiredMessage): '([^']+)'/g,
      /(?<!Math)\.(?:min|max|regex|refine)\([^;\n]*?, '([^']+)'\)/g,
      /\.(?:email|date|int)\('([^']+)'/g,
    ];
    const messages = patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((m) => m[1] ?? ''));
    const labels = [...source.matchAll(/(?:\bname\(|humanText\(\{[^}]*label: )'([^']+)'/g)].map((m) => m[1] ?? '');
    expect(messages.length).toBeGreaterThan(25);
    const untranslated = [...messages, ...labels.map((label) => `${label}: obligatorio`)].filter(
      (message) => SPANISH.test(englishMessage(message)) || englishMessage(message) === message,
    );
    expect(untranslated).toEqual([]);
  });
});
