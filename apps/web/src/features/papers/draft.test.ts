import { emptyPaperText, type PaperText } from '@quorum/shared';
import { describe, expect, it } from 'vitest';
import { addClause, afterSave, moveClause, removeClause, setClauseText } from './draft';

const paper: PaperText = {
  title: 'Agua',
  preambular: [
    { id: 'p1', text: 'Recordando,' },
    { id: 'p2', text: 'Preocupada,' },
  ],
  operative: [
    {
      id: 'o1',
      text: 'Exhorta;',
      subClauses: [{ id: 's1', text: 'a los Estados;', subClauses: [{ id: 'i1', text: 'del norte;' }] }],
    },
  ],
};

describe('the editor’s changes to a working paper', () => {
  it('adds a clause at the end of its list, with a new id and the shape of its level', () => {
    const preambular = addClause(emptyPaperText('Agua'), 'preambular');
    expect(preambular.text.preambular).toEqual([{ id: preambular.id, text: '' }]);
    const operative = addClause(paper, 'operative');
    expect(operative.text.operative.at(-1)).toEqual({ id: operative.id, text: '', subClauses: [] });
    const sub = addClause(paper, 'operative', ['o1']);
    expect(sub.text.operative[0]?.subClauses.at(-1)).toEqual({ id: sub.id, text: '', subClauses: [] });
    const item = addClause(paper, 'operative', ['o1', 's1']);
    expect(item.text.operative[0]?.subClauses[0]?.subClauses.at(-1)).toEqual({ id: item.id, text: '' });
    expect(new Set([preambular.id, operative.id, sub.id, item.id]).size).toBe(4);
  });

  it('changes, moves and removes a clause found by its id, at any level, leaving the others as they were', () => {
    const changed = setClauseText(paper, { list: 'operative', ids: ['o1', 's1', 'i1'] }, 'del sur;');
    expect(changed.operative[0]?.subClauses[0]?.subClauses[0]?.text).toBe('del sur;');
    expect(changed.preambular).toBe(paper.preambular);
    const moved = moveClause(paper, { list: 'preambular', ids: ['p2'] }, -1);
    expect(moved.preambular.map((c) => c.id)).toEqual(['p2', 'p1']);
    expect(moveClause(paper, { list: 'preambular', ids: ['p2'] }, 1)).toEqual(paper);
    const removed = removeClause(paper, { list: 'operative', ids: ['o1', 's1'] });
    expect(removed.operative[0]?.subClauses).toEqual([]);
  });

  it('after a save, keeps what was typed meanwhile on top of the saved text', () => {
    const saved = setClauseText(paper, { list: 'preambular', ids: ['p1'] }, 'Recordando también,');
    // Nothing typed since: the saved text (its clean words) is the editor's.
    expect(afterSave(paper, paper, saved)).toBe(saved);
    // Typed in another clause: both.
    const typed = setClauseText(paper, { list: 'operative', ids: ['o1'] }, 'Exhorta firmemente;');
    const both = afterSave(paper, typed, saved);
    expect(both.preambular[0]?.text).toBe('Recordando también,');
    expect(both.operative[0]?.text).toBe('Exhorta firmemente;');
    // Typed in the same clause the save changed: the words being typed stay.
    const same = setClauseText(paper, { list: 'preambular', ids: ['p1'] }, 'Recordando además,');
    expect(afterSave(paper, same, saved).preambular[0]?.text).toBe('Recordando además,');
  });
});
