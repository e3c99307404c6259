// @vitest-environment jsdom
import type { Delegate } from '@quorum/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubServer } from '../../../test-utils';
import { DelegateDialog } from './delegate-dialog';

afterEach(() => vi.unstubAllGlobals());

const delegate: Delegate = {
  id: 'd1',
  firstNames: 'Ana',
  lastNames: 'Pérez',
  documentType: 'CC',
  documentNumber: 'ANA001',
  birthDate: '2000-01-01',
  email: 'ana@colegio.test',
  phone: null,
  institution: 'Colegio',
  grade: '11',
  guardianName: null,
  guardianPhone: null,
  preferences: [],
  commissionId: null,
  delegationId: null,
  assignmentManual: false,
  status: 'preinscrito',
  personalCode: 'OLDCODE23456',
  source: 'manual',
  consentTermsVersion: null,
  consentPrivacyVersion: null,
  consentAt: null,
  verifiedAt: null,
  checkedInAt: null,
  checkedInBy: null,
  kit: {},
  notes: '',
  createdAt: '2027-03-01T10:00:00.000Z',
  updatedAt: '2027-03-01T10:00:00.000Z',
};

describe('renewing a delegate’s personal code', () => {
  it('says what stops working and where the new link goes, then shows the new code', async () => {
    let current = delegate;
    const server = stubServer((request) => {
      if (request.method === 'POST') current = { ...delegate, personalCode: 'NEWCODE34567', updatedAt: '2027-03-02T10:00:00.000Z' };
      return { body: current };
    });
    const { user } = renderWithApp(<DelegateDialog id="d1" commissions={[]} delegationName={null} onClose={() => {}} />);
    expect(await screen.findByText('OLDCODE23456')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Renovar código personal' }));
    const confirm = screen.getByRole('dialog', { name: 'Renovar el código de Ana Pérez' });
    expect(within(confirm).getByText(/El código OLDCODE23456 y su enlace dejan de funcionar al instante/)).toBeTruthy();
    expect(within(confirm).getByText(/El nuevo enlace va a ana@colegio\.test\./)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Renovar código personal' }));

    expect(await screen.findByText('Código renovado; nuevo enlace enviado a ana@colegio.test.')).toBeTruthy();
    expect(await screen.findByText('NEWCODE34567')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Renovar el código de Ana Pérez' })).toBeNull());
    expect(server.requests).toContainEqual({ method: 'POST', url: '/api/delegates/d1/personal-code', body: {} });
  });
});
