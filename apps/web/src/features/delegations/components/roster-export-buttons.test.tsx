// @vitest-environment jsdom
import { DEFAULT_CAPABILITIES } from '@quorum/shared';
import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { myCapabilitiesQuery } from '../../../data/capabilities';
import { renderWithApp } from '../../../test-utils';
import { RosterExportButtons } from './roster-export-buttons';

function withCapability(exportsAllowed: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
  client.setQueryData(myCapabilitiesQuery.queryKey, { ...DEFAULT_CAPABILITIES.Presidente, 'exports.download': exportsAllowed });
  return renderWithApp(<RosterExportButtons commissionId="c 1" />, { client });
}

describe('RosterExportButtons', () => {
  it('offers the chair the commission’s XLSX, CSV and roll-call PDF when Permisos allows exports', () => {
    withCapability(true);
    expect(screen.getByRole('link', { name: 'Exportar XLSX' }).getAttribute('href')).toBe(
      '/api/assignment/commissions/c%201/export?format=xlsx',
    );
    expect(screen.getByRole('link', { name: 'Exportar CSV' }).getAttribute('href')).toBe(
      '/api/assignment/commissions/c%201/export?format=csv',
    );
    expect(screen.getByRole('link', { name: 'Lista de asistencia (PDF)' }).getAttribute('href')).toBe(
      '/api/assignment/commissions/c%201/roll-call.pdf',
    );
  });

  it('shows nothing when exports are switched off', () => {
    const { container } = withCapability(false);
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.textContent).toBe('');
  });
});
