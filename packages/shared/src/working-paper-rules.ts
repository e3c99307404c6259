/**
 * Working papers (PRODUCT §10, decision 038): the text's shape, how a preambular or operative clause is laid out, and
 * the three-way merge of two saves made on the same version. Pure and without zod: the server merges a save with it,
 * the phone's page resolves a conflict with it (the person's choices passed in) and lays a clause out with it.
 */

import { ceilFraction } from './procedure/quorum';

/** A sub-clause's own sub-clause: (i), (ii)… */
export interface PaperItem {
  id: string;
  text: string;
}

/** An operative clause's sub-clause (a), (b)… with its own (i), (ii)… */
export interface PaperSubClause extends PaperItem {
  subClauses: PaperItem[];
}

/** A numbered operative clause with its sub-clauses. */
export interface OperativeClause extends PaperItem {
  subClauses: PaperSubClause[];
}

/** The text of a working paper: what a save carries and a version keeps. */
export interface PaperText {
  title: string;
  /** «Recordando …,»: the opening word in italics, the clause ending with a comma. */
  preambular: PaperItem[];
  /** «1. Exhorta …;»: numbered, with sub-clauses (a) and (i). */
  operative: OperativeClause[];
}

/** The most clauses of each kind and sub-clauses of each level a paper holds. */
export const PAPER_LIMITS = { titleMax: 200, clauseMax: 2000, preambular: 60, operative: 60, subClauses: 26, subSubClauses: 20 } as const;

/** A clause's id: made by the client that adds it, so two editors' clauses never share one. */
export const CLAUSE_ID_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;

/** A new clause id (random, URL-safe). */
export function newClauseId(): string {
  const bytes = new Uint8Array(12);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => 'abcdefghijklmnopqrstuvwxyz0123456789'[b % 36]).join('');
}

/** An empty working paper's text. */
export function emptyPaperText(title: string): PaperText {
  return { title, preambular: [], operative: [] };
}

/** A clause's text split for its layout: the opening word (shown in italics in a preambular clause) and the rest. */
export function openingWord(text: string): { opening: string; rest: string } {
  const match = /^(\S+)(\s[\s\S]*)?$/u.exec(text);
  return match ? { opening: match[1] as string, rest: match[2] ?? '' } : { opening: '', rest: text };
}

/** (a), (b) … (z): a sub-clause's letter by its position (0-based). */
export function subClauseLetter(index: number): string {
  return String.fromCharCode(97 + (index % 26));
}

const ROMAN: readonly [number, string][] = [
  [10, 'x'],
  [9, 'ix'],
  [5, 'v'],
  [4, 'iv'],
  [1, 'i'],
];

/** (i), (ii) … : a sub-sub-clause's small roman numeral by its position (0-based). */
export function subSubClauseNumeral(index: number): string {
  let n = index + 1;
  let out = '';
  for (const [value, numeral] of ROMAN)
    while (n >= value) {
      out += numeral;
      n -= value;
    }
  return out;
}

// ---------- the merge of two saves ----------

/** A part of the text two saves both changed differently: the title, a clause (by id), or a list's order. */
export type PaperConflict =
  | { part: 'title' }
  | { part: 'preambular' | 'operative'; clauseId: string; number: number }
  | { part: 'order'; list: 'preambular' | 'operative' };

/** The key a conflict is resolved under: `title`, `preambular:<id>`, `operative:<id>`, `order:<list>`. */
export function conflictKey(conflict: PaperConflict): string {
  if (conflict.part === 'title') return 'title';
  if (conflict.part === 'order') return `order:${conflict.list}`;
  return `${conflict.part}:${conflict.clauseId}`;
}

/** Which side a person keeps for each conflict, by `conflictKey`. */
export type ConflictChoices = Readonly<Record<string, 'mine' | 'theirs'>>;

/** The merged text, and the conflicts left (their parts hold the saved text, `theirs`, until chosen). */
export interface PaperMerge {
  text: PaperText;
  conflicts: PaperConflict[];
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function byId<T extends PaperItem>(items: readonly T[]): Map<string, T> {
  return new Map(items.map((item) => [item.id, item]));
}

/** Whether `list` keeps the clauses it shares with `base` in base's order. */
function keepsOrder(base: readonly PaperItem[], list: readonly PaperItem[]): boolean {
  const inList = new Set(list.map((i) => i.id));
  const inBase = new Set(base.map((i) => i.id));
  const a = base.map((i) => i.id).filter((id) => inList.has(id));
  const b = list.map((i) => i.id).filter((id) => inBase.has(id));
  return same(a, b);
}

/** `skeleton`'s order, with the kept ids it lacks put after the one they follow in `other` (or first). */
function ordered(skeleton: readonly string[], other: readonly string[], kept: ReadonlySet<string>): string[] {
  const out = skeleton.filter((id) => kept.has(id));
  let after: string | null = null;
  for (const id of other) {
    if (!kept.has(id)) continue;
    if (!out.includes(id)) out.splice(after === null ? 0 : out.indexOf(after) + 1, 0, id);
    after = id;
  }
  return out;
}

function mergeList<T extends PaperItem>(
  list: 'preambular' | 'operative',
  base: readonly T[],
  mine: readonly T[],
  theirs: readonly T[],
  choices: ConflictChoices,
): { items: T[]; conflicts: PaperConflict[] } {
  const [b, m, t] = [byId(base), byId(mine), byId(theirs)];
  const chosen = new Map<string, T>();
  const conflicted: string[] = [];
  for (const id of new Set([...t.keys(), ...m.keys(), ...b.keys()])) {
    const [was, mineNow, theirsNow] = [b.get(id), m.get(id), t.get(id)];
    const mineChanged = !same(mineNow, was);
    const theirsChanged = !same(theirsNow, was);
    let value = theirsNow;
    if (!theirsChanged) value = mineNow;
    else if (mineChanged && !same(mineNow, theirsNow)) {
      const choice = choices[`${list}:${id}`];
      if (choice === 'mine') value = mineNow;
      else if (choice !== 'theirs') conflicted.push(id);
    }
    if (value) chosen.set(id, value);
  }
  const kept = new Set(chosen.keys());
  const [mineIds, theirIds] = [mine.map((i) => i.id), theirs.map((i) => i.id)];
  const conflicts: PaperConflict[] = [];
  let order: string[];
  if (keepsOrder(base, mine)) order = ordered(theirIds, mineIds, kept);
  else if (keepsOrder(base, theirs)) order = ordered(mineIds, theirIds, kept);
  else {
    const choice = choices[`order:${list}`];
    if (!choice) conflicts.push({ part: 'order', list });
    order = choice === 'mine' ? ordered(mineIds, theirIds, kept) : ordered(theirIds, mineIds, kept);
  }
  const items = order.map((id) => chosen.get(id) as T);
  for (const id of conflicted) {
    const at = order.indexOf(id);
    conflicts.push({ part: list, clauseId: id, number: at >= 0 ? at + 1 : mineIds.indexOf(id) + 1 });
  }
  return { items, conflicts };
}

/**
 * Two saves made on the same version `base`: `mine` (arriving) and `theirs` (saved since). A part only one of them
 * changed takes that change; a part both changed the same way takes it once; a part both changed differently (an
 * edit and a deletion too) is a conflict, resolved by `choices` or left holding `theirs`. New clauses of each side
 * are kept after the clause they follow; a reordering is kept when the other side did not reorder the same list.
 */
export function mergePaperTexts(base: PaperText, mine: PaperText, theirs: PaperText, choices: ConflictChoices = {}): PaperMerge {
  const conflicts: PaperConflict[] = [];
  let title = theirs.title;
  if (theirs.title === base.title) title = mine.title;
  else if (mine.title !== base.title && mine.title !== theirs.title) {
    if (choices.title === 'mine') title = mine.title;
    else if (choices.title !== 'theirs') conflicts.push({ part: 'title' });
  }
  const preambular = mergeList('preambular', base.preambular, mine.preambular, theirs.preambular, choices);
  const operative = mergeList('operative', base.operative, mine.operative, theirs.operative, choices);
  return {
    text: { title, preambular: preambular.items, operative: operative.items },
    conflicts: [...conflicts, ...preambular.conflicts, ...operative.conflicts],
  };
}

function conflictName(conflict: PaperConflict): string {
  if (conflict.part === 'title') return 'el título';
  if (conflict.part === 'order') return `el orden de las cláusulas ${conflict.list === 'preambular' ? 'preambulares' : 'operativas'}`;
  return `la cláusula ${conflict.part === 'preambular' ? 'preambular' : 'operativa'} ${conflict.number}`;
}

/** The Spanish refusal of a save with conflicts, naming each part: «Otra persona guardó antes un cambio en la cláusula operativa 3…». */
export function paperConflictMessage(conflicts: readonly PaperConflict[]): string {
  const names = conflicts.map(conflictName);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} y ${names.at(-1)}` : (names[0] ?? 'el texto');
  return `Otra persona guardó antes un cambio en ${list}. Elige qué texto queda y vuelve a guardar.`;
}

// ---------- from working paper to draft resolution ----------

/** Where a paper stands: a working paper its sponsors write, or a draft resolution whose text is frozen. */
export const PAPER_STATUSES = ['borrador', 'proyecto'] as const;
export type PaperStatus = (typeof PAPER_STATUSES)[number];

/** The sponsors and signatories a paper needs and has, of the members present at the last roll call. */
export interface PaperThreshold {
  /** The commission's share, in %. */
  percent: number;
  /** Members present at the last roll call (0 before the first). */
  present: number;
  /** Delegations that must sponsor or sign: ⌈present·percent/100⌉, at least one. */
  needed: number;
  /** Sponsors and signatories. */
  has: number;
  /** Whether the chair may make it a draft: a roll call taken and the number reached. */
  reached: boolean;
}

/**
 * The threshold of a paper (PRODUCT §10): sponsors and signatories together against a share of the members present
 * at the last roll call, in integers as the quorum is (`ceilFraction`); read again at every roll call, since it is
 * computed from the attendance in force.
 */
export function paperThreshold(present: number, percent: number, has: number): PaperThreshold {
  const needed = Math.max(1, ceilFraction(present, { numerator: percent, denominator: 100 }));
  return { percent, present, needed, has, reached: present > 0 && has >= needed };
}
