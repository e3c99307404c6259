// @vitest-environment jsdom
import type { LiveState } from '@quorum/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../lib/format';
import { idleLiveState, renderWithApp, stubServer } from '../../../test-utils';
import { CommissionAtAGlance } from './commission-at-a-glance';

const idle = idleLiveState();
const next = { id: 'p1', title: 'Primera sesión', topic: '', startsAt: '2099-03-01T14:00:00.000Z' };

/** The dashboard's card over the live state the server answers. */
async function sessionLine(state: LiveState) {
  stubServer(() => ({ body: state }));
  renderWithApp(<CommissionAtAGlance commissionId="c1" />);
  return screen.findByTestId('chair-session');
}

afterEach(() => vi.unstubAllGlobals());

describe('the chair dashboard’s session line', () => {
  it('shows the next scheduled session with a way into the console when none is open', async () => {
    const line = await sessionLine({ ...idle, nextSession: next });
    expect(within(line).getByText(`Próxima sesión: Primera sesión · ${formatDateTime(next.startsAt)}`)).toBeTruthy();
    expect(within(line).getByRole('link', { name: 'Abrir en la consola' }).getAttribute('href')).toBe('/president/sessions/c1');
  });

  it('shows the open session rather than the next one, and nothing to open when there is neither', async () => {
    const open = { id: 's1', number: 3, title: 'Tercera', topic: '', status: 'en_curso' as const, openedAt: null, closedAt: null };
    const line = await sessionLine({ ...idle, session: open, nextSession: next });
    expect(within(line).getByText(/Sesión 3: Tercera/)).toBeTruthy();
    expect(within(line).queryByText(/Próxima sesión/)).toBeNull();
    expect(within(line).getByRole('link', { name: 'Ir a la consola' })).toBeTruthy();
  });

  it('says there is no session and offers no console link in the line when nothing is open or scheduled', async () => {
    const line = await sessionLine(idle);
    expect(within(line).getByText('Sin sesión abierta')).toBeTruthy();
    expect(within(line).queryByRole('link')).toBeNull();
  });
});
