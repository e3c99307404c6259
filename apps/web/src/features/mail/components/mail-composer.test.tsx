// @vitest-environment jsdom
import type { MailFile, MailSend } from '@quorum/shared';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubServer } from '../../../test-utils';
import { MailComposer } from './mail-composer';

const file = (id: string, name: string, size: number): MailFile => ({
  id,
  name,
  mediaType: 'application/pdf',
  size,
  scope: 'c1',
  scopeName: 'Asamblea General',
  folderPath: 'Actas',
});
const FILES = [file('f-acta', 'acta.pdf', 300 * 1024), file('f-grande', 'grande.pdf', 10 * 1024 * 1024)];

afterEach(() => vi.unstubAllGlobals());

describe('MailComposer attachments', () => {
  it('attaches files of the commission, refuses more than 10 MB in all before sending, and sends the chosen ids', async () => {
    const server = stubServer((request) => {
      if (request.url.endsWith('/mail/files')) return { body: FILES };
      if (request.url.endsWith('/mail/templates')) return { body: [] };
      if (request.url.endsWith('/preview'))
        return { body: { count: 3, recipient: null, subject: 'Agenda', html: '<p>Hola</p>', text: 'Hola' } };
      return { status: 201, body: {} };
    });
    const { user } = renderWithApp(<MailComposer scope="c1" recipients={{ kind: 'commission' }} />);
    await user.type(screen.getByLabelText('Asunto'), 'Agenda');
    await user.type(screen.getByLabelText('Mensaje (Markdown)'), 'Hola');

    const picker = screen.getByRole('combobox', { name: 'Adjuntos' });
    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: /acta\.pdf/ }));
    expect(screen.getByText('1 archivo · 300 KB')).toBeTruthy();
    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: /grande\.pdf/ }));
    expect(screen.getByText('Los archivos adjuntos ocupan más de 10 MB en total.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Enviar' }) as HTMLButtonElement).disabled).toBe(true);

    // Backspace in the picker takes the last file out again.
    await user.keyboard('{Backspace}');
    expect(screen.getByText('1 archivo · 300 KB')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await user.click(await screen.findByRole('button', { name: 'Enviar a 3' }));
    await waitFor(() => expect(server.requests.some((r) => r.method === 'POST' && r.url.endsWith('/mail/messages'))).toBe(true));
    const sent = server.requests.find((r) => r.url.endsWith('/mail/messages'))?.body as MailSend;
    expect(sent.attachmentIds).toEqual(['f-acta']);
    expect(sent.confirmedCount).toBe(3);
  });
});
