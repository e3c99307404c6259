// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test-utils';
import { openRegistration } from '../test-options';
import { RegistrationForm } from './registration-form';

const options = openRegistration;

/** The server knows `taken` as pre-registered; every check it answers is recorded. */
function stubServer(taken: string) {
  const checked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      expect(url).toBe('/api/registration/document-check');
      const { documentNumber } = JSON.parse(String(init?.body));
      checked.push(documentNumber);
      return new Response(JSON.stringify({ registered: documentNumber.trim().toUpperCase() === taken }), { status: 200 });
    }),
  );
  return checked;
}

async function fillPersonal(user: ReturnType<typeof renderWithApp>['user'], documentNumber: string) {
  await user.type(screen.getByLabelText('Nombres'), 'Juan Pablo');
  await user.type(screen.getByLabelText('Apellidos'), 'Pérez');
  await user.type(screen.getByLabelText('Número de documento'), documentNumber);
  fireEvent.change(screen.getByLabelText('Fecha de nacimiento'), { target: { value: '2000-01-01' } });
  await user.type(screen.getByLabelText('Correo electrónico'), 'juan@colegio.test');
}

afterEach(() => vi.unstubAllGlobals());

describe('RegistrationForm', () => {
  it('says a document is already registered when the field is left, and keeps the person on the first step', async () => {
    const checked = stubServer('YA0001');
    const { user } = renderWithApp(<RegistrationForm options={options} onDone={() => {}} />);
    await fillPersonal(user, 'ya0001');
    expect(checked).toEqual(['ya0001']);
    expect(await screen.findByText('Ya existe una preinscripción con este documento')).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Ya existe una preinscripción con este documento')).toBeDefined();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain('Datos personales');
  });

  it('goes on to the next step with a new document', async () => {
    stubServer('YA0001');
    const { user } = renderWithApp(<RegistrationForm options={options} onDone={() => {}} />);
    await fillPersonal(user, 'NUEVO0001');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toContain('Institución');
    expect(screen.queryByText('Ya existe una preinscripción con este documento')).toBeNull();
  });
});
