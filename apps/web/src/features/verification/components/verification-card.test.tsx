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
  documents: [],
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

  it('lists the commission’s documents for its delegates, each opening its file', () => {
    const url = '/api/verification/ABC123/documents/d1/file';
    renderWithApp(
      <VerificationCard
        code="ABC123"
        view={{
          ...view,
          commissionName: 'Asamblea General',
          documents: [
            { id: 'd1', kind: 'guia', title: 'Guía de la comisión', authors: [], url, mediaType: 'application/pdf' },
            { id: 'd2', kind: 'proyecto_resolucion', title: 'Proyecto 1/1', authors: ['Francia', 'Chile'], url: null, mediaType: null },
          ],
        }}
      />,
    );
    const list = screen.getByRole('list', { name: 'Documentos de tu comisión' });
    expect(screen.getByRole('link', { name: 'Guía de la comisión' }).getAttribute('href')).toBe(url);
    expect(list.textContent).toContain('Proyecto 1/1 · Proyecto de resolución · Francia, Chile');
  });

  it('shows no documents section when there are none', () => {
    renderWithApp(<VerificationCard code="ABC123" view={view} />);
    expect(screen.queryByRole('heading', { name: 'Documentos de tu comisión' })).toBeNull();
  });

  it('leads a seated delegate to their room on the phone with their personal code, and no one else', () => {
    const { unmount } = renderWithApp(<VerificationCard code="ABCD2345EFGH" view={view} />);
    expect(screen.queryByRole('link', { name: 'Entrar a la sala de mi comisión' })).toBeNull();
    unmount();
    renderWithApp(
      <VerificationCard code="ABCD2345EFGH" view={{ ...view, commissionName: 'Asamblea General', delegationName: 'Colombia' }} />,
    );
    expect(screen.getByRole('link', { name: 'Entrar a la sala de mi comisión' }).getAttribute('href')).toBe('/sala?code=ABCD2345EFGH');
  });
});
