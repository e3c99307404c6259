// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../../data/session';
import { renderWithApp, signInAs } from '../../../test-utils';
import type { CheckInResult } from '@quorum/shared';
import { delegate } from '../test-delegate';
import { DelegateCard } from './delegate-card';
import { ShiftCounter } from './shift-counter';

/** Stubs `fetch`: each call waits for the test to answer it. */
function serverStub() {
  const pending: { url: string; answer: (status: number, body: unknown) => void }[] = [];
  const fetch = vi.fn(
    (url: string) =>
      new Promise<Response>((resolve) => {
        pending.push({ url, answer: (status, body) => resolve(new Response(JSON.stringify(body), { status })) });
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return { pending, fetch };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The card of `delegate` with the server stubbed, and its "Carpeta" kit checkbox. */
function renderCardWithFolder() {
  const server = serverStub();
  const { user } = renderWithApp(<DelegateCard delegate={delegate} />);
  const folder = screen.getByRole('checkbox', { name: 'Carpeta' }) as HTMLInputElement;
  return { server, user, folder };
}

describe('DelegateCard', () => {
  it('shows where the delegate goes', () => {
    serverStub();
    renderWithApp(<DelegateCard delegate={delegate} />);
    expect(screen.getByRole('heading', { name: 'Ana María Pérez Gómez' })).toBeTruthy();
    expect(screen.getByText('Asamblea General')).toBeTruthy();
    expect(screen.getByText('Aula 101')).toBeTruthy();
  });

  it('ticks a kit item at once, before the server answers', async () => {
    const { server, user, folder } = renderCardWithFolder();
    expect(folder.checked).toBe(false);
    await user.click(folder);
    expect(folder.checked).toBe(true);
    expect(server.pending[0]?.url).toBe('/api/finder/delegates/d1/kit');
    server.pending[0]?.answer(200, { ...delegate, kit: { carpeta: true } });
    await vi.waitFor(() => expect(folder.checked).toBe(true));
  });

  it('unticks the kit item again when the server refuses', async () => {
    const { server, user, folder } = renderCardWithFolder();
    await user.click(folder);
    expect(folder.checked).toBe(true);
    server.pending[0]?.answer(403, { code: 'FORBIDDEN', message: 'No autorizado' });
    await vi.waitFor(() => expect(folder.checked).toBe(false));
  });

  const checkedIn: CheckInResult = {
    alreadyCheckedIn: false,
    checkedInAt: '2026-03-01T10:05:00.000Z',
    checkedInByName: 'Laura Logística',
    delegate: {
      ...delegate,
      status: 'acreditado',
      checkedInAt: '2026-03-01T10:05:00.000Z',
      checkedInBy: 'u1',
      checkedInByName: 'Laura Logística',
    },
  };

  it('checks the delegate in once: the button waits for the server, then becomes «Acreditado ✓» and says who and when, once', async () => {
    const server = serverStub();
    const { user } = renderWithApp(<DelegateCard delegate={delegate} />);
    const button = screen.getByRole('button', { name: 'Acreditar' }) as HTMLButtonElement;
    await user.click(button);
    expect(button.disabled).toBe(true);
    server.pending[0]?.answer(200, checkedIn);
    expect(await screen.findByRole('button', { name: 'Acreditado ✓' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Acreditar' })).toBeNull();
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual([
      expect.stringMatching(/^Acreditado por Laura Logística a las \d\d:\d\d\.$/),
    ]);
  });

  it('offers «Deshacer» after a check-in: the server undoes it, the button and the shift count go back, one message at a time', async () => {
    sessionStorage.clear();
    const server = serverStub();
    const { user } = renderWithApp(
      <>
        <ShiftCounter />
        <DelegateCard delegate={delegate} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Acreditar' }));
    server.pending[0]?.answer(200, checkedIn);
    await user.click(await screen.findByRole('button', { name: 'Deshacer' }));
    expect(screen.getByText('1 acreditado en este turno')).toBeTruthy();
    expect(server.pending[1]?.url).toBe('/api/finder/delegates/d1/check-in/undo');
    server.pending[1]?.answer(200, { ...delegate, status: 'asignado', checkedInAt: null });
    expect(await screen.findByRole('button', { name: 'Acreditar' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Deshacer' })).toBeNull();
    expect(screen.getByText('0 acreditados en este turno')).toBeTruthy();
    // Only the last answer is shown in the card (the counter is the page's own status).
    const card = screen.getByRole('region', { name: 'Ana María Pérez Gómez' });
    expect(
      within(card)
        .getAllByRole('status')
        .map((s) => s.textContent),
    ).toEqual(['Acreditación deshecha.']);
    // Checked in again at once: the undo message is replaced, not piled up.
    await user.click(screen.getByRole('button', { name: 'Acreditar' }));
    server.pending[2]?.answer(200, checkedIn);
    await screen.findByRole('button', { name: 'Acreditado ✓' });
    expect(
      within(card)
        .getAllByRole('status')
        .map((s) => s.textContent),
    ).toEqual([expect.stringMatching(/^Acreditado por Laura/)]);
    expect(screen.getByText('1 acreditado en este turno')).toBeTruthy();
    expect(JSON.parse(sessionStorage.getItem('quorum.finder.shift') ?? '[]')).toEqual(['d1']);
  });

  it('offers the Gestor «Deshacer» on any checked-in delegate; Logística only right after their own check-in', async () => {
    serverStub();
    const done = { ...delegate, status: 'acreditado' as const, checkedInAt: '2026-03-01T09:00:00.000Z', checkedInByName: 'Pedro' };
    const { unmount } = renderWithApp(<DelegateCard delegate={done} />);
    expect(screen.getByRole('button', { name: 'Acreditado ✓' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Deshacer' })).toBeNull();
    unmount();
    signInAs('Gestor', 'Gabriela');
    try {
      renderWithApp(<DelegateCard delegate={done} />);
      expect(screen.getByRole('button', { name: 'Deshacer' })).toBeTruthy();
    } finally {
      clearSession();
    }
  });

  it('says why an undo is refused, and offers it no more', async () => {
    const server = serverStub();
    const { user } = renderWithApp(<DelegateCard delegate={delegate} />);
    await user.click(screen.getByRole('button', { name: 'Acreditar' }));
    server.pending[0]?.answer(200, checkedIn);
    await user.click(await screen.findByRole('button', { name: 'Deshacer' }));
    server.pending[1]?.answer(403, { code: 'CHECK_IN_UNDO_FORBIDDEN', message: 'x' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Solo quien acreditó puede deshacerlo, y solo durante 2 minutos. Después, pídeselo a un Gestor.',
    );
    expect(screen.queryByRole('button', { name: 'Deshacer' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Acreditado ✓' })).toBeTruthy();
  });

  it('says when the delegate was already checked in', async () => {
    const server = serverStub();
    const { user } = renderWithApp(<DelegateCard delegate={delegate} />);
    await user.click(screen.getByRole('button', { name: 'Acreditar' }));
    server.pending[0]?.answer(200, {
      alreadyCheckedIn: true,
      checkedInAt: '2026-03-01T09:00:00.000Z',
      checkedInByName: 'Pedro',
      delegate: { ...delegate, checkedInAt: '2026-03-01T09:00:00.000Z', checkedInByName: 'Pedro' },
    });
    expect((await screen.findByRole('status')).textContent).toMatch(/^Ya acreditado por Pedro a las/);
  });

  it('cannot check in a withdrawn delegate', () => {
    serverStub();
    renderWithApp(<DelegateCard delegate={{ ...delegate, status: 'retirado' }} />);
    expect((screen.getByRole('button', { name: 'Acreditar' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('explains a refused check-in of a delegate withdrawn meanwhile', async () => {
    const server = serverStub();
    const { user } = renderWithApp(<DelegateCard delegate={delegate} />);
    await user.click(screen.getByRole('button', { name: 'Acreditar' }));
    server.pending[0]?.answer(409, { code: 'CONFLICT', message: 'Retirado' });
    expect((await screen.findByRole('alert')).textContent).toBe('Este delegado está retirado: no se puede acreditar.');
  });
});
