// @vitest-environment jsdom
import { FIRST_STEP_LABELS_ES, FIRST_STEPS, type FirstSteps, firstStepsOf } from '@quorum/shared';
import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { es } from '../../../i18n/es';
import { renderWithApp } from '../../../test-utils';
import { firstStepsQuery } from '../api';
import { FirstStepsCard } from './first-steps-card';

function withSteps(steps: FirstSteps) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
  client.setQueryData(firstStepsQuery.queryKey, steps);
  return renderWithApp(<FirstStepsCard />, { client });
}

describe('FirstStepsCard', () => {
  it('lists the pending steps with links to their pages and says why the public forms are closed', () => {
    withSteps(firstStepsOf({ eventSettings: true, commission: false, legalTexts: false, chair: false, registrationWindow: true }));
    expect(screen.getByRole('heading', { name: 'Primeros pasos' })).toBeDefined();
    expect(screen.getByRole('link', { name: FIRST_STEP_LABELS_ES.commission }).getAttribute('href')).toBe('/secretary/commissions');
    expect(screen.getByRole('link', { name: FIRST_STEP_LABELS_ES.legalTexts }).getAttribute('href')).toBe('/secretary/settings');
    expect(screen.getByRole('link', { name: FIRST_STEP_LABELS_ES.chair }).getAttribute('href')).toBe('/secretary/users');
    expect(screen.getAllByTitle('Pendiente')).toHaveLength(3);
    expect(screen.getAllByTitle('Hecho')).toHaveLength(2);
    expect(screen.getByRole('alert').textContent).toContain('crear al menos una comisión');
  });

  it('is hidden once every step is done', () => {
    const { container } = withSteps(
      firstStepsOf({ eventSettings: true, commission: true, legalTexts: true, chair: true, registrationWindow: true }),
    );
    expect(screen.queryByText('Primeros pasos')).toBeNull();
    expect(container.textContent).toBe('');
  });

  it('uses the shared Spanish labels', () => {
    for (const step of FIRST_STEPS) expect(es.dashboard.firstSteps[step]).toBe(FIRST_STEP_LABELS_ES[step]);
  });
});
