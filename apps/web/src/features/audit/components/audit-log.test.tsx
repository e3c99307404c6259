// @vitest-environment jsdom
import type { AuditEntry, AuditPage, StaffUser } from '@quorum/shared';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usersQuery } from '../../../data/users';
import { renderWithApp } from '../../../test-utils';
import { AuditLog, dayStart } from './audit-log';

const entry = (id: string, extra: Partial<AuditEntry>): AuditEntry => ({
  id,
  actorId: 'u-ana',
  actorName: 'Ana Gestora',
  action: 'commission.created',
  entity: 'commission',
  entityId: 'c1',
  entityName: 'Consejo de Seguridad',
  createdAt: '2026-03-01T10:00:00.000Z',
  ...extra,
});

const ENTRIES = [
  entry('a1', {}),
  entry('a2', { action: 'delegate.checked_in', entity: 'delegate', entityId: 'd1', entityName: 'Lucía Gómez' }),
  entry('a3', { action: 'delegation.deleted', entity: 'delegation', entityId: 'g1', entityName: null }),
  entry('a4', { action: 'access.capability_changed', entity: 'access', entityId: 'Presidente:exports.download', entityName: null }),
  entry('a5', { action: 'delegate.self_verified', actorId: null, actorName: null, entity: 'delegate', entityName: 'Pedro Ruiz' }),
];

const USERS = [
  { uid: 'u-ana', name: 'Ana Gestora' },
  { uid: 'u-bruno', name: 'Bruno Gestor' },
] as StaffUser[];

function renderLog() {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      const body: AuditPage = { rows: ENTRIES, total: 120, page: 0, pageSize: 50 };
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
  client.setQueryData(usersQuery.queryKey, USERS);
  const view = renderWithApp(<AuditLog />, { client });
  const lastQuery = () => new URL(urls.at(-1) as string, 'http://quorum.test').searchParams;
  return { ...view, urls, lastQuery };
}

afterEach(() => vi.unstubAllGlobals());

describe('AuditLog', () => {
  it('says each action and record in words, never a bare id', async () => {
    renderLog();
    const row = (id: string) => within(screen.getByTestId(id));
    await screen.findByText('Creó una comisión');
    expect(screen.getByTestId('audit-commission.created').textContent).toContain('Comisión · Consejo de Seguridad');
    expect(row('audit-delegate.checked_in').getByText('Acreditó a un delegado')).toBeDefined();
    expect(row('audit-delegate.checked_in').getByText('Delegado/a · Lucía Gómez')).toBeDefined();
    expect(row('audit-delegation.deleted').getByText('Delegación · ya no existe')).toBeDefined();
    expect(row('audit-access.capability_changed').getByText('Permisos · Presidente de comisión · Descargar exportaciones')).toBeDefined();
    expect(row('audit-delegate.self_verified').getByText('Sistema o público')).toBeDefined();
    expect(document.body.textContent).not.toMatch(/commission\.created|\bc1\b|\bd1\b/);
  });

  it('filters by person and by days on the server, from the first page', async () => {
    const { user, lastQuery } = renderLog();
    await screen.findByText('Creó una comisión');
    await user.click(screen.getByRole('button', { name: /Página siguiente/ }));
    await vi.waitFor(() => expect(lastQuery().get('page')).toBe('1'));

    await user.click(screen.getByRole('combobox', { name: 'Persona' }));
    await user.click(screen.getByRole('option', { name: 'Bruno Gestor' }));
    await vi.waitFor(() => expect(lastQuery().get('actorId')).toBe('u-bruno'));
    expect(lastQuery().get('page')).toBe('0');

    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2026-03-02' } });
    await vi.waitFor(() => expect(lastQuery().get('to')).toBe(dayStart('2026-03-03')));
    expect(lastQuery().get('from')).toBe(dayStart('2026-03-01'));
    expect(lastQuery().get('actorId')).toBe('u-bruno');
  });

  it('says a range that ends before it starts is wrong instead of asking the server', async () => {
    const { urls } = renderLog();
    await screen.findByText('Creó una comisión');
    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2026-03-05' } });
    const asked = urls.length;
    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2026-03-01' } });
    expect(await screen.findByText('La fecha final es anterior a la inicial')).toBeDefined();
    expect(urls.length).toBe(asked);
  });
});
