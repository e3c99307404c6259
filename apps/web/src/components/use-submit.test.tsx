// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../lib/api';
import { useSchemaForm } from '../lib/use-schema-form';
import { renderWithApp } from '../test-utils';
import { FormField } from './form-field';
import { FormDialog } from './form-dialog';
import { type SubmitOptions, useSubmit } from './use-submit';

interface Values {
  name: string;
  email: string;
}

/** The form's check: a name is any text, an e-mail must look like one when given. */
const schema = async () => z.object({ name: z.string(), email: z.union([z.literal(''), z.email('Correo electrónico no válido')]) });

/** A small form whose save fails with `error` (or succeeds when null). */
function UserForm({ error, options }: { error: unknown; options?: SubmitOptions<Values> }) {
  const form = useSchemaForm<Values>({ schema, defaultValues: { name: '', email: '' } });
  const submit = useSubmit(form, { failureIn: 'form', ...options });
  const onSubmit = form.handleSubmit(() =>
    submit.run(async () => {
      if (error) throw error;
      return 'Usuario creado.';
    }),
  );
  return (
    <FormDialog
      title="Nuevo usuario"
      submitLabel="Crear"
      onSubmit={onSubmit}
      onClose={() => {}}
      failure={submit.failure}
      busy={submit.busy}
    >
      <FormField control={form.control} name="name" label="Nombre" />
      <FormField control={form.control} name="email" label="Correo" hint="Opcional" />
    </FormDialog>
  );
}

describe('useSubmit', () => {
  it("puts the server's field errors on the form's fields", async () => {
    const error = new ApiError(400, 'VALIDATION', 'Datos no válidos', { name: 'Obligatorio' });
    const { user } = renderWithApp(<UserForm error={error} />);
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('Obligatorio')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Nombre' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows an error code on the field it belongs to', async () => {
    const error = new ApiError(409, 'EMAIL_TAKEN', 'Ya existe');
    const { user } = renderWithApp(<UserForm error={error} options={{ fieldCodes: { EMAIL_TAKEN: 'email' } }} />);
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Correo' }).getAttribute('aria-invalid')).toBe('true'));
  });

  it('shows a problem of a field the form does not have as a failure', async () => {
    const error = new ApiError(400, 'VALIDATION', 'Datos no válidos', { token: 'Enlace caducado' });
    const { user } = renderWithApp(<UserForm error={error} />);
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Revisa los datos del formulario.');
  });

  it('shows any other failure in the form', async () => {
    const { user } = renderWithApp(<UserForm error={new ApiError(0, 'NETWORK', 'Network error')} />);
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    expect((await screen.findByRole('alert')).textContent).toContain('No hay conexión con el servidor.');
  });

  it("shows the schema's problems on their fields (FormField) and sends nothing", async () => {
    const { user } = renderWithApp(<UserForm error={null} />);
    const email = screen.getByRole('textbox', { name: 'Correo' });
    expect(screen.getByText('Opcional')).toBeTruthy();
    await user.type(email, 'no-es-un-correo');
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('Correo electrónico no válido')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Usuario creado.')).toBeNull();
  });

  it('toasts the success message', async () => {
    const { user } = renderWithApp(<UserForm error={null} />);
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('Usuario creado.')).toBeTruthy();
  });
});
