// @vitest-environment jsdom
import type { PublicOffer } from '@quorum/shared';
import { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test-utils';
import { publicOfferQuery } from '../../../data/public-offer';
import { HomeActions } from './home-actions';

function withOffer(offer: PublicOffer) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
  client.setQueryData(publicOfferQuery.queryKey, offer);
  renderWithApp(<HomeActions account={{ to: '/login', label: 'Iniciar sesión' }} />, { client });
  return within(screen.getByRole('navigation', { name: 'Accesos' }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));
}

describe('HomeActions', () => {
  it('advertises the public features switched on', () => {
    expect(withOffer({ register: true, verificator: true, data: true, meets: false, news: true })).toEqual([
      '/register',
      '/data',
      '/verificator',
      '/in',
      '/login',
    ]);
  });

  it('does not advertise what Permisos switched off; the projection screen is always offered', () => {
    expect(withOffer({ register: false, verificator: false, data: false, meets: true, news: false })).toEqual(['/meets', '/in', '/login']);
  });
});
