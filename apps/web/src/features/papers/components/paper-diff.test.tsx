// @vitest-environment jsdom
import { diffPaperTexts, type PaperText, type PaperVersionDiff, type PaperVersionList } from '@quorum/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadPapersMessages } from '../../../i18n';
import { renderWithApp, stubServer } from '../../../test-utils';
import { PaperDiffText } from './paper-diff';
import { PaperHistory } from './paper-history';

beforeAll(() => loadPapersMessages());
afterEach(() => vi.unstubAllGlobals());

const draft: PaperText = {
  title: 'Acceso al agua',
  preambular: [{ id: 'p1', text: 'Recordando la Agenda 2030,' }],
  operative: [
    { id: 'o1', text: 'Exhorta a los Estados miembros a invertir;', subClauses: [] },
    { id: 'o2', text: 'Recomienda:', subClauses: [{ id: 'o2a', text: 'planes de riego,', subClauses: [] }] },
    { id: 'o3', text: 'Decide seguir ocupándose de la cuestión.', subClauses: [] },
  ],
};
const adopted: PaperText = {
  title: 'Acceso al agua potable',
  preambular: [{ id: 'p1', text: 'Recordando la Agenda 2030,' }],
  operative: [
    { id: 'n1', text: 'Pide un informe anual;', subClauses: [] },
    { id: 'o1', text: 'Insta a los Estados a invertir;', subClauses: [] },
    { id: 'o3', text: 'Decide seguir ocupándose de la cuestión.', subClauses: [] },
  ],
};

describe('PaperDiffText', () => {
  it('puts inserted words in <ins> and deleted ones in <del>, each named for screen readers', () => {
    const { container } = renderWithApp(<PaperDiffText diff={diffPaperTexts(draft, adopted)} />);
    const words = (selector: string) => [...container.querySelectorAll(selector)].map((n) => n.textContent?.replace(/\s+/gu, ' ').trim());
    const inserted = words('ins');
    const deleted = words('del');
    expect(inserted).toContain('añadido: potable');
    expect(inserted).toContain('añadido: Insta');
    expect(deleted).toContain('suprimido: Exhorta');
    expect(deleted).toContain('suprimido: miembros');
    // The labels are for screen readers: the words alone are what shows.
    expect(screen.getByText('potable', { exact: false, selector: 'ins' })).toBeTruthy();
  });

  it('marks an added clause, strikes a removed one with its sub-clauses where it stood, and gives former places', () => {
    const { container } = renderWithApp(<PaperDiffText diff={diffPaperTexts(draft, adopted)} />);
    const operative = [...container.querySelectorAll('ul')][1] as HTMLElement;
    const items = [...operative.children] as HTMLElement[];
    expect(items.map((li) => li.dataset.status)).toEqual(['added', 'changed', 'removed', 'same']);
    expect(items[0]?.textContent).toBe('1. añadida Pide un informe anual;');
    // «2. (antes 1)»: renumbered by the clause added above it, not moved.
    expect(within(items[1] as HTMLElement).getByText('antes 1.')).toBeTruthy();
    expect(within(items[1] as HTMLElement).queryByText('cambió de lugar')).toBeNull();
    const removed = items[2] as HTMLElement;
    expect(within(removed).getAllByText('suprimida')).toHaveLength(2);
    expect(removed.querySelector(':scope > del')?.textContent).toBe('Recomienda:');
    expect(removed.querySelector(':scope li[data-status="removed"] del')?.textContent).toBe('planes de riego,');
    // Third before and after: no former place to give.
    expect(within(items[3] as HTMLElement).queryByText(/antes/u)).toBeNull();
  });

  it('says when nothing changed', () => {
    renderWithApp(<PaperDiffText diff={diffPaperTexts(draft, draft)} />);
    expect(screen.getByText('El texto no cambió.')).toBeTruthy();
    expect(document.querySelector('ins, del')).toBeNull();
  });
});

describe('PaperHistory', () => {
  it('lists the versions and shows a version’s changes against the one before it when chosen', async () => {
    const versions: PaperVersionList = {
      versions: [
        { version: 2, savedAt: '2026-12-03T16:02:00.000Z', by: { kind: 'delegation', name: 'Argentina' }, merged: true },
        { version: 1, savedAt: '2026-12-03T15:00:00.000Z', by: { kind: 'staff', name: 'Ana Presidenta' }, merged: false },
      ],
    };
    const diff: PaperVersionDiff = { from: 1, version: 2, diff: diffPaperTexts(draft, adopted) };
    const { requests } = stubServer(({ url }) => ({ body: url.endsWith('/versions') ? versions : diff }));
    const { user } = renderWithApp(<PaperHistory source={{ kind: 'room' }} paperId="w1" />);
    const entries = await screen.findAllByTestId('paper-version');
    expect(entries.map((e) => e.textContent)).toEqual([
      expect.stringMatching(/^Versión 2 · .+ · Argentina · combinada$/),
      expect.stringMatching(/^Versión 1 · .+ · Ana Presidenta \(Mesa\)$/),
    ]);
    const first = within(entries[0] as HTMLElement).getByRole('button');
    expect(first.getAttribute('aria-expanded')).toBe('false');
    await user.click(first);
    expect(await screen.findByText('Cambios de la versión 2 respecto de la versión 1')).toBeTruthy();
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(requests.map((r) => r.url)).toEqual(['/api/room/papers/w1/versions', '/api/room/papers/w1/versions/2/diff']);
  });
});
