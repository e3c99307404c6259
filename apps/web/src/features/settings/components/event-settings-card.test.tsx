// @vitest-environment jsdom
import { type EventSettings, TIME_ZONE_MESSAGE_ES } from '@quorum/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubServer } from '../../../test-utils';
import { EventSettingsCard } from './event-settings-card';

const SETTINGS: EventSettings = {
  name: 'Modelo de Naciones Unidas de Valencia',
  shortName: 'VALMUN',
  startDate: null,
  endDate: null,
  venue: null,
  city: null,
  contactEmail: null,
  timeZone: 'America/Bogota',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

describe('EventSettingsCard: the event’s time zone', () => {
  it('shows the saved zone, suggests the zones the browser knows, and saves the one the Gestor writes', async () => {
    const server = stubServer(({ body }) => ({ body: { ...SETTINGS, ...(body as object) } }));
    const { user } = renderWithApp(<EventSettingsCard settings={SETTINGS} />);
    const field = screen.getByRole('combobox', { name: 'Zona horaria del evento' }) as HTMLInputElement;
    expect(field.value).toBe('America/Bogota');
    const list = document.getElementById(field.getAttribute('list') ?? '');
    expect(list?.querySelector('option[value="Europe/Madrid"]')).not.toBeNull();
    fireEvent.change(field, { target: { value: 'Europe/Madrid' } });
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.requests).toHaveLength(1));
    expect(server.requests[0]).toMatchObject({ method: 'PUT', url: '/api/settings', body: { timeZone: 'Europe/Madrid' } });
  });

  it('refuses a zone that is not one, in Spanish under the field, sending nothing', async () => {
    const server = stubServer(() => ({ body: SETTINGS }));
    const { user } = renderWithApp(<EventSettingsCard settings={SETTINGS} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Zona horaria del evento' }), { target: { value: 'Marte/Olimpo' } });
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(TIME_ZONE_MESSAGE_ES)).toBeDefined();
    expect(server.requests).toHaveLength(0);
  });
});
