/**
 * A working paper's text against another version of it (PRODUCT §10: the adopted resolution shows its diff against
 * the draft, decision 038). Pure and without zod; the word-level comparison is jsdiff's `diffWordsWithSpace`. The server
 * answers the diff of two kept versions with it; the web only renders the answer (it imports the types alone).
 */

import { diffWordsWithSpace } from 'diff';
import type { PaperItem, PaperText } from './working-paper-rules';

/** A run of words: in both texts, only in the later one, or only in the earlier one. */
export interface DiffSegment {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

/** What happened to a clause's own words (its sub-clauses say their own). */
export type ClauseDiffStatus = 'same' | 'changed' | 'added' | 'removed';

/**
 * A clause compared, matched by id. `at` is its position (1-based) in the later text and `was` in the earlier one
 * (the number of an operative clause, the letter's or the numeral's place for a sub-clause): null where it is not.
 * `moved` says it changed place among the clauses both texts keep, not merely that a clause added or removed above it
 * renumbered it. `segments` are its words: all `same`, all `added`, all `removed`, or the word diff of a change.
 */
export interface ClauseDiff {
  id: string;
  status: ClauseDiffStatus;
  moved: boolean;
  at: number | null;
  was: number | null;
  segments: DiffSegment[];
}

/** A sub-clause (a) compared, with its items (i). */
export interface SubClauseDiff extends ClauseDiff {
  subClauses: ClauseDiff[];
}

/** An operative clause compared, with its sub-clauses. */
export interface OperativeDiff extends ClauseDiff {
  subClauses: SubClauseDiff[];
}

/**
 * Two texts compared: the title, then each list in the later text's order, with the clauses the later text no longer
 * has (`removed`) where they stood in the earlier one.
 */
export interface PaperDiff {
  title: { status: 'same' | 'changed'; segments: DiffSegment[] };
  preambular: ClauseDiff[];
  operative: OperativeDiff[];
}

const whole = (kind: DiffSegment['kind'], text: string): DiffSegment[] => (text === '' ? [] : [{ kind, text }]);

/**
 * Bounds on jsdiff's work, so comparing two versions stays cheap for the server whatever was saved: the most edits
 * (tokens added or removed; a run of spaces is a token) it looks for in one text, and the work of the whole comparison
 * as the sum of each text's edits squared (its time grows with their square: a 45-word clause rewritten takes
 * milliseconds, every clause of a paper at the request's size rewritten took half a second with a bound on edits
 * alone: bench/paper-diff.ts). Past either bound a text reads as its old words removed and its new ones added.
 * Counted in tokens, never in time, so the same two texts always compare the same way.
 */
export const PAPER_DIFF_LIMITS = { textEdits: 200, paperWork: 100_000 } as const;

/** What is left of the comparison's work. */
interface Budget {
  work: number;
}

/**
 * Words of two texts: one `same` run when equal, else jsdiff's word diff with the spaces as tokens of their own, so
 * each side reads exactly as it was written; the whole texts removed and added past the bounds.
 */
function wordSegments(before: string, after: string, budget: Budget): DiffSegment[] {
  if (before === after) return whole('same', before);
  const limit = Math.min(PAPER_DIFF_LIMITS.textEdits, Math.floor(Math.sqrt(budget.work)));
  const changes = limit > 0 ? diffWordsWithSpace(before, after, { maxEditLength: limit }) : undefined;
  if (!changes) {
    budget.work -= limit * limit;
    return [...whole('removed', before), ...whole('added', after)];
  }
  let edits = 0;
  for (const change of changes) if (change.added || change.removed) edits += change.count;
  budget.work -= edits * edits;
  return changes.map((change) => ({ kind: change.added ? 'added' : change.removed ? 'removed' : 'same', text: change.value }));
}

/** The ids both lists keep in the same relative order (a longest common subsequence): the clauses that did not move. */
function stayedInPlace(before: readonly string[], after: readonly string[]): Set<string> {
  const rows = before.map(() => new Array<number>(after.length + 1).fill(0));
  rows.push(new Array<number>(after.length + 1).fill(0));
  for (let i = before.length - 1; i >= 0; i--)
    for (let j = after.length - 1; j >= 0; j--)
      (rows[i] as number[])[j] =
        before[i] === after[j]
          ? ((rows[i + 1] as number[])[j + 1] as number) + 1
          : Math.max((rows[i + 1] as number[])[j] as number, (rows[i] as number[])[j + 1] as number);
  const stayed = new Set<string>();
  let [i, j] = [0, 0];
  while (i < before.length && j < after.length) {
    if (before[i] === after[j]) {
      stayed.add(before[i] as string);
      i++;
      j++;
    } else if (((rows[i + 1] as number[])[j] as number) >= ((rows[i] as number[])[j + 1] as number)) i++;
    else j++;
  }
  return stayed;
}

/**
 * One list compared by id, in `after`'s order, each clause removed put after the nearest clause before it that
 * stayed in place (or first). `nested` compares what a clause holds (its sub-clauses): either side may be missing.
 */
function diffList<T extends PaperItem, X extends object>(
  before: readonly T[],
  after: readonly T[],
  words: (before: string, after: string) => DiffSegment[],
  nested: (was: T | undefined, now: T | undefined) => X,
): (ClauseDiff & X)[] {
  const wasAt = new Map(before.map((clause, i) => [clause.id, i]));
  const kept = new Set(after.map((clause) => clause.id));
  const common = (list: readonly T[]) => list.map((c) => c.id).filter((id) => wasAt.has(id) && kept.has(id));
  const stayed = stayedInPlace(common(before), common(after));

  // The clauses removed, by the id of the clause that stayed in place before them ('' when none did).
  const removedAfter = new Map<string, (ClauseDiff & X)[]>();
  let anchor = '';
  for (const [i, clause] of before.entries()) {
    if (stayed.has(clause.id)) anchor = clause.id;
    if (kept.has(clause.id)) continue;
    const entry = {
      id: clause.id,
      status: 'removed' as const,
      moved: false,
      at: null,
      was: i + 1,
      segments: whole('removed', clause.text),
    };
    removedAfter.set(anchor, [...(removedAfter.get(anchor) ?? []), { ...entry, ...nested(clause, undefined) }]);
  }

  const out = [...(removedAfter.get('') ?? [])];
  for (const [i, clause] of after.entries()) {
    const at = wasAt.get(clause.id);
    const was = at === undefined ? undefined : before[at];
    const status: ClauseDiffStatus = !was ? 'added' : was.text === clause.text ? 'same' : 'changed';
    out.push({
      id: clause.id,
      status,
      moved: was !== undefined && !stayed.has(clause.id),
      at: i + 1,
      was: at === undefined ? null : at + 1,
      segments: was ? words(was.text, clause.text) : whole('added', clause.text),
      ...nested(was, clause),
    });
    if (stayed.has(clause.id)) out.push(...(removedAfter.get(clause.id) ?? []));
  }
  return out;
}

const noNesting = () => ({});

/**
 * `after` against `before`, clause by clause matched by id (ids survive edits and moves): each list in `after`'s
 * order with the clauses `before` had and `after` lacks marked removed where they stood (with their sub-clauses),
 * new ones added (with theirs), the words of a changed text diffed word by word, sub-clauses (a) and items (i)
 * compared the same way within their clause. A sub-clause moved to another clause reads as removed there and added here.
 */
export function diffPaperTexts(before: PaperText, after: PaperText): PaperDiff {
  const budget: Budget = { work: PAPER_DIFF_LIMITS.paperWork };
  const words = (was: string, now: string) => wordSegments(was, now, budget);
  return {
    title: { status: before.title === after.title ? 'same' : 'changed', segments: words(before.title, after.title) },
    preambular: diffList(before.preambular, after.preambular, words, noNesting),
    operative: diffList(before.operative, after.operative, words, (was, now) => ({
      subClauses: diffList(was?.subClauses ?? [], now?.subClauses ?? [], words, (wasSub, nowSub) => ({
        subClauses: diffList(wasSub?.subClauses ?? [], nowSub?.subClauses ?? [], words, noNesting),
      })),
    })),
  };
}
