// @vitest-environment jsdom
import type { AdvisorLinks } from '@quorum/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubServer } from '../../../test-utils';
import { AdvisorLinksCard } from './advisor-links-card';

afterEach(() => vi.unstubAllGlobals());

const LIST: AdvisorLinks = {
  institutions: [
    { institution: 'Colegio San José', delegates: 3, link: { id: 'l1', code: 'ABCDEFGHJKMNPQRS', createdAt: '2026-03-01T10:00:00Z' } },
    { institution: 'Liceo Norte', delegates: 1, link: null },
  ],
};

describe('AdvisorLinksCard', () => {
  it('lists each institution with its link; gives a link, a new one, or revokes it', async () => {
    const { requests } = stubServer(() => ({ body: LIST }));
    const { user } = renderWithApp(<AdvisorLinksCard />);
    const table = await screen.findByRole('table', { name: 'Enlaces para asesores' });
    const school = within(within(table).getByRole('row', { name: /Colegio San José/ }));
    expect(school.getByRole('link').getAttribute('href')).toBe('/asesor?code=ABCDEFGHJKMNPQRS');
    expect(within(table).getByRole('row', { name: /Liceo Norte/ }).textContent).toContain('Sin enlace');
    await user.click(screen.getByRole('button', { name: 'Dar enlace a Liceo Norte' }));
    await user.click(screen.getByRole('button', { name: 'Revocar el enlace de Colegio San José' }));
    expect(requests.filter((r) => r.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/advisor-links', body: { institution: 'Liceo Norte' } },
      { method: 'POST', url: '/api/advisor-links/l1/revoke', body: {} },
    ]);
  });
});
