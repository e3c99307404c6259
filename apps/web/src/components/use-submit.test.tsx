// @vitest-environment jsdom
import { TextField } from './text-field';
import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api';
import { bindField } from '../lib/forms';
import { renderWithApp } from '../test-utils';
import { FormDialog } from './form-dialog';
import { type SubmitOptions, useSubmit } from './use-submit';

interface Values {
  name: string;
  email: string;
}

/** A small form whose save fails with `error` (or succeeds when null). */
function UserForm({ error, options }: { error: unknown; options?: SubmitOptions<Values> }) {
  const form = useForm<Values>({ defaultValues: { name: '', email: '' } });
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
      <TextField label="Nombre" {...bindField(form, 'name')} />
      <TextField label="Correo" {...bindField(form, 'email')} />
    </FormDialog>
  );
}

describe('useSubmit', () => {
  it("puts the server's field errors on the form's fields", async () => {
    const error = new ApiError(400, 'VALIDATION', 'Datos no válidos', { name: 'Obligatorio' });
    const { user } = renderWithApp(<UserForm error={error} />);
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    const name = screen.getByRole('textbox', { name: 'Nombre' });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(await screen.findByText('Obligatorio')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows an error code on the field it belongs to', async () => {
    const error = new ApiError(409, 'EMAIL_TAKEN', 'Ya existe');
    const { user } = renderWithApp(<UserForm error={error} options={{ fieldCodes: { EMAIL_TAKEN: 'email' } }} />);
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    expect(screen.getByRole('textbox', { name: 'Correo' }).getAttribute('aria-invalid')).toBe('true');
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

  it('toasts the success message', async () => {
    const { user } = renderWithApp(<UserForm error={null} />);
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('Usuario creado.')).toBeTruthy();
  });
});
