// @vitest-environment jsdom
import { CAPABILITIES, type CommissionDelegate, type MyCapabilities } from '@quorum/shared';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../data/session';
import { renderWithApp, signInAs, stubServer } from '../../test-utils';
import PresidentDelegatesPage from './delegates';

/** Lucía as a chair sees her: names and contact only, or every personal field when Permisos let the chair edit them. */
function lucia(full: boolean, over: Partial<CommissionDelegate> = {}): CommissionDelegate {
  const contact = {
    id: 'd1',
    firstNames: 'Lucía',
    lastNames: 'Pérez',
    email: 'lucia@colegio.test',
    phone: '3001234567',
    institution: 'Colegio Central',
    status: 'verificado' as const,
    delegationId: null,
    delegationName: null,
    assignmentManual: false,
    verifiedAt: null,
    checkedInAt: null,
  };
  const personal = {
    documentType: 'CC' as const,
    documentNumber: 'DOC1',
    birthDate: '2000-01-01',
    grade: null,
    guardianName: null,
    guardianPhone: null,
  };
  return { ...contact, ...(full ? personal : {}), ...over };
}

/** The chair's Delegados page, the server answering with Permisos' `editPersonalData` and the list it goes with. */
function renderPage(editPersonalData: boolean) {
  signInAs('Presidente', 'Ana');
  const capabilities = { ...Object.fromEntries(CAPABILITIES.map((c) => [c, true])), 'delegates.editPersonalData': editPersonalData };
  const server = stubServer(({ method, url, body }) => {
    if (url === '/api/profile/capabilities') return { body: capabilities as MyCapabilities };
    if (url === '/api/commissions/c1/delegates') return { body: [lucia(editPersonalData)] };
    const taken = 'Ya existe otro delegado con este número de documento.';
    if (method === 'PATCH' && (body as { documentNumber?: string }).documentNumber === 'DOC2')
      return { status: 409, body: { code: 'DELEGATE_DUPLICATE', message: taken, fields: { documentNumber: taken } } };
    if (method === 'PATCH' && url === '/api/commissions/c1/delegates/d1') return { body: lucia(true, body as Partial<CommissionDelegate>) };
    if (url === '/api/commissions/c1/delegations') return { body: [] };
    return { status: 404, body: { code: 'NOT_FOUND', message: 'No encontrado.' } };
  });
  const view = renderWithApp(
    <Routes>
      <Route path="/president/delegates/:id" element={<PresidentDelegatesPage />} />
    </Routes>,
    { route: '/president/delegates/c1' },
  );
  return { ...view, server };
}

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('the chair’s Delegados page', () => {
  it('offers no correction of personal data while Permisos keep it from chairs', async () => {
    renderPage(false);
    expect(await screen.findByText('Lucía Pérez')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Corregir los datos de Lucía Pérez' })).toBeNull();
  });

  it('lets a chair whom Permisos allow correct a delegate’s name, and shows it corrected', async () => {
    const { user, server } = renderPage(true);
    await user.click(await screen.findByRole('button', { name: 'Corregir los datos de Lucía Pérez' }));
    const dialog = await screen.findByRole('dialog', { name: 'Datos personales de Lucía Pérez' });
    expect((within(dialog).getByLabelText('Número de documento') as HTMLInputElement).value).toBe('DOC1');
    const lastNames = within(dialog).getByLabelText('Apellidos');
    await user.clear(lastNames);
    await user.type(lastNames, 'Pérez Gómez');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Se guardaron los datos de Lucía Pérez Gómez.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Lucía Pérez Gómez')).toBeTruthy();
    const patch = server.requests.find((r) => r.method === 'PATCH');
    expect(patch).toMatchObject({ url: '/api/commissions/c1/delegates/d1', body: { lastNames: 'Pérez Gómez', documentNumber: 'DOC1' } });
  });

  it('shows the server’s refusal on the field, keeping the dialog open', async () => {
    const { user } = renderPage(true);
    await user.click(await screen.findByRole('button', { name: 'Corregir los datos de Lucía Pérez' }));
    const dialog = await screen.findByRole('dialog', { name: 'Datos personales de Lucía Pérez' });
    const document = within(dialog).getByLabelText('Número de documento');
    await user.clear(document);
    await user.type(document, 'DOC2');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Ya existe otro delegado con este número de documento.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
