// @vitest-environment jsdom
import type { RegistrationOptions } from '@quorum/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openRegistration } from '../features/registration/test-options';
import { renderWithApp, stubServer } from '../test-utils';
import RegisterPage from './register';

function visitWith(options: RegistrationOptions) {
  stubServer(() => ({ body: options }));
  renderWithApp(<RegisterPage />, { route: '/register' });
}

afterEach(() => vi.unstubAllGlobals());

describe('/register before the event is ready', () => {
  it('says pre-registration is not open yet at once, with no step to fill', async () => {
    visitWith({
      ...openRegistration,
      ready: false,
      notReadyMessage: 'Este formulario todavía no está abierto: la secretaría del evento debe publicar los textos legales.',
      termsVersion: 0,
      privacyVersion: 0,
    });
    expect(await screen.findByText('La preinscripción todavía no está abierta')).toBeDefined();
    expect(screen.getByText('Este formulario todavía no está abierto: la secretaría está preparando el evento.')).toBeDefined();
    expect(screen.queryByLabelText('Nombres')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Siguiente' })).toBeNull();
  });

  it('says pre-registration is closed at once while the window is shut', async () => {
    visitWith({ ...openRegistration, open: false, registrationOpen: false });
    expect(await screen.findByText('La preinscripción está cerrada')).toBeDefined();
    expect(screen.queryByLabelText('Nombres')).toBeNull();
  });

  it('offers the form’s first step once the event is ready and the window open', async () => {
    visitWith(openRegistration);
    expect(await screen.findByLabelText('Nombres')).toBeDefined();
  });
});
