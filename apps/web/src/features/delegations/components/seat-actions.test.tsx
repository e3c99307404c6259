// @vitest-environment jsdom
import { memberStatesDoNotFitMessage } from '@quorum/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubServer } from '../../../test-utils';
import { SeatActions } from './seat-actions';

afterEach(() => vi.unstubAllGlobals());

describe('SeatActions', () => {
  it('says the seats are the delegations, not the capacity, and adds member states, up to the capacity, or sorts', async () => {
    const server = stubServer(({ url, body }) => {
      if (url.endsWith('/member-states') && (body as { upTo: string }).upTo === 'all')
        return { status: 409, body: { code: 'COMMISSION_FULL', message: memberStatesDoNotFitMessage(190, 12) } };
      if (url.endsWith('/member-states')) return { body: { added: 12, delegations: [] } };
      return { body: [] };
    });
    const { user } = renderWithApp(<SeatActions commissionId="c1" seats={3} capacity={15} />);
    expect(
      screen.getByText(/Los puestos de la asignación son las delegaciones de la comisión: ahora 3, con capacidad para 15/),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Añadir todos los Estados miembros' }));
    expect(await screen.findByText(memberStatesDoNotFitMessage(190, 12))).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Completar hasta la capacidad' }));
    expect(await screen.findByText('12 delegaciones añadidas')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Ordenar A–Z' }));
    expect(await screen.findByText('Delegaciones ordenadas de la A a la Z.')).toBeTruthy();

    expect(server.requests.map((r) => [r.url, r.body])).toEqual([
      ['/api/commissions/c1/delegations/member-states', { upTo: 'all' }],
      ['/api/commissions/c1/delegations/member-states', { upTo: 'capacity' }],
      ['/api/commissions/c1/delegations/sort', {}],
    ]);
  });

  it('offers no filling once the commission is at its capacity', () => {
    stubServer(() => ({ body: {} }));
    renderWithApp(<SeatActions commissionId="c1" seats={15} capacity={15} />);
    expect((screen.getByRole('button', { name: 'Completar hasta la capacidad' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Añadir todos los Estados miembros' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
