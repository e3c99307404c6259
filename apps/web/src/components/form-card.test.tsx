// @vitest-environment jsdom
import { TextField } from './text-field';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test-utils';
import { FormCard } from './form-card';

describe('FormCard', () => {
  it('is a section named by its title, with the failure and a waiting submit button', () => {
    renderWithApp(
      <FormCard title="Datos del evento" submitLabel="Guardar" onSubmit={vi.fn()} failure="No se pudo guardar." busy>
        <TextField label="Nombre" />
      </FormCard>,
    );
    expect(screen.getByRole('region', { name: 'Datos del evento' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('No se pudo guardar.');
    expect((screen.getByRole('button', { name: 'Guardar' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
