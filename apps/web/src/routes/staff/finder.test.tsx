// @vitest-environment jsdom
import type { FinderDelegate } from '@quorum/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { delegate } from '../../features/finder/test-delegate';
import { renderWithApp, stubServer } from '../../test-utils';
import FinderPage from './finder';

const next: FinderDelegate = { ...delegate, id: 'd2', firstNames: 'Luis', lastNames: 'Torres', personalCode: 'XYZ789' };

/** The door's server: the card of Ana María, one search result for «luis», no commissions. */
function stubDoor() {
  return stubServer(({ url }) => {
    if (url.startsWith('/api/finder/delegates/d1')) return { body: delegate };
    if (url.startsWith('/api/finder?')) return { body: { delegates: [next], total: 1 } };
    return { body: [] };
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('the finder at the door', () => {
  it('closes the last delegate’s card as soon as a new search is typed', async () => {
    stubDoor();
    const { user } = renderWithApp(<FinderPage />, { route: '/finder?q=ana&d=d1' });
    // The first paint of the page's MUI parts is slow on a busy machine: a generous ceiling, not a timing.
    expect(await screen.findByRole('heading', { name: /Ana María Pérez Gómez/ }, { timeout: 10_000 })).toBeDefined();

    const box = screen.getByRole('searchbox', { name: 'Buscar delegado' });
    await user.clear(box);
    await user.type(box, 'luis');

    expect(await screen.findByText('Luis Torres')).toBeDefined();
    expect(screen.queryByRole('heading', { name: /Ana María Pérez Gómez/ })).toBeNull();
  });
});
