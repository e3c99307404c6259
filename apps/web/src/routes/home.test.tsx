// @vitest-environment jsdom
import type { EventSettings, PublicCommission, PublicOffer } from '@quorum/shared';
import { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { settingsQuery } from '../data/settings';
import { publicOfferQuery } from '../data/public-offer';
import { publicCommissionsQuery } from '../features/home/api';
import { renderWithApp } from '../test-utils';
import HomePage from './home';

const SETTINGS: EventSettings = {
  name: 'Modelo de Naciones Unidas de Bogotá',
  shortName: 'BOGMUN',
  startDate: '2026-03-12',
  endDate: '2026-03-14',
  venue: 'Colegio San Bartolomé',
  city: 'Bogotá',
  contactEmail: null,
  timeZone: 'America/Bogota',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const COMMISSIONS: PublicCommission[] = [
  {
    name: 'Asamblea General',
    acronym: 'AG',
    kind: 'asamblea',
    topics: ['Agua potable', 'Desarme nuclear'],
    room: 'Auditorio',
    documents: [],
  },
  { name: 'Consejo de Seguridad', acronym: 'CSNU', kind: 'consejo_seguridad', topics: [], room: null, documents: [] },
];

function showHome(commissions: PublicCommission[] = COMMISSIONS, offer: Partial<PublicOffer> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
  client.setQueryData(settingsQuery.queryKey, SETTINGS);
  client.setQueryData(publicCommissionsQuery.queryKey, commissions);
  client.setQueryData(publicOfferQuery.queryKey, { register: true, verificator: true, data: true, meets: true, news: false, ...offer });
  return renderWithApp(<HomePage />, { client });
}

describe('HomePage', () => {
  it('shows a visitor the event: name, dates and place', () => {
    showHome();
    expect(screen.getByRole('heading', { level: 1, name: SETTINGS.name })).toBeTruthy();
    expect(screen.getByText(/12.*14.*2026/)).toBeTruthy();
    expect(screen.getByText('Colegio San Bartolomé, Bogotá')).toBeTruthy();
  });

  it('shows a visitor (not signed in) every commission with its kind, room and topics', () => {
    showHome();
    const section = screen.getByRole('region', { name: 'Comisiones' });
    const cards = within(section)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement?.tagName === 'UL');
    expect(cards).toHaveLength(2);
    const assembly = within(cards[0] as HTMLElement);
    expect(assembly.getByRole('heading', { level: 3, name: 'Asamblea General' })).toBeTruthy();
    expect(assembly.getByText('AG')).toBeTruthy();
    expect(assembly.getByText('Asamblea')).toBeTruthy();
    expect(assembly.getByText('Sala: Auditorio')).toBeTruthy();
    expect(assembly.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Agua potable', 'Desarme nuclear']);
    const council = within(cards[1] as HTMLElement);
    expect(council.getByText('Consejo de Seguridad', { selector: 'p' })).toBeTruthy();
    expect(council.queryByText(/^Sala:/)).toBeNull();
    expect(council.getByText('Sin temas')).toBeTruthy();
  });

  it('lists the public documents of a commission with their kind and authors, each opening its file', () => {
    const doc = {
      id: 'd1',
      kind: 'resolucion' as const,
      title: 'Resolución 1/1',
      authors: ['Francia', 'Chile'],
      url: '/api/public-documents/d1/file',
      mediaType: 'application/pdf',
    };
    showHome([{ ...(COMMISSIONS[0] as PublicCommission), documents: [doc] }]);
    const list = screen.getByRole('list', { name: 'Documentos públicos de Asamblea General' });
    expect(within(list).getByRole('link', { name: 'Resolución 1/1' }).getAttribute('href')).toBe('/api/public-documents/d1/file');
    expect(within(list).getByRole('listitem').textContent).toBe('Resolución 1/1 · Resolución · Francia, Chile');
  });

  it('says so when there are no commissions yet', () => {
    showHome([]);
    expect(within(screen.getByRole('region', { name: 'Comisiones' })).getByText('Todavía no hay comisiones.')).toBeTruthy();
  });

  it('offers the quick actions switched on, then sign-in, as links a keyboard reaches in order', async () => {
    const { user } = showHome(COMMISSIONS, { data: false });
    const links = within(screen.getByRole('navigation', { name: 'Accesos' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Preinscripción',
      'Valida tus datos',
      'Llamado a lista',
      'Proyecta aquí',
      'Iniciar sesión',
    ]);
    for (const link of links) {
      await user.tab();
      expect(document.activeElement).toBe(link);
    }
  });
});
