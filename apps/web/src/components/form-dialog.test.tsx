// @vitest-environment jsdom
import { TextField } from './text-field';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test-utils';
import { FormDialog } from './form-dialog';

describe('FormDialog', () => {
  it('shows its title, fields and the failure of the last submit', () => {
    renderWithApp(
      <FormDialog title="Nueva comisión" submitLabel="Guardar" onSubmit={vi.fn()} onClose={vi.fn()} failure="No se pudo guardar.">
        <TextField label="Nombre" />
      </FormDialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Nueva comisión' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('No se pudo guardar.');
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toBeTruthy();
  });

  it('disables the submit button while busy and submits otherwise', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { rerender, user } = renderWithApp(
      <FormDialog title="Editar" submitLabel="Guardar" onSubmit={onSubmit} onClose={vi.fn()} busy>
        <TextField label="Nombre" />
      </FormDialog>,
    );
    const submit = screen.getByRole('button', { name: 'Guardar' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();

    rerender(
      <FormDialog title="Editar" submitLabel="Guardar" onSubmit={onSubmit} onClose={vi.fn()}>
        <TextField label="Nombre" />
      </FormDialog>,
    );
    expect((screen.getByRole('button', { name: 'Guardar' }) as HTMLButtonElement).disabled).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('closes with Cancelar', async () => {
    const onClose = vi.fn();
    const { user } = renderWithApp(
      <FormDialog title="Editar" submitLabel="Guardar" onSubmit={vi.fn()} onClose={onClose}>
        <TextField label="Nombre" />
      </FormDialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
