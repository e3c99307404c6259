// @vitest-environment jsdom
import type { Participation } from '@quorum/shared';
import { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test-utils';
import { participationQuery } from '../api';
import { ParticipationPanel } from './participation-panel';

const DATA: Participation = {
  delegations: [
    {
      delegationId: 'co',
      name: 'Colombia',
      kind: 'miembro',
      attendance: { present: 3, rollCalls: 4, rate: 0.75 },
      speeches: 2,
      speakingMs: 125_000,
      share: 1,
      warnings: 1,
      warningsGiven: [{ level: 'escrita', reason: 'Usa el teléfono durante la votación', at: '2027-03-10T10:00:00Z' }],
    },
    {
      delegationId: 'fr',
      name: 'Francia',
      kind: 'miembro',
      attendance: { present: 0, rollCalls: 0, rate: null },
      speeches: 0,
      speakingMs: 0,
      share: 0,
      warnings: 0,
      warningsGiven: [],
    },
  ],
  speaking: { totalMs: 125_000, speeches: 2, silent: ['Francia'], gini: 0.5 },
};

describe('the participation of each delegation', () => {
  it('shows attendance, speeches, time spoken and warnings per delegation, and the time spoken as a chart', async () => {
    const client = new QueryClient();
    client.setQueryData(participationQuery('c1').queryKey, DATA);
    renderWithApp(<ParticipationPanel commissionId="c1" />, { client });
    const table = await screen.findByRole('table', { name: 'Participación por delegación' });
    const colombia = within(table).getByRole('row', { name: /Colombia/ });
    expect(colombia.textContent).toContain('3 de 4 (75 %)');
    expect(colombia.textContent).toContain('Escrita: Usa el teléfono durante la votación');
    expect(colombia.textContent).toContain('2:05');
    expect(within(table).getByRole('row', { name: /Francia/ }).textContent).toContain('—');
    expect(colombia.textContent).toContain('100 %');
    // Only who has spoken is in the chart, named for screen readers.
    expect(screen.getByRole('img', { name: 'Colombia: 2:05' })).toBeTruthy();
    // The commission's whole, and the table for the awards committee.
    const summary = screen.getByTestId('participation-summary');
    expect(summary.textContent).toContain('Tiempo total: 2:05 · Intervenciones: 2');
    expect(summary.textContent).toContain('Gini del tiempo de palabra: 0,5');
    expect(summary.textContent).toContain('Sin intervenir: Francia');
    expect(within(summary).getByRole('link', { name: 'Descargar XLSX' }).getAttribute('href')).toBe(
      '/api/commissions/c1/live/participation/export?format=xlsx',
    );
  });
});
