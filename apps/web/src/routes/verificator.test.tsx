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

  it('checks an acta by its code: authentic up to its entry, or altered', async () => {
    const { requests } = stubServer(() => ({
      body: {
        status: 'coincide',
        eventName: 'Modelo ONU 2026',
        commissionName: 'Asamblea General',
        entry: 12,
        entries: 15,
        alteredAt: null,
      },
    }));
    const code = `7f1c2d3e-4b5a-4c6d-8e9f-0a1b2c3d4e5f.12.${'ab'.repeat(32)}`;
    visit(`/verificator?acta=${code}`);
    // Its view and its part of the catalogue load with it.
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Verificación de acta');
    expect((await screen.findByTestId('acta-status')).textContent).toBe(
      'Acta auténtica: coincide con el registro de Asamblea General (Modelo ONU 2026) hasta la entrada 12.',
    );
    expect(screen.getByText(/Entradas del registro hoy: 15;/)).toBeDefined();
    expect(requests[0]?.url).toBe(`/api/acta-verification?code=${code}`);
  });

  it('says when the commission’s log was altered before the acta’s entry', async () => {
    stubServer(() => ({
      body: {
        status: 'registro_alterado',
        eventName: 'Modelo ONU 2026',
        commissionName: 'Asamblea General',
        entry: 12,
        entries: 15,
        alteredAt: 3,
      },
    }));
    visit(`/verificator?acta=7f1c2d3e-4b5a-4c6d-8e9f-0a1b2c3d4e5f.12.${'ab'.repeat(32)}`);
    expect((await screen.findByTestId('acta-status')).textContent).toBe(
      'El registro de Asamblea General se alteró desde la entrada 3: avisa a la secretaría.',
    );
  });
});
