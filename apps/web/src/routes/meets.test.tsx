// @vitest-environment jsdom
import { ERROR_MESSAGES_ES } from '@quorum/shared';
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

describe('/meets with the personal code', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the personal code instead of the document, and says under it when it is no delegate’s of the room', async () => {
    const server = stubServer(() => ({
      status: 404,
      body: { code: 'MEETS_NOT_IN_ROOM', message: ERROR_MESSAGES_ES.MEETS_NOT_IN_ROOM },
    }));
    const { user } = renderWithApp(<MeetsPage />, { route: '/meets' });
    await user.type(screen.getByLabelText('Código de la pantalla'), 'K7QF3M');
    await user.click(screen.getByRole('button', { name: 'Usar mi código personal (más seguro)' }));
    expect(screen.queryByLabelText('Número de documento')).toBeNull();
    const field = screen.getByLabelText('Código personal');
    expect(screen.getByText('El de tu correo o enlace personal, no el de tu escarapela.')).toBeTruthy();
    await user.type(field, 'k7qf3m2a9c4d');
    await user.click(screen.getByRole('button', { name: 'Estoy presente' }));

    expect(await screen.findByText(ERROR_MESSAGES_ES.MEETS_NOT_IN_ROOM)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(server.requests).toEqual([{ method: 'POST', url: '/api/meets', body: { code: 'K7QF3M', personalCode: 'K7QF3M2A9C4D' } }]);
    // Back to the document number.
    await user.click(screen.getByRole('button', { name: 'Usar mi número de documento' }));
    expect(screen.getByLabelText('Número de documento')).toBeTruthy();
  });
});
