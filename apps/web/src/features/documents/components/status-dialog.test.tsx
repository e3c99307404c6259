// @vitest-environment jsdom
import type { CommissionDocument } from '@quorum/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubServer } from '../../../test-utils';
import { StatusDialog } from './status-dialog';

afterEach(() => vi.unstubAllGlobals());

const doc: CommissionDocument = {
  id: 'doc1',
  commissionId: 'c1',
  kind: 'posicion',
  title: 'Posición de Francia',
  visibility: 'mesa',
  status: 'en_revision',
  statusComment: null,
  author: { id: 'fr', name: 'Francia' },
  sponsors: [],
  signatories: [],
  versions: [],
  createdAt: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-24T10:00:00.000Z',
  deletedAt: null,
};

describe('StatusDialog', () => {
  it('offers only the statuses that follow, and shows the reason a rejection without comment is refused', async () => {
    const server = stubServer(() => ({
      status: 400,
      body: { code: 'DOCUMENT_COMMENT_REQUIRED', message: 'Escribe un comentario que explique por qué se rechaza el documento.' },
    }));
    const { user } = renderWithApp(<StatusDialog commissionId="c1" doc={doc} onClose={() => {}} />);
    await user.click(screen.getByRole('combobox', { name: 'Nuevo estado' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Aprobado', 'Rechazado']);
    await user.click(screen.getByRole('option', { name: 'Rechazado' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Escribe un comentario que explique por qué se rechaza el documento.')).toBeTruthy();
    expect(server.requests.map((r) => [r.url, r.body])).toEqual([
      ['/api/commissions/c1/documents/doc1/status', { status: 'rechazado', comment: null }],
    ]);
  });

  it('says so when the document no longer changes status', () => {
    stubServer(() => ({ body: {} }));
    renderWithApp(<StatusDialog commissionId="c1" doc={{ ...doc, status: 'aprobado' }} onClose={() => {}} />);
    expect(screen.getByText('Este documento ya no cambia de estado.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Guardar' }).hasAttribute('disabled')).toBe(true);
  });
});
