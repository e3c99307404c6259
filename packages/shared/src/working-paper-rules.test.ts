import { describe, expect, it } from 'vitest';
import {
  mergePaperTexts,
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
