// @vitest-environment jsdom
import type { MailDelivery, StaffUser } from '@quorum/shared';
import { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commissionsQuery } from '../../data/commissions';
import { usersQuery } from '../../data/users';
import { renderWithApp, staffProfile } from '../../test-utils';
import UsersPage from './users';

function user(name: string, email: string, extra: Partial<StaffUser> = {}): StaffUser {
  return {
    ...staffProfile('Logistica', name, email),
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    invitationPending: false,
    ...extra,
  };
}

const USERS = [user('Ana Activa', 'ana@mun.test'), user('Iván Invitado', 'ivan@mun.test', { invitationPending: true })];

/** Answers every write with `write`, and the lists (read again after a write) as they were. */
function renderPage(write: unknown) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (!init?.method || init.method === 'GET') return new Response(JSON.stringify(url.includes('users') ? USERS : []), { status: 200 });
    return new Response(JSON.stringify(write), { status: url.endsWith('/api/users') ? 201 : 202 });
  });
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
  client.setQueryData(usersQuery.queryKey, USERS);
  client.setQueryData(commissionsQuery(true).queryKey, []);
  return { ...renderWithApp(<UsersPage />, { client }), fetch };
}

async function createInvited(delivery: MailDelivery) {
  const page = renderPage({ ...user('Nora Nueva', 'nora@mun.test', { invitationPending: true }), invitation: delivery });
  await page.user.click(screen.getByRole('button', { name: 'Nuevo usuario' }));
  // The dialog's module loads on demand (components/on-demand.tsx): the first import is transformed by the test run.
  const dialog = await screen.findByRole('dialog');
  await page.user.type(within(dialog).getByLabelText('Nombre'), 'Nora Nueva');
  await page.user.type(within(dialog).getByLabelText('Correo electrónico'), 'nora@mun.test');
  await page.user.click(within(dialog).getByRole('button', { name: 'Crear' }));
  return page;
}

afterEach(() => vi.unstubAllGlobals());

describe('UsersPage', () => {
  it('shows an invited account that has not set its password as pending, not active', () => {
    renderPage({});
    expect(within(screen.getByTestId('user-row-ivan@mun.test')).getByText('Invitado/a (pendiente)')).toBeDefined();
    expect(within(screen.getByTestId('user-row-ivan@mun.test')).queryByText('Activa')).toBeNull();
    expect(within(screen.getByTestId('user-row-ana@mun.test')).getByText('Activa')).toBeDefined();
  });

  it('offers to resend the invitation to a pending account, and a password link to an active one', () => {
    renderPage({});
    expect(within(screen.getByTestId('user-row-ivan@mun.test')).getByRole('button', { name: 'Reenviar invitación' })).toBeDefined();
    expect(within(screen.getByTestId('user-row-ivan@mun.test')).queryByRole('button', { name: 'Enviar enlace de contraseña' })).toBeNull();
    expect(within(screen.getByTestId('user-row-ana@mun.test')).getByRole('button', { name: 'Enviar enlace de contraseña' })).toBeDefined();
  });

  it('says the invitation was sent only when the mail server took it', async () => {
    await createInvited('sent');
    expect(await screen.findByText('Cuenta creada; invitación enviada por correo')).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Abrir Correo saliente' })).toBeNull();
  });

  it('says an invitation without SMTP only sits in the outbox, and offers the outbox', async () => {
    await createInvited('outbox');
    const notice = await screen.findByText(/La invitación a Nora Nueva no se ha enviado: no hay servidor de correo/);
    expect(notice).toBeDefined();
    expect(screen.queryByText('Cuenta creada; invitación enviada por correo')).toBeNull();
    expect(screen.getByRole('link', { name: 'Abrir Correo saliente' }).getAttribute('href')).toBe('/secretary/outbox');
  });

  it('says a password link the mail server refused has not been delivered yet', async () => {
    const page = renderPage({ ok: true, delivery: 'pending' });
    await page.user.click(within(screen.getByTestId('user-row-ana@mun.test')).getByRole('button', { name: 'Enviar enlace de contraseña' }));
    expect(await screen.findByText(/El enlace de contraseña para Ana Activa aún no se ha entregado/)).toBeDefined();
    expect(screen.queryByText('Enlace de contraseña enviado a Ana Activa')).toBeNull();
  });
});
