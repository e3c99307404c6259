// @vitest-environment jsdom
import { type AutoAssignmentResult, NOT_PLACED_MESSAGES_ES, NOT_PLACED_REASONS } from '@quorum/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { es } from '../../../i18n/es';
import { renderWithApp, stubServer } from '../../../test-utils';
import { AutoAssign } from './auto-assign-button';

const person = (id: string, firstNames: string, reason: AutoAssignmentResult['notPlaced'][number]['reason']) => ({
  delegateId: id,
  firstNames,
  lastNames: 'Núñez',
  reason,
  message: NOT_PLACED_MESSAGES_ES[reason],
});

/** The server's answer: with the option, Eva (no preferences) is placed too. */
function resultFor(body: { dryRun: boolean; fillWithoutPreferences: boolean }): AutoAssignmentResult {
  const fill = body.fillWithoutPreferences;
  return {
    dryRun: body.dryRun,
    assigned: fill ? 2 : 1,
    perCommission: [{ commissionId: 'c1', name: 'Asamblea General', assigned: fill ? 2 : 1, freeLeft: fill ? 0 : 1 }],
    leftUnassigned: [],
    skipped: { manual: 0, alreadyAssigned: 0, otherStatus: 0 },
    notPlaced: [person('d2', 'Diego', 'comisiones_sin_delegaciones'), ...(fill ? [] : [person('d3', 'Eva', 'sin_preferencias' as const)])],
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('AutoAssign', () => {
  it('shows a dry run first, per person not placed and why, then assigns with the chosen option', async () => {
    const server = stubServer(({ body }) => ({ body: resultFor(body as { dryRun: boolean; fillWithoutPreferences: boolean }) }));
    const { user } = renderWithApp(<AutoAssign withoutCommission={3} />);
    await user.click(screen.getByRole('button', { name: 'Asignar automáticamente' }));

    const dialog = screen.getByRole('dialog', { name: '¿Asignar automáticamente?' });
    expect(within(dialog).getByText(/Los puestos son las delegaciones que tiene cada comisión, no su capacidad/)).toBeTruthy();
    const preview = await within(dialog).findByTestId('auto-preview');
    expect(preview.textContent).toContain('Se colocaría 1 de 3 personas sin comisión.');
    expect(preview.textContent).toContain('Asamblea General: se colocarían 1; delegaciones libres después: 1');
    const noSeats = within(preview).getByTestId('not-placed-comisiones_sin_delegaciones');
    expect(noSeats.textContent).toContain(NOT_PLACED_MESSAGES_ES.comisiones_sin_delegaciones);
    expect(noSeats.textContent).toContain('Diego Núñez');
    expect(within(preview).getByTestId('not-placed-sin_preferencias').textContent).toContain('Eva Núñez');
    expect(server.requests).toEqual([
      { method: 'POST', url: '/api/assignment/auto', body: { fillWithoutPreferences: false, dryRun: true } },
    ]);

    // The option asks for a new dry run: Eva would now be placed.
    await user.click(within(dialog).getByRole('checkbox', { name: 'Colocar a quienes no tienen preferencias en cualquier puesto libre' }));
    await vi.waitFor(() => expect(within(dialog).getByTestId('auto-preview').textContent).toContain('Se colocarían 2 de 3'));
    expect(within(dialog).queryByText('Eva Núñez')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Asignar' }));
    const result = await screen.findByTestId('auto-result');
    expect(server.requests.at(-1)).toEqual({
      method: 'POST',
      url: '/api/assignment/auto',
      body: { fillWithoutPreferences: true, dryRun: false },
    });
    expect(result.textContent).toContain('Delegados asignados: 2');
    expect(result.textContent).toContain('Sin colocar: 1');
    expect(result.textContent).toContain('Diego Núñez');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('cannot run when the dry run places nobody, and says so', async () => {
    stubServer(() => ({ body: { ...resultFor({ dryRun: true, fillWithoutPreferences: false }), assigned: 0, notPlaced: [] } }));
    const { user } = renderWithApp(<AutoAssign withoutCommission={0} />);
    await user.click(screen.getByRole('button', { name: 'Asignar automáticamente' }));
    const dialog = screen.getByRole('dialog');
    expect((await within(dialog).findByTestId('auto-preview')).textContent).toContain('No hay personas sin comisión');
    expect((within(dialog).getByRole('button', { name: 'Asignar' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('gives every reason the shared Spanish words', () => {
    for (const reason of NOT_PLACED_REASONS) expect(es.assignment.notPlacedReasons[reason]).toBe(NOT_PLACED_MESSAGES_ES[reason]);
  });
});
