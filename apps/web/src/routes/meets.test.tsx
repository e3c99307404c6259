// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubServer } from '../test-utils';
import MeetsPage from './meets';

describe('/meets opened from the room screen’s QR code', () => {
  afterEach(() => window.history.replaceState({}, '', '/'));

  it('comes with the code typed in, the document left to the delegate', async () => {
    window.history.replaceState({}, '', '/meets?code=K7QF3M');
    renderWithApp(<MeetsPage />, { route: '/meets?code=K7QF3M' });
    expect(await screen.findByDisplayValue('K7QF3M')).toBeTruthy();
  });
});

describe('/meets once the delegate is marked present', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names them «Participante», not «Delegado» whoever they are', async () => {
    stubServer(() => ({ body: { delegate: 'Ana M. P.', commissionName: 'Asamblea General', delegationName: 'Colombia' } }));
    const { user } = renderWithApp(<MeetsPage />, { route: '/meets' });
    await user.type(screen.getByLabelText('Código de la pantalla'), 'K7QF3M');
    await user.type(screen.getByLabelText('Número de documento'), '1020304050');
    await user.click(screen.getByRole('button', { name: 'Estoy presente' }));

    const card = await screen.findByRole('status');
    expect(card.textContent).toContain('Participante: Ana M. P.');
    expect(card.textContent).not.toContain('Delegado');
  });
});
