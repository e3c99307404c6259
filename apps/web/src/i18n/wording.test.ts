import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { es } from './es';

/**
 * The glossary of docs/CODE_STYLE.md («Wording»): one spelling for each word, in the interface and in the
 * texts the server writes (errors, e-mails). Each pattern is a spelling the glossary replaces.
 */
const REPLACED: [RegExp, string][] = [
  [/\bauto[- ]?registr/iu, 'autorregistro'],
  [/\bpre[- ]?registr/iu, 'preinscripción'],
  [/\bpre[- ]inscri/iu, 'preinscripción'],
];

function leaves(node: object): string[] {
  return Object.values(node).flatMap((value): string[] => (typeof value === 'string' ? [value] : leaves(value as object)));
}

/** The quoted Spanish literals of the server's and shared sources (tests left out). */
function sourceTexts(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file))
    .flatMap((file) => readFileSync(join(folder, file), 'utf8').match(/(['`])(?:(?!\1)[^\\\n]|\\.)*\1/g) ?? []);
}

/** The seed's route name of /register, kept as the document title (packages/shared/src/routes.ts). */
const ROUTE_NAME = "'PreRegistro'";

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

describe('wording', () => {
  it.each([
    ['the Spanish catalogue', () => leaves(es)],
    [
      'the server and shared texts',
      () => [...sourceTexts(join(ROOT, 'apps/server/src')), ...sourceTexts(join(ROOT, 'packages/shared/src'))],
    ],
  ])('%s use the glossary’s spellings', (_where, texts) => {
    const all = texts().filter((text) => text !== ROUTE_NAME);
    expect(all.length).toBeGreaterThan(100);
    const off = all.flatMap((text) => REPLACED.filter(([pattern]) => pattern.test(text)).map(([, word]) => `${text} → ${word}`));
    expect(off).toEqual([]);
  });
});
