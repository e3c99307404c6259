// @vitest-environment jsdom
import type { AdvisorView } from '@quorum/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadRecordsMessages } from '../i18n';
import { renderWithApp, stubServer } from '../test-utils';
import AdvisorPage from './advisor';

beforeAll(() => loadRecordsMessages());

const VIEW: AdvisorView = {
  eventName: 'Modelo ONU 2026',
  institution: 'Colegio San José',
  delegates: [
    {
      id: 'd1',
      name: 'Ana Pérez',
      status: 'asignado',
      commission: 'Asamblea General',
      delegation: 'Argelia',
      attendance: { present: 2, rollCalls: 3, rate: 2 / 3 },
      warnings: [{ level: 'escrita', reason: 'Usa el teléfono', at: '2026-03-10T10:00:00Z' }],
      speaking: { speeches: 2, speakingMs: 95_000, share: 0.25 },
      awards: [
        { categoryName: 'Mejor Delegación', commissionName: 'Asamblea General', recipient: 'delegacion', delegationName: 'Argelia' },
      ],
      certificates: [{ id: 'c1', kind: 'participacion', title: 'Participación' }],
    },
    {
      id: 'd2',
      name: 'Zoe Álvarez',
      status: 'preinscrito',
      commission: null,
      delegation: null,
      attendance: { present: 0, rollCalls: 0, rate: null },
      warnings: [],
      speaking: null,
      awards: [],
      certificates: [],
    },
  ],
};

function visit(url: string) {
  window.history.replaceState({}, '', url);
  return renderWithApp(<AdvisorPage />, { route: url });
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState({}, '', '/');
});

describe('/asesor', () => {
  it('shows the school’s delegates: where they sit, attendance, their delegation’s speaking and warnings, awards', async () => {
    const { requests } = stubServer(() => ({ body: VIEW }));
    visit('/asesor?code=ABCDEFGHJKMNPQRS');
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe('Colegio San José · Modelo ONU 2026');
    const ana = within(screen.getByRole('article', { name: 'Ana Pérez' }));
    expect(ana.getByText('Asamblea General · Argelia')).toBeTruthy();
    expect(ana.getByText('Asistencia a los llamados a lista: 2 de 3')).toBeTruthy();
    expect(ana.getByText('Intervenciones de su delegación: 2 · Tiempo: 1:35 · 25 % del tiempo de la comisión')).toBeTruthy();
    expect(ana.getByText('Escrita: Usa el teléfono')).toBeTruthy();
    expect(ana.getByText('Mejor Delegación · Asamblea General')).toBeTruthy();
    expect(ana.getByRole('link', { name: 'Certificado: Participación' }).getAttribute('href')).toBe(
      '/api/advisor/ABCDEFGHJKMNPQRS/certificates/c1',
    );
    expect(within(screen.getByRole('article', { name: 'Zoe Álvarez' })).getByText('Sin comisión todavía')).toBeTruthy();
    expect(requests[0]?.url).toBe('/api/advisor/ABCDEFGHJKMNPQRS');
  });

  it('takes the delegates away when the link stops working on a page already open', async () => {
    let revoked = false;
    stubServer(() => (revoked ? { status: 404, body: { code: 'NOT_FOUND', message: 'x' } } : { body: VIEW }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    visit('/asesor?code=ABCDEFGHJKMNPQRS');
    await screen.findByTestId('advisor-view');
    revoked = true;
    await vi.advanceTimersByTimeAsync(10_000);
    expect((await screen.findByTestId('advisor-gone')).textContent).toContain('ya no está en vigor');
    expect(screen.queryByText('Ana Pérez')).toBeNull();
  });
});
