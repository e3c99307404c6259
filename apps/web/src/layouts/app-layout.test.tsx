// @vitest-environment jsdom
import { CAPABILITIES, type MyCapabilities } from '@quorum/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../data/session';
import { Providers, signInAs, stubServer } from '../test-utils';
import AppLayout from './app-layout';

/** Logística at the door, Permisos answering `capabilities`; the phone's menu opened. */
async function openLogisticsMenu(capabilities: Partial<MyCapabilities>) {
  signInAs('Logistica', 'Lucía');
  const answer = { ...Object.fromEntries(CAPABILITIES.map((c) => [c, false])), ...capabilities };
  stubServer(({ url }) => ({ body: url === '/api/profile/capabilities' ? answer : {} }));
  const router = createMemoryRouter([{ path: '/staff/finder', element: <AppLayout /> }], { initialEntries: ['/staff/finder'] });
  render(
    <Providers router={false}>
      <RouterProvider router={router} />
    </Providers>,
  );
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Abrir el menú de navegación' }));
  return within(await screen.findByRole('navigation', { name: 'Navegación principal' }));
}

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('Logística’s menu', () => {
  it('does not offer Prensa while Permisos do not let Logística publish', async () => {
    const menu = await openLogisticsMenu({ 'press.publish': false });
    expect(menu.getByRole('link', { name: 'Buscador Delegados' })).toBeDefined();
    expect(menu.queryByRole('link', { name: 'Prensa' })).toBeNull();
  });

  it('offers Prensa once the Gestor lets Logística publish', async () => {
    const menu = await openLogisticsMenu({ 'press.publish': true });
    expect(await menu.findByRole('link', { name: 'Prensa' })).toBeDefined();
  });
});
