// @vitest-environment jsdom
import { CAPABILITIES, DEFAULT_MAIL_TEMPLATES, type MailFile, type MailSend, type Role } from '@quorum/shared';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../../data/session';
import { renderWithApp, signInAs, stubServer } from '../../../test-utils';
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

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

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

describe('MailComposer and the personal link', () => {
  const templates = Object.entries(DEFAULT_MAIL_TEMPLATES).map(([key, t]) => ({ key, ...t, updatedAt: null }));
  /** The composer for `role`, Permisos answering whether it may edit personal data; the «asignación» template chosen. */
  async function withAssignmentTemplate(role: Role, editPersonalData: boolean) {
    signInAs(role, 'Ana');
    const capabilities = { ...Object.fromEntries(CAPABILITIES.map((c) => [c, true])), 'delegates.editPersonalData': editPersonalData };
    const server = stubServer(({ url }) => {
      if (url === '/api/profile/capabilities') return { body: capabilities };
      if (url.endsWith('/mail/templates')) return { body: templates };
      if (url.endsWith('/mail/files')) return { body: [] };
      return { body: { count: 2, recipient: null, subject: 'Tu comisión y delegación', html: '<p>Hola</p>', text: 'Hola' } };
    });
    const view = renderWithApp(<MailComposer scope="c1" recipients={{ kind: 'commission' }} />);
    await waitFor(() => expect(server.requests.some((r) => r.url === '/api/profile/capabilities')).toBe(true));
    await view.user.click(await screen.findByRole('combobox', { name: 'Plantilla' }));
    await view.user.click(await screen.findByRole('option', { name: 'Asignación' }));
    return { ...view, server, body: screen.getByLabelText('Mensaje (Markdown)') as HTMLTextAreaElement };
  }

  it('gives a Presidente kept from personal data the «asignación» template without the link, says why, and previews it', async () => {
    const { user, server, body } = await withAssignmentTemplate('Presidente', false);
    expect(body.value).toBe('Hola, {{nombre}}:\n\nRepresentarás a **{{delegacion}}** en **{{comision}}**.');
    expect(screen.getByText(/^Se quitaron de la plantilla las frases con \{\{enlace_personal\}\}: el enlace personal abre/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Vista previa' }));
    await waitFor(() => expect(server.requests.some((r) => r.url.endsWith('/preview'))).toBe(true));
    expect(JSON.stringify(server.requests.find((r) => r.url.endsWith('/preview'))?.body)).not.toContain('enlace_personal');

    // Typed in by hand, it is pointed out before the server refuses it.
    await user.type(body, ' {{{{enlace_personal}}');
    expect(screen.getByText(/^Tu rol no puede enviar \{\{enlace_personal\}\}/)).toBeTruthy();
  });

  it('keeps the link in the template for the Gestor', async () => {
    const { body } = await withAssignmentTemplate('Gestor', true);
    expect(body.value).toBe(DEFAULT_MAIL_TEMPLATES.asignacion.body);
    expect(screen.queryByText(/Se quitaron de la plantilla/)).toBeNull();
  });
});
