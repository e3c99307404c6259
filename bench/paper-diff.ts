// `npx tsx bench/paper-diff.ts`: how long comparing two versions of a working paper takes (`diffPaperTexts`, decision
// 038), the median of BENCH_ROUNDS runs (ms) for: a conference-sized paper with a few words changed in a tenth of its
// clauses; the same paper with every clause rewritten; a paper at the request's 1 MB with every clause of 2,000
// one-letter words rewritten (the worst a sponsor could save).
import { diffPaperTexts, PAPER_DIFF_LIMITS } from '../packages/shared/src/paper-diff';
import type { OperativeClause, PaperText } from '../packages/shared/src/working-paper-rules';
import { percentile, report } from './lib';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);

/** `n` words of the vocabulary `words`, starting at `seed`. */
const sentence = (words: readonly string[], seed: number, n: number) =>
  Array.from({ length: n }, (_, i) => words[(seed + i * 7) % words.length]).join(' ');
const VOCABULARY =
  'exhorta a los estados miembros que cooperen en el acceso al agua potable y el saneamiento de las regiones más afectadas por la sequía'.split(
    ' ',
  );
const OTHER =
  'decide solicitar al secretario general un informe anual sobre los progresos con datos abiertos y metas verificables para cada región'.split(
    ' ',
  );

/** A paper: `preambular` clauses, `operative` ones with `subs` sub-clauses each, of `words` words. */
function paper(vocabulary: readonly string[], preambular: number, operative: number, subs: number, words: number): PaperText {
  return {
    title: 'Acceso al agua potable',
    preambular: Array.from({ length: preambular }, (_, i) => ({ id: `p${i}`, text: sentence(vocabulary, i, words) })),
    operative: Array.from(
      { length: operative },
      (_, i): OperativeClause => ({
        id: `o${i}`,
        text: sentence(vocabulary, i + 3, words),
        subClauses: Array.from({ length: subs }, (_, j) => ({
          id: `o${i}s${j}`,
          text: sentence(vocabulary, i + j, words),
          subClauses: [],
        })),
      }),
    ),
  };
}

/** The same paper with a few words changed in every tenth clause. */
function lightlyEdited(text: PaperText): PaperText {
  const edit = (clause: string, i: number) =>
    i % 10 === 0 ? clause.replace('estados', 'países').replace(/ agua /u, ' agua segura ') : clause;
  return {
    ...text,
    preambular: text.preambular.map((c, i) => ({ ...c, text: edit(c.text, i) })),
    operative: text.operative.map((c, i) => ({ ...c, text: edit(c.text, i + 1) })),
  };
}

/** The median time (ms) of `work` over ROUNDS runs, after one run to warm up. */
function median(work: () => unknown): number {
  work();
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const start = performance.now();
    work();
    times.push(performance.now() - start);
  }
  return percentile(
    times.sort((a, b) => a - b),
    50,
  );
}

const conference = paper(VOCABULARY, 12, 20, 3, 45);
const rewritten = paper(OTHER, 12, 20, 3, 45);
// 2,000 characters a clause of one-letter words: 60 preambular, 60 operative with 6 sub-clauses each (~1 MB).
const letters = (seed: number) => Array.from({ length: 1000 }, (_, i) => 'abcdefghijklm'[(seed + i) % 13]).join(' ');
const others = (seed: number) => Array.from({ length: 1000 }, (_, i) => 'nopqrstuvwxyz'[(seed + i) % 13]).join(' ');
const worst = (make: (seed: number) => string): PaperText => ({
  title: 'Acceso al agua potable',
  preambular: Array.from({ length: 60 }, (_, i) => ({ id: `p${i}`, text: make(i) })),
  operative: Array.from({ length: 60 }, (_, i) => ({
    id: `o${i}`,
    text: make(i + 1),
    subClauses: Array.from({ length: 6 }, (_, j) => ({ id: `o${i}s${j}`, text: make(i + j), subClauses: [] })),
  })),
});
const [worstBefore, worstAfter] = [worst(letters), worst(others)];

report({
  rounds: ROUNDS,
  text_edits_bound: PAPER_DIFF_LIMITS.textEdits,
  paper_work_bound: PAPER_DIFF_LIMITS.paperWork,
  conference_paper_clauses: 12 + 20 * 4,
  conference_paper_few_words_ms: median(() => diffPaperTexts(conference, lightlyEdited(conference))),
  conference_paper_all_rewritten_ms: median(() => diffPaperTexts(conference, rewritten)),
  one_mb_paper_bytes: JSON.stringify(worstAfter).length,
  one_mb_paper_all_rewritten_ms: median(() => diffPaperTexts(worstBefore, worstAfter)),
});
