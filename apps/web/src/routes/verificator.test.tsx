// @vitest-environment jsdom
import type { CertificateVerification } from '@quorum/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubServer } from '../test-utils';
import VerificatorPage from './verificator';

const certificate: CertificateVerification = {
  status: 'valido',
  holderName: 'Ana María Pérez Gómez',
  kind: 'participacion',
  title: 'Participación',
  commissionName: 'Asamblea General',
  delegationName: 'Colombia',
  issuedOn: '2026-03-01',
  eventName: 'Modelo ONU 2026',
  revokedOn: null,
};

function visit(url: string) {
  window.history.replaceState({}, '', url);
  renderWithApp(<VerificatorPage />, { route: url });
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState({}, '', '/');
});

describe('/verificator', () => {
  it('is headed for whoever checks a certificate when the code is a certificate’s', async () => {
    stubServer(() => ({ body: certificate }));
    visit('/verificator?code=ABCDEFGHJKLMNPQRSTUVWXYZ');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Verificación de certificado');
    expect(await screen.findByText('Certificado válido')).toBeDefined();
    expect(screen.queryByText(/Revisa tus datos/)).toBeNull();
  });

  it('asks delegates to check their own data without a code', () => {
    visit('/verificator');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Validación de datos');
    expect(screen.getByText(/Revisa tus datos con atención/)).toBeDefined();
  });
});
