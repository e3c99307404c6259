// @vitest-environment jsdom
import { type FirstSteps, firstStepsOf } from '@quorum/shared';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { es } from '../../../i18n/es';
import { renderWithApp, stubServer } from '../../../test-utils';
import { firstStepsQuery } from '../api';
import { FirstStepsCard } from './first-steps-card';

function withSteps(steps: FirstSteps) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
  client.setQueryData(firstStepsQuery.queryKey, steps);
  return renderWithApp(<FirstStepsCard />, { client });
}

afterEach(() => vi.unstubAllGlobals());

describe('FirstStepsCard', () => {
  it('lists the pending steps with links to their pages and says why the public forms are closed', () => {
    withSteps(
      firstStepsOf(
        { eventSettings: true, commission: false, legalTexts: false, chair: false, registrationWindow: true, publicUrl: true },
        'https://mun.example.org',
      ),
    );
    expect(screen.getByRole('heading', { name: 'Primeros pasos' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Crear al menos una comisión' }).getAttribute('href')).toBe('/secretary/commissions');
    expect(screen.getByRole('link', { name: es.dashboard.firstSteps.legalTexts }).getAttribute('href')).toBe('/secretary/settings');
    expect(screen.getByRole('link', { name: es.dashboard.firstSteps.chair }).getAttribute('href')).toBe('/secretary/users');
    expect(screen.getAllByTitle('Pendiente')).toHaveLength(3);
    expect(screen.getAllByTitle('Hecho')).toHaveLength(3);
    expect(screen.getByRole('alert').textContent).toContain('crear al menos una comisión');
  });

  it('is hidden once every step is done', () => {
    const { container } = withSteps(
      firstStepsOf(
        { eventSettings: true, commission: true, legalTexts: true, chair: true, registrationWindow: true, publicUrl: true },
        'https://mun.example.org',
      ),
    );
    expect(screen.queryByText('Primeros pasos')).toBeNull();
    expect(container.textContent).toBe('');
  });

  it('goes away when the Gestor comes back having done the last step elsewhere', async () => {
    const done = { eventSettings: true, commission: true, legalTexts: true, chair: true, registrationWindow: true, publicUrl: true };
    stubServer(() => ({ body: firstStepsOf(done, 'https://mun.example.org') }));
    // The app's client keeps answers for 30 s; the list was read a moment ago, one step still pending.
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
    client.setQueryData(firstStepsQuery.queryKey, firstStepsOf({ ...done, chair: false }, 'https://mun.example.org'));
    renderWithApp(<FirstStepsCard />, { client });
    expect(screen.getByRole('heading', { name: 'Primeros pasos' })).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Primeros pasos' })).toBeNull());
  });

  it('says, without a link, that the public address is not configured, which address certificates carry and how to set it', () => {
    const done = { eventSettings: true, commission: true, legalTexts: true, chair: true, registrationWindow: true, publicUrl: false };
    withSteps(firstStepsOf(done, 'http://localhost:3000'));
    expect(screen.getByRole('heading', { name: 'Primeros pasos' })).toBeDefined();
    const step = screen.getByText(es.dashboard.firstSteps.publicUrl);
    expect(step.closest('a')).toBeNull();
    const hint = screen.getByText(/La dirección pública no está configurada/);
    expect(hint.textContent).toBe(es.dashboard.firstSteps.publicUrlHint.replace('{{address}}', 'http://localhost:3000'));
    expect(hint.textContent).toContain('PUBLIC_URL=https://');
    expect(hint.textContent).toContain('docs/operations.md');
    expect(screen.getAllByTitle('Pendiente')).toHaveLength(1);
    // The public forms do not wait for the address: no alert.
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
