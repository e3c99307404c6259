// @vitest-environment jsdom
import { DEFAULT_MAIL_TEMPLATES, type MailFile, type MailSend, type MailTemplate } from '@quorum/shared';
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
    // The subject and message are pasted: this test is about the attachments, and typing key by key re-renders the
    // whole form at each one.
    await user.click(screen.getByLabelText('Asunto'));
    await user.paste('Agenda');
    await user.click(screen.getByLabelText('Mensaje (Markdown)'));
    await user.paste('Hola');

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

describe('MailComposer and the personal link', () => {
  /** The composer with the templates as the server gives them to this sender; the «asignación» template chosen. */
  async function withAssignmentTemplate(asignacion: MailTemplate) {
    const server = stubServer(({ url }) => {
      if (url.endsWith('/mail/templates')) return { body: [asignacion] };
      if (url.endsWith('/mail/files')) return { body: [] };
      return { body: { count: 2, recipient: null, subject: 'Tu comisión y delegación', html: '<p>Hola</p>', text: 'Hola' } };
    });
    const view = renderWithApp(<MailComposer scope="c1" recipients={{ kind: 'commission' }} />);
    await view.user.click(await screen.findByRole('combobox', { name: 'Plantilla' }));
    await view.user.click(await screen.findByRole('option', { name: 'Asignación' }));
    return { ...view, server, body: screen.getByLabelText('Mensaje (Markdown)') as HTMLTextAreaElement };
  }

  it('says why a template came without the personal link, and previews it as it reads', async () => {
    const withoutLink = 'Hola, {{nombre}}:\n\nRepresentarás a **{{delegacion}}** en **{{comision}}**.';
    const { user, server, body } = await withAssignmentTemplate({
      key: 'asignacion',
      subject: 'Tu comisión y delegación',
      body: withoutLink,
      updatedAt: null,
      withoutPersonalLink: true,
    });
    expect(body.value).toBe(withoutLink);
    expect(screen.getByText(/^Sin las frases con \{\{enlace_personal\}\}: el enlace personal lo envía la Secretaría/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Vista previa' }));
    await waitFor(() => expect(server.requests.some((r) => r.url.endsWith('/preview'))).toBe(true));
    expect(server.requests.find((r) => r.url.endsWith('/preview'))?.body).toMatchObject({ body: withoutLink });
  });

  it('says nothing when the template is the sender’s as written', async () => {
    const { body } = await withAssignmentTemplate({
      key: 'asignacion',
      ...DEFAULT_MAIL_TEMPLATES.asignacion,
      updatedAt: null,
      withoutPersonalLink: false,
    });
    expect(body.value).toBe(DEFAULT_MAIL_TEMPLATES.asignacion.body);
    expect(screen.queryByText(/Sin las frases con/)).toBeNull();
  });
});
