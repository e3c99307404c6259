// @vitest-environment jsdom
import type { LiveCommand, ScheduledSession } from '@quorum/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { idleLiveState, renderWithApp, stubServer } from '../../test-utils';
import { ScheduledSessions } from './components/scheduled-sessions';
import { ConsoleContext, type ConsoleValue } from './use-console';

const state = idleLiveState({ version: 3, lastSequence: 3 });
const second: ScheduledSession = { id: 'p2', title: 'Segunda sesión', topic: 'Refugiados', startsAt: '2099-03-02T14:00:00.000Z' };

/** The panel inside a console with no session open; the server answers the list and the writes. */
function renderPanel(list: ScheduledSession[]) {
  const server = stubServer((request) => {
    if (request.method === 'POST') return { status: 201, body: { id: 'p9', topic: '', ...(request.body as object) } };
    if (request.method === 'DELETE') return { status: 204, body: null };
    return { body: list };
  });
  const sent: LiveCommand[] = [];
  const value: ConsoleValue = {
    commissionId: 'c1',
    state,
    send: (command) => sent.push(command),
    names: new Map(),
    delegates: new Map(),
  };
  const view = renderWithApp(
    <ConsoleContext.Provider value={value}>
      <ScheduledSessions />
    </ConsoleContext.Provider>,
  );
  return { ...view, sent, server };
}

afterEach(() => vi.unstubAllGlobals());

describe('the scheduled sessions of the console', () => {
  it('lists them with their day and time, and opens one as the session with its id', async () => {
    const { user, sent } = renderPanel([second]);
    const item = await screen.findByRole('listitem');
    expect(within(item).getByText('Segunda sesión')).toBeTruthy();
    expect(within(item).getByText(/Refugiados/).textContent).toMatch(/^lunes, 2 de marzo, \d\d:00 · Refugiados$/);
    await user.click(screen.getByRole('button', { name: 'Abrir Segunda sesión' }));
    expect(sent).toEqual([{ type: 'session.open', title: 'Segunda sesión', topic: 'Refugiados', scheduledId: 'p2' }]);
  });

  it('says when none is scheduled, and schedules one in UTC from this device’s day and time', async () => {
    const { user, server } = renderPanel([]);
    expect(await screen.findByText('No hay sesiones programadas.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Programar sesión' }));
    // The scheduling form loads on demand (components/on-demand.tsx): the first import is transformed by the test run.
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Título de la sesión/), 'Tercera sesión');
    await user.click(within(dialog).getByRole('button', { name: 'Programar sesión' }));
    // No day and time: the form says so and sends nothing.
    expect(await within(dialog).findByText('Fecha no válida')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/Día y hora de inicio/), '2099-03-03T09:30');
    await user.click(within(dialog).getByRole('button', { name: 'Programar sesión' }));
    await waitFor(() => expect(server.requests.some((r) => r.method === 'POST')).toBe(true));
    const post = server.requests.find((r) => r.method === 'POST');
    expect(post).toMatchObject({
      url: '/api/commissions/c1/scheduled-sessions',
      body: { title: 'Tercera sesión', topic: '', startsAt: new Date('2099-03-03T09:30').toISOString() },
    });
  });

  it('cancels one after asking', async () => {
    const { user, server } = renderPanel([second]);
    await user.click(await screen.findByRole('button', { name: 'Cancelar la sesión' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('¿Cancelar «Segunda sesión»?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar la sesión' }));
    await waitFor(() => expect(server.requests.some((r) => r.method === 'DELETE')).toBe(true));
    expect(server.requests.find((r) => r.method === 'DELETE')?.url).toBe('/api/commissions/c1/scheduled-sessions/p2');
  });
});
