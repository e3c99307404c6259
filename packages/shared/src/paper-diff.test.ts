import { describe, expect, it } from 'vitest';
import { type DiffSegment, diffPaperTexts, PAPER_DIFF_LIMITS } from './paper-diff';
import type { OperativeClause, PaperText } from './working-paper-rules';

const op = (id: string, text: string, subClauses: OperativeClause['subClauses'] = []): OperativeClause => ({ id, text, subClauses });

const draft: PaperText = {
  title: 'Acceso al agua potable',
  preambular: [
    { id: 'p1', text: 'Recordando la Agenda 2030,' },
    { id: 'p2', text: 'Preocupada por la sequía,' },
  ],
  operative: [
    op('o1', 'Exhorta a los Estados miembros a invertir en agua potable;'),
    op('o2', 'Recomienda:', [
      { id: 'o2a', text: 'planes nacionales de riego,', subClauses: [{ id: 'o2ai', text: 'con metas anuales;' }] },
      { id: 'o2b', text: 'fondos regionales;', subClauses: [] },
    ]),
    op('o3', 'Decide seguir ocupándose de la cuestión.'),
  ],
};

/** A text's words as the later (or the earlier) text reads them. */
const read = (segments: readonly DiffSegment[], side: 'after' | 'before') =>
  segments
    .filter((s) => s.kind === 'same' || s.kind === (side === 'after' ? 'added' : 'removed'))
    .map((s) => s.text)
    .join('');

describe('diffPaperTexts', () => {
  it('marks nothing when the text is the same', () => {
    const diff = diffPaperTexts(draft, structuredClone(draft));
    expect(diff.title).toEqual({ status: 'same', segments: [{ kind: 'same', text: 'Acceso al agua potable' }] });
    expect(diff.preambular.map((c) => [c.id, c.status, c.moved, c.at, c.was])).toEqual([
      ['p1', 'same', false, 1, 1],
      ['p2', 'same', false, 2, 2],
    ]);
    const all = [
      ...diff.operative,
      ...diff.operative.flatMap((c) => c.subClauses),
      ...diff.operative.flatMap((c) => c.subClauses.flatMap((s) => s.subClauses)),
    ];
    expect(all.every((c) => c.status === 'same' && !c.moved && c.at === c.was)).toBe(true);
    expect(all).toHaveLength(6);
  });

  it('diffs a changed clause word by word, both texts readable from its segments', () => {
    const after = structuredClone(draft);
    (after.operative[0] as OperativeClause).text = 'Insta a todos los Estados a invertir en agua potable segura;';
    after.title = 'Acceso universal al agua potable';
    const diff = diffPaperTexts(draft, after);
    const clause = diff.operative[0];
    expect(clause).toMatchObject({ id: 'o1', status: 'changed', moved: false, at: 1, was: 1 });
    expect(clause?.segments.filter((s) => s.kind !== 'same').map((s) => [s.kind, s.text.trim()])).toEqual([
      ['removed', 'Exhorta'],
      ['added', 'Insta'],
      ['added', 'todos'],
      ['removed', 'miembros'],
      ['added', 'segura'],
    ]);
    expect(read(clause?.segments ?? [], 'after')).toBe('Insta a todos los Estados a invertir en agua potable segura;');
    expect(read(clause?.segments ?? [], 'before')).toBe('Exhorta a los Estados miembros a invertir en agua potable;');
    expect(diff.title.status).toBe('changed');
    expect(diff.title.segments.filter((s) => s.kind === 'added').map((s) => s.text.trim())).toEqual(['universal']);
    expect(diff.operative.slice(1).every((c) => c.status === 'same')).toBe(true);
  });

  it('marks a clause added, numbering the ones after it without calling them moved', () => {
    const after = structuredClone(draft);
    after.operative.splice(1, 0, op('n1', 'Pide un informe anual;', [{ id: 'n1a', text: 'con datos abiertos;', subClauses: [] }]));
    after.preambular.unshift({ id: 'n0', text: 'Observando,' });
    const diff = diffPaperTexts(draft, after);
    expect(diff.operative.map((c) => [c.id, c.status, c.moved, c.at, c.was])).toEqual([
      ['o1', 'same', false, 1, 1],
      ['n1', 'added', false, 2, null],
      ['o2', 'same', false, 3, 2],
      ['o3', 'same', false, 4, 3],
    ]);
    expect(diff.operative[1]?.segments).toEqual([{ kind: 'added', text: 'Pide un informe anual;' }]);
    expect(diff.operative[1]?.subClauses).toEqual([
      {
        id: 'n1a',
        status: 'added',
        moved: false,
        at: 1,
        was: null,
        segments: [{ kind: 'added', text: 'con datos abiertos;' }],
        subClauses: [],
      },
    ]);
    expect(diff.preambular.map((c) => [c.id, c.status, c.at, c.was])).toEqual([
      ['n0', 'added', 1, null],
      ['p1', 'same', 2, 1],
      ['p2', 'same', 3, 2],
    ]);
  });

  it('keeps a removed clause where it stood, with its sub-clauses removed too', () => {
    const after = structuredClone(draft);
    after.operative.splice(1, 1);
    after.preambular.splice(0, 1);
    const diff = diffPaperTexts(draft, after);
    expect(diff.operative.map((c) => [c.id, c.status, c.at, c.was])).toEqual([
      ['o1', 'same', 1, 1],
      ['o2', 'removed', null, 2],
      ['o3', 'same', 2, 3],
    ]);
    const removed = diff.operative[1];
    expect(removed?.segments).toEqual([{ kind: 'removed', text: 'Recomienda:' }]);
    expect(removed?.subClauses.map((s) => [s.id, s.status, s.at, s.was])).toEqual([
      ['o2a', 'removed', null, 1],
      ['o2b', 'removed', null, 2],
    ]);
    expect(removed?.subClauses[0]?.subClauses).toEqual([
      { id: 'o2ai', status: 'removed', moved: false, at: null, was: 1, segments: [{ kind: 'removed', text: 'con metas anuales;' }] },
    ]);
    // A clause removed from the top stays first.
    expect(diff.preambular.map((c) => [c.id, c.status, c.at, c.was])).toEqual([
      ['p1', 'removed', null, 1],
      ['p2', 'same', 1, 2],
    ]);
  });

  it('marks only the clause that changed place as moved, with its place before and after', () => {
    const after = structuredClone(draft);
    const [last] = after.operative.splice(2, 1);
    after.operative.unshift({ ...(last as OperativeClause), text: 'Decide seguir ocupándose activamente de la cuestión.' });
    const diff = diffPaperTexts(draft, after);
    expect(diff.operative.map((c) => [c.id, c.status, c.moved, c.at, c.was])).toEqual([
      ['o3', 'changed', true, 1, 3],
      ['o1', 'same', false, 2, 1],
      ['o2', 'same', false, 3, 2],
    ]);
    expect(diff.operative[0]?.segments.filter((s) => s.kind === 'added').map((s) => s.text.trim())).toEqual(['activamente']);
  });

  it('diffs sub-clauses and their items inside a clause whose own words stayed', () => {
    const after = structuredClone(draft);
    const o2 = after.operative[1] as OperativeClause;
    o2.subClauses = [
      { id: 'o2b', text: 'fondos regionales;', subClauses: [] },
      { id: 'o2a', text: 'planes nacionales de riego y de saneamiento,', subClauses: [{ id: 'o2ai', text: 'con metas trimestrales;' }] },
    ];
    const diff = diffPaperTexts(draft, after);
    const clause = diff.operative[1];
    expect(clause).toMatchObject({ id: 'o2', status: 'same', moved: false, at: 2, was: 2 });
    // Two sub-clauses swapped: one of them moved (the other kept its order relative to the rest).
    expect(clause?.subClauses.map((s) => [s.id, s.status, s.at, s.was])).toEqual([
      ['o2b', 'same', 1, 2],
      ['o2a', 'changed', 2, 1],
    ]);
    expect(clause?.subClauses.filter((s) => s.moved)).toHaveLength(1);
    const sub = clause?.subClauses[1];
    expect(sub?.segments.filter((s) => s.kind === 'added').map((s) => s.text.trim())).toEqual(['y de saneamiento']);
    expect(sub?.subClauses[0]).toMatchObject({ id: 'o2ai', status: 'changed', at: 1, was: 1 });
    expect(read(sub?.subClauses[0]?.segments ?? [], 'before')).toBe('con metas anuales;');
    expect(read(sub?.subClauses[0]?.segments ?? [], 'after')).toBe('con metas trimestrales;');
  });

  it('reads a text rewritten past the bounds as its old words removed and its new ones added', () => {
    const words = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}`).join(' ');
    // Every word different: twice as many edits as words, the spaces between them kept.
    const rewrite = (i: number, n: number) => ({ id: `p${i}`, before: words(`a${i}x`, n), after: words(`b${i}x`, n) });
    const long = rewrite(0, PAPER_DIFF_LIMITS.textEdits / 2 + 1);
    const one = diffPaperTexts(
      { title: 'T', preambular: [{ id: long.id, text: long.before }], operative: [] },
      { title: 'T', preambular: [{ id: long.id, text: long.after }], operative: [] },
    );
    expect(one.preambular[0]?.segments).toEqual([
      { kind: 'removed', text: long.before },
      { kind: 'added', text: long.after },
    ]);
    // Clauses each within the bound, until the comparison's work (edits squared) runs out: the rest read whole.
    const perClause = 40;
    const fit = Math.floor(PAPER_DIFF_LIMITS.paperWork / (2 * perClause) ** 2);
    const clauses = Array.from({ length: fit + 3 }, (_, i) => rewrite(i, perClause));
    const many = diffPaperTexts(
      { title: 'T', preambular: clauses.map((c) => ({ id: c.id, text: c.before })), operative: [] },
      { title: 'T', preambular: clauses.map((c) => ({ id: c.id, text: c.after })), operative: [] },
    );
    expect(many.preambular.map((c) => c.segments.length > 2)).toEqual(clauses.map((_, i) => i < fit));
    expect(many.preambular.every((c, i) => read(c.segments, 'after') === clauses[i]?.after)).toBe(true);
  });
});
