// @vitest-environment jsdom
import type { CommissionAwards } from '@quorum/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubServer } from '../../../test-utils';
import { AwardCategoryPanel } from './award-category-panel';

afterEach(() => vi.unstubAllGlobals());

const card: CommissionAwards['categories'][number] = {
  category: {
    id: 'cat',
    name: 'Mención de Honor',
    maxPerCommission: 2,
    recipient: 'delegado',
    minAttendance: 80,
    requiresPositionPaper: false,
    position: 1,
    awardCount: 1,
  },
  awards: [
    {
      id: 'a1',
      categoryId: 'cat',
      commissionId: 'c1',
      recipient: 'delegado',
      recipientId: 'd1',
      recipientName: 'Ana Pérez (Francia)',
      note: 'Excelente negociación',
      createdAt: '2026-11-24T10:00:00.000Z',
    },
  ],
  candidates: [
    { id: 'd1', name: 'Ana Pérez (Francia)', eligible: true, checks: [{ rule: 'attendance', outcome: 'ok', rate: 100, minimum: 80 }] },
    { id: 'd2', name: 'Bruno Gómez (Chile)', eligible: false, checks: [{ rule: 'attendance', outcome: 'fails', rate: 62.5, minimum: 80 }] },
    { id: 'd3', name: 'Carla Ruiz (Chile)', eligible: true, checks: [{ rule: 'attendance', outcome: 'ok', rate: 90, minimum: 80 }] },
  ],
};

describe('AwardCategoryPanel', () => {
  it('shows the limit and who has the award, offers the others with the ineligible disabled and their reason', async () => {
    const server = stubServer(() => ({
      status: 409,
      body: { code: 'AWARD_LIMIT_REACHED', message: '«Mención de Honor» ya tiene 2 de 2 en esta comisión: quita uno antes de dar otro.' },
    }));
    const { user } = renderWithApp(<AwardCategoryPanel commissionId="c1" card={card} locked={false} />);
    expect(screen.getByText('1 de 2')).toBeTruthy();
    expect(screen.getByText('Excelente negociación')).toBeTruthy();

    await user.click(screen.getByLabelText('Delegado'));
    const options = screen.getAllByRole('option');
    // Ana has it already; Bruno is under the minimum.
    expect(options.map((o) => o.textContent)).toEqual(['Bruno Gómez (Chile)Asistencia 62,5 % (mínimo 80 %)', 'Carla Ruiz (Chile)']);
    expect(options[0]?.getAttribute('aria-disabled')).toBe('true');

    await user.click(screen.getByRole('option', { name: 'Carla Ruiz (Chile)' }));
    await user.click(screen.getByRole('button', { name: 'Otorgar' }));
    expect(await screen.findByText('«Mención de Honor» ya tiene 2 de 2 en esta comisión: quita uno antes de dar otro.')).toBeTruthy();
    expect(server.requests.map((r) => [r.url, r.body])).toEqual([
      ['/api/commissions/c1/awards', { categoryId: 'cat', recipientId: 'd3', note: null }],
    ]);
  });

  it('offers no picker nor removal once locked', () => {
    stubServer(() => ({ body: {} }));
    renderWithApp(<AwardCategoryPanel commissionId="c1" card={card} locked />);
    expect(screen.queryByRole('button', { name: 'Otorgar' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Retirar el premio/ })).toBeNull();
    expect(screen.getByText('Ana Pérez (Francia)')).toBeTruthy();
  });
});
