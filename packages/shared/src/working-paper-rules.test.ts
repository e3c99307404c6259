import { describe, expect, it } from 'vitest';
import {
  amendmentDeparture,
  amendmentVoteOrder,
  applyAmendment,
  mergePaperTexts,
  paperThreshold,
  openingWord,
  type PaperText,
  paperConflictMessage,
  subClauseLetter,
  subSubClauseNumeral,
} from './working-paper-rules';

const base: PaperText = {
  title: 'Agua',
  preambular: [
    { id: 'p1', text: 'Recordando,' },
    { id: 'p2', text: 'Observando,' },
  ],
  operative: [
    { id: 'o1', text: 'Pide;', subClauses: [] },
    { id: 'o2', text: 'Insta;', subClauses: [] },
    { id: 'o3', text: 'Decide;', subClauses: [] },
  ],
};
const op = (text: PaperText, id: string, clause: string): PaperText => ({
  ...text,
  operative: text.operative.map((c) => (c.id === id ? { ...c, text: clause } : c)),
});

describe('mergePaperTexts', () => {
  it('keeps both sides’ edits to different clauses, and each side’s new clauses after the one they follow', () => {
    const mine = op(base, 'o1', 'Pide con urgencia;');
    mine.operative.splice(1, 0, { id: 'n1', text: 'Nueva;', subClauses: [] });
    const theirs = { ...op(base, 'o3', 'Decide seguir;'), title: 'Agua potable' };
    theirs.operative.unshift({ id: 'n2', text: 'Primera;', subClauses: [] });
    const { text, conflicts } = mergePaperTexts(base, mine, theirs);
    expect(conflicts).toEqual([]);
    expect(text.title).toBe('Agua potable');
    expect(text.operative.map((c) => c.text)).toEqual(['Primera;', 'Pide con urgencia;', 'Nueva;', 'Insta;', 'Decide seguir;']);
  });

  it('names a clause both changed, an edit against a deletion too, and takes the side chosen', () => {
    const mine = op(base, 'o2', 'Insta mucho;');
    const theirs = { ...op(base, 'o2', 'Insta poco;'), preambular: [base.preambular[1] as PaperText['preambular'][number]] };
    const deleted = { ...mine, preambular: [{ id: 'p1', text: 'Recordando también,' }, ...mine.preambular.slice(1)] };
    const merge = mergePaperTexts(base, deleted, theirs);
    expect(merge.conflicts).toEqual([
      { part: 'preambular', clauseId: 'p1', number: 1 },
      { part: 'operative', clauseId: 'o2', number: 2 },
    ]);
    expect(paperConflictMessage(merge.conflicts)).toBe(
      'Otra persona guardó antes un cambio en la cláusula preambular 1 y la cláusula operativa 2. Elige qué texto queda y vuelve a guardar.',
    );
    expect(merge.text.operative[1]?.text).toBe('Insta poco;');
    const chosen = mergePaperTexts(base, deleted, theirs, { 'preambular:p1': 'theirs', 'operative:o2': 'mine' });
    expect(chosen.conflicts).toEqual([]);
    expect(chosen.text.preambular.map((p) => p.id)).toEqual(['p2']);
    expect(chosen.text.operative[1]?.text).toBe('Insta mucho;');
  });

  it('keeps one side’s reordering, and asks when both reordered', () => {
    const reversed = { ...base, operative: [...base.operative].reverse() };
    expect(mergePaperTexts(base, reversed, op(base, 'o1', 'Pide;;')).text.operative.map((c) => c.id)).toEqual(['o3', 'o2', 'o1']);
    const swapped = { ...base, operative: [base.operative[1], base.operative[0], base.operative[2]] as PaperText['operative'] };
    expect(mergePaperTexts(base, reversed, swapped).conflicts).toEqual([{ part: 'order', list: 'operative' }]);
  });
});

describe('a clause’s layout', () => {
  it('splits the opening word, letters sub-clauses and numbers their own in small roman numerals', () => {
    expect(openingWord('Recordando su resolución 1,')).toEqual({ opening: 'Recordando', rest: ' su resolución 1,' });
    expect(openingWord('')).toEqual({ opening: '', rest: '' });
    expect([0, 1, 25].map(subClauseLetter)).toEqual(['a', 'b', 'z']);
    expect([0, 3, 8, 13].map(subSubClauseNumeral)).toEqual(['i', 'iv', 'ix', 'xiv']);
  });
});

describe('amendments and the threshold', () => {
  const text: PaperText = {
    title: 'Agua',
    preambular: [{ id: 'p1', text: 'Recordando,' }],
    operative: [
      { id: 'o1', text: 'Exhorta a los Estados;', subClauses: [{ id: 's1', text: 'con planes;', subClauses: [] }] },
      { id: 'o2', text: 'Decide seguir ocupándose.', subClauses: [] },
    ],
  };

  it('applies an amendment to the clause named by its id, or says it cannot when the clause is gone', () => {
    const changed = applyAmendment(text, { kind: 'change', list: 'operative', clauseId: 'o1', text: 'Insta a los Estados;' }, 'n');
    expect(changed?.operative[0]).toEqual({ id: 'o1', text: 'Insta a los Estados;', subClauses: text.operative[0]?.subClauses });
    const struck = applyAmendment(text, { kind: 'strike', list: 'operative', clauseId: 'o1', text: '' }, 'n');
    expect(struck?.operative.map((c) => c.id)).toEqual(['o2']);
    const first = applyAmendment(text, { kind: 'add', list: 'preambular', clauseId: null, text: 'Consciente,' }, 'n');
    expect(first?.preambular).toEqual([
      { id: 'n', text: 'Consciente,' },
      { id: 'p1', text: 'Recordando,' },
    ]);
    const after = applyAmendment(text, { kind: 'add', list: 'operative', clauseId: 'o1', text: 'Invita;' }, 'n');
    expect(after?.operative.map((c) => c.id)).toEqual(['o1', 'n', 'o2']);
    expect(applyAmendment(text, { kind: 'change', list: 'operative', clauseId: 'o9', text: 'x' }, 'n')).toBeNull();
  });

  it('orders the vote by how much of the text each amendment loses: strike, then changes by share, then additions', () => {
    const strike = { number: 3, kind: 'strike' as const, list: 'operative' as const, clauseId: 'o2', text: '' };
    const small = { number: 1, kind: 'change' as const, list: 'operative' as const, clauseId: 'o1', text: 'Exhorta a los Pueblos;' };
    const whole = { number: 2, kind: 'change' as const, list: 'operative' as const, clauseId: 'o1', text: 'Pide un informe;' };
    const add = { number: 4, kind: 'add' as const, list: 'operative' as const, clauseId: null, text: 'Invita;' };
    expect(amendmentDeparture(text, small)).toBeCloseTo(1 / 4);
    expect(amendmentDeparture(text, whole)).toBe(1);
    expect(amendmentVoteOrder(text, [add, small, whole, strike]).map((a) => a.number)).toEqual([3, 2, 1, 4]);
  });

  it('needs a share of the members present, rounded up, at least one, and a roll call taken', () => {
    expect(paperThreshold(0, 20, 3)).toEqual({ percent: 20, present: 0, needed: 1, has: 3, reached: false });
    expect(paperThreshold(10, 20, 2)).toMatchObject({ needed: 2, reached: true });
    expect(paperThreshold(11, 20, 2)).toMatchObject({ needed: 3, reached: false });
  });
});
