// @vitest-environment jsdom
import { codeFromBadgeScan, type FinderDelegate } from '@quorum/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { delegate } from '../../features/finder/test-delegate';
import { renderWithApp, stubServer } from '../../test-utils';
import FinderPage from './finder';

/** The camera stands in for a badge held up to it: «Leer» hands the page what the scanner reads from `scanned`. */
let scanned = '';
vi.mock('../../features/finder/components/qr-scanner', () => ({
  QrScanner: ({ open, onCode }: { open: boolean; onCode: (code: string) => void }) =>
    open ? (
      <button type="button" onClick={() => onCode(codeFromBadgeScan(scanned) ?? '')}>
        Leer
      </button>
    ) : null,
}));

const next: FinderDelegate = { ...delegate, id: 'd2', firstNames: 'Luis', lastNames: 'Torres', badgeCode: 'XYZ7892345' };

/** The door's server: the card of Ana María, one search result for «luis», no commissions. */
function stubDoor() {
  return stubServer(({ url }) => {
    if (url.startsWith('/api/finder/delegates/d1') || url === `/api/finder/code/${delegate.badgeCode}`) return { body: delegate };
    if (url.startsWith('/api/finder/code/'))
      return { status: 404, body: { code: 'NOT_FOUND', message: 'No hay ningún delegado con ese código.' } };
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

  it('opens the card of a scanned badge from its badge code', async () => {
    const { requests } = stubDoor();
    const { user } = renderWithApp(<FinderPage />, { route: '/finder' });
    expect(await screen.findByText(/acredita en la puerta y no abre los datos del delegado/, undefined, { timeout: 10_000 })).toBeDefined();
    scanned = delegate.badgeCode.toLowerCase();
    await user.click(screen.getByRole('button', { name: 'Escanear' }));
    // The camera is loaded after the first paint: its button comes once it is there.
    await user.click(await screen.findByRole('button', { name: 'Leer' }));

    expect(await screen.findByRole('heading', { name: /Ana María Pérez Gómez/ })).toBeDefined();
    expect(requests.map((r) => r.url)).toContain(`/api/finder/code/${delegate.badgeCode}`);
  });

  it('says so when a scanned code is nobody’s', async () => {
    stubDoor();
    const { user } = renderWithApp(<FinderPage />, { route: '/finder' });
    scanned = 'ZZZZ234567';
    await user.click(await screen.findByRole('button', { name: 'Escanear' }, { timeout: 10_000 }));
    // The camera is loaded after the first paint: its button comes once it is there.
    await user.click(await screen.findByRole('button', { name: 'Leer' }));

    expect((await screen.findByRole('alert')).textContent).toContain('No hay ningún delegado con el código ZZZZ234567.');
  });
});
