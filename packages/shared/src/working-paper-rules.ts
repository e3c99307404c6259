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

/**
 * Where a paper stands: a working paper its sponsors write, a draft resolution whose text only amendments and the
 * division of the question change, or a resolution the commission adopted or rejected in its vote.
 */
export const PAPER_STATUSES = ['borrador', 'proyecto', 'aprobada', 'rechazada'] as const;
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

// ---------- amendments to a draft resolution ----------

/** What an amendment does to a clause: adds one after it, changes its words, or strikes it. */
export const AMENDMENT_KINDS = ['add', 'change', 'strike'] as const;
export type AmendmentKind = (typeof AMENDMENT_KINDS)[number];

/**
 * Where an amendment stands: `propuesta` (its sponsors answering), `amistosa` (every sponsor accepted: applied),
 * `no_amistosa` (a sponsor did not: queued for the commission's vote), `aprobada` / `rechazada` (voted),
 * `decaida` (its clause left the text before it could apply).
 */
export const AMENDMENT_STATUSES = ['propuesta', 'amistosa', 'no_amistosa', 'aprobada', 'rechazada', 'decaida'] as const;
export type AmendmentStatus = (typeof AMENDMENT_STATUSES)[number];

/** An amendment's change: the list, the clause it targets by id (for an addition, the one it follows; null: first), its words. */
export interface AmendmentChange {
  kind: AmendmentKind;
  list: 'preambular' | 'operative';
  clauseId: string | null;
  /** The new clause's words (add) or the clause's new words (change); empty for a strike. */
  text: string;
}

/**
 * The text with the amendment applied, or null when its clause is no longer there (struck or moved out by another
 * amendment): the clause is found by id, so a clause renumbered meanwhile is still the one meant. A change replaces
 * the clause's own words and keeps its sub-clauses; a strike takes the clause with its sub-clauses; an addition
 * puts a new clause (`newId`) after the one named, or first.
 */
export function applyAmendment(text: PaperText, amendment: AmendmentChange, newId: string): PaperText | null {
  const list = text[amendment.list] as (PaperItem | OperativeClause)[];
  const at = amendment.clauseId === null ? -1 : list.findIndex((c) => c.id === amendment.clauseId);
  if (amendment.clauseId !== null && at < 0) return null;
  if (amendment.kind === 'add') {
    const clause =
      amendment.list === 'operative' ? { id: newId, text: amendment.text, subClauses: [] } : { id: newId, text: amendment.text };
    return { ...text, [amendment.list]: [...list.slice(0, at + 1), clause, ...list.slice(at + 1)] };
  }
  if (at < 0) return null;
  const next =
    amendment.kind === 'strike' ? list.filter((_, i) => i !== at) : list.map((c, i) => (i === at ? { ...c, text: amendment.text } : c));
  return { ...text, [amendment.list]: next };
}

const words = (text: string) => text.toLocaleLowerCase('es').split(/\s+/u).filter(Boolean);

/** The length of the longest common subsequence of two word lists (what a change keeps of the clause, in order). */
function keptWords(a: readonly string[], b: readonly string[]): number {
  let previous = new Array<number>(b.length + 1).fill(0);
  for (const word of a) {
    const row = [0];
    for (let j = 0; j < b.length; j++)
      row.push(word === b[j] ? (previous[j] as number) + 1 : Math.max(previous[j + 1] as number, row[j] as number));
    previous = row;
  }
  return previous[b.length] as number;
}

/**
 * How far an amendment departs from the text (PRODUCT §10: the furthest is voted first): the share of the targeted
 * clause's words that do not survive it, 0 to 1. A strike loses the whole clause (1); a change loses the words it
 * does not keep in order (1 − common words ÷ the longer of the two); an addition loses nothing of the text (0).
 * A clause no longer there counts as 0 (the amendment will lapse).
 */
export function amendmentDeparture(text: PaperText, amendment: AmendmentChange): number {
  if (amendment.kind === 'add') return 0;
  const clause = (text[amendment.list] as PaperItem[]).find((c) => c.id === amendment.clauseId);
  if (!clause) return 0;
  if (amendment.kind === 'strike') return 1;
  const before = words(clause.text);
  const after = words(amendment.text);
  const longer = Math.max(before.length, after.length);
  return longer === 0 ? 0 : 1 - keptWords(before, after) / longer;
}

const KIND_RANK: Record<AmendmentKind, number> = { strike: 2, change: 1, add: 0 };

/**
 * The order the commission votes amendments in: the furthest from the text first (`amendmentDeparture`); at the same
 * distance a strike before a change before an addition; then in the order they were proposed.
 */
export function amendmentVoteOrder<T extends AmendmentChange & { number: number }>(text: PaperText, amendments: readonly T[]): T[] {
  const keyed = amendments.map((a) => ({ a, departure: amendmentDeparture(text, a) }));
  keyed.sort((x, y) => y.departure - x.departure || KIND_RANK[y.a.kind] - KIND_RANK[x.a.kind] || x.a.number - y.a.number);
  return keyed.map((k) => k.a);
}

// ---------- division of the question, and the draft's own vote ----------

/**
 * Where a division of the question stands: its motion waiting for its vote, the clauses divided being voted one by
 * one, the motion rejected (the text stays whole), or every clause voted (those rejected left the text).
 */
export const DIVISION_STATUSES = ['mocion', 'votando', 'rechazada', 'terminada'] as const;
export type DivisionStatus = (typeof DIVISION_STATUSES)[number];

/**
 * The votes of a division (PRODUCT §10), in order: step 0 is the motion's own vote, steps 1… the operative clauses
 * divided, in the text's order; `outcomes` are those recorded so far. Answers where it stands and the step voted
 * next (null once it has ended).
 */
export function divisionProgress(clauses: number, outcomes: readonly boolean[]): { status: DivisionStatus; nextStep: number | null } {
  if (outcomes.length === 0) return { status: 'mocion', nextStep: 0 };
  if (outcomes[0] === false) return { status: 'rechazada', nextStep: null };
  if (outcomes.length <= clauses) return { status: 'votando', nextStep: outcomes.length };
  return { status: 'terminada', nextStep: null };
}

/** The text without the operative clauses named (rejected in a division): each leaves with its sub-clauses. */
export function withoutOperativeClauses(text: PaperText, clauseIds: readonly string[]): PaperText {
  return { ...text, operative: text.operative.filter((c) => !clauseIds.includes(c.id)) };
}

/**
 * An adopted resolution's symbol: the commission's acronym, the resolution's number among those the commission
 * adopted, and the year («AG/1/2026»).
 */
export function resolutionSymbol(acronym: string, sequence: number, year: number): string {
  return `${acronym}/${sequence}/${year}`;
}
