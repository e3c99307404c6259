// @vitest-environment jsdom
import type { Certificate, CommissionCertificates } from '@quorum/shared';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubServer } from '../../../test-utils';
import { CommissionCertificatesPanel } from './commission-certificates';

afterEach(() => vi.unstubAllGlobals());

const certificate = (id: string, over: Partial<Certificate> = {}): Certificate => ({
  id,
  code: `CODE${id}`.padEnd(24, 'X'),
  kind: 'participacion',
  delegateId: `d-${id}`,
  holderName: `Delegado ${id}`,
  title: 'Participación',
  commissionName: 'Asamblea General',
  delegationName: 'Chile',
  issuedAt: '2026-11-27T21:12:00.000Z',
  revokedAt: null,
  revokedReason: null,
  downloadedAt: null,
  sentAt: null,
  ...over,
});

const DATA: CommissionCertificates = {
  threshold: 80,
  counts: { issued: 3, revoked: 1, downloaded: 0, sent: 0 },
  // Two go out by e-mail: a revoked one and one whose delegate was erased do not.
  certificates: [
    certificate('1'),
    certificate('2', { kind: 'premio', title: 'Mejor Delegado' }),
    certificate('3', { revokedAt: '2026-11-27T22:00:00.000Z', revokedReason: 'Nombre mal escrito' }),
    certificate('4', { delegateId: null }),
  ],
  belowThreshold: [],
  unpublishedAwards: [{ awardId: 'a1', categoryName: 'Mención de Honor', recipientName: 'Ana Pérez' }],
};

const sendRequests = (requests: { method: string; url: string; body: unknown }[]) =>
  requests.filter((r) => r.method === 'POST' && r.url.endsWith('/certificates/send'));

describe('CommissionCertificatesPanel', () => {
  it('asks «¿Enviar 2 certificados por correo?» before sending; cancelling sends nothing, confirming sends once', async () => {
    const server = stubServer((request) => (request.method === 'POST' ? { body: { sent: 2 } } : { body: DATA }));
    const { user } = renderWithApp(<CommissionCertificatesPanel commissionId="c1" />);

    await user.click(await screen.findByRole('button', { name: 'Enviar por correo' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Enviar 2 certificados por correo?' });
    expect(dialog).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sendRequests(server.requests)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Enviar por correo' }));
    await user.click(await screen.findByRole('button', { name: 'Enviar 2 certificados' }));
    expect(await screen.findByText('Se escribió a 2 delegados')).toBeTruthy();
    expect(sendRequests(server.requests).map((r) => r.body)).toEqual([{ confirmedCount: 2 }]);
  });

  it('warns of the awards not published yet, whose certificates an issue leaves out', async () => {
    stubServer(() => ({ body: DATA }));
    renderWithApp(<CommissionCertificatesPanel commissionId="c1" />);
    const warning = await screen.findByTestId('unpublished-awards');
    expect(warning.textContent).toContain('Premios sin publicar');
    expect(warning.textContent).toContain('1 premio sin publicar');
    expect(warning.textContent).toContain('Mención de Honor · Ana Pérez');
  });
});
