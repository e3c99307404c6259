// @vitest-environment jsdom
import type { VerificationView } from '@quorum/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test-utils';
import { VerificationCard } from './verification-card';

const view: VerificationView = {
  firstNames: 'Lucía',
  lastNames: 'Gómez',
  documentType: 'CC',
  documentNumber: '1020304050',
  birthDate: '2000-05-01',
  email: 'lucia@example.org',
  phone: null,
  institution: 'Colegio San José',
  grade: '11',
  guardianName: null,
  guardianPhone: null,
  status: 'preinscrito',
  verifiedAt: null,
  commissionName: null,
  delegationName: null,
  room: null,
  correctableFields: ['firstNames'],
  deadline: null,
  canCorrect: true,
  verificationOpen: true,
  awards: [],
};

describe('VerificationCard', () => {
  it('never disables «Mis datos son correctos» without saying why, and lets the corrections be discarded', async () => {
    const { user } = renderWithApp(<VerificationCard code="ABC123" view={view} />);
    const confirm = screen.getByRole('button', { name: 'Mis datos son correctos' });
    expect(confirm.hasAttribute('disabled')).toBe(false);

    await user.type(screen.getByLabelText('Nombres'), ' Andrea');
    expect(confirm.hasAttribute('disabled')).toBe(true);
    const reason = screen.getByText(/guarda las correcciones \(o descártalas\) antes de confirmar/);
    // The reason is tied to the button, so a screen reader says it too.
    expect(confirm.getAttribute('aria-describedby')).toBe(reason.closest('[id]')?.id);

    await user.click(screen.getByRole('button', { name: 'Descartar cambios' }));
    expect(confirm.hasAttribute('disabled')).toBe(false);
    expect(screen.queryByText(/antes de confirmar/)).toBeNull();
    expect((screen.getByLabelText('Nombres') as HTMLInputElement).value).toBe('Lucía');
  });
});
