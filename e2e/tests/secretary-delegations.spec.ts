import { readFileSync } from 'node:fs';
import { expect, test } from '../support/fixtures';
import { openPage, signInAsDemoGestor } from '../support/app';

// A commission with 3 delegations and 5 delegates: 4 prefer it (Diego registered last), Eva has no preference.
test.use({ data: { demo: true, seeds: ['seed-assignment.ts'] } });

test('Listas: automatic assignment, manual assignment and the roll-call PDF', async ({ page, server }) => {
  await signInAsDemoGestor(page, server.url);
  await openPage(page, `${server.url}/secretary/delegations`, 'Listas');

  const card = page.getByTestId('matrix-CPN');
  await expect(card.getByRole('heading', { name: 'Comisión de Prueba Ñandú' })).toBeVisible();
  await expect(card.getByTestId('delegation-Argentina')).toContainText('Libre');
  await expect(page.getByText('Diego Núñez')).toBeVisible();

  // Automatic assignment: a dry run first (who would not be placed and why), then «Asignar» and the counts.
  await page.getByRole('button', { name: 'Asignar automáticamente' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Asignar automáticamente?' });
  await expect(dialog).toContainText('Los puestos son las delegaciones que tiene cada comisión, no su capacidad');
  const preview = dialog.getByTestId('auto-preview');
  await expect(preview).toContainText(/Se colocarían \d+ de \d+ personas sin comisión/);
  await expect(preview).toContainText('Comisión de Prueba Ñandú: se colocarían 3; delegaciones libres después: 0');
  await expect(preview.getByTestId('not-placed-comisiones_llenas')).toContainText('Diego Núñez');
  await expect(preview.getByTestId('not-placed-sin_preferencias')).toContainText('Eva Sin Preferencia');
  await dialog.getByRole('button', { name: 'Asignar', exact: true }).click();
  const result = page.getByTestId('auto-result');
  await expect(result).toContainText('Resultado de la asignación automática');
  await expect(result).toContainText('Comisión de Prueba Ñandú: asignados 3; delegaciones libres: 0');
  await expect(result.getByTestId('not-placed-comisiones_llenas')).toContainText('Diego Núñez');

  // The matrix is filled in registration order; Diego (last) stays without a commission.
  await expect(card.getByTestId('delegation-Argentina')).toContainText('Ana Muñoz');
  await expect(card.getByTestId('delegation-Bolivia')).toContainText('Bruno Peña');
  await expect(card.getByTestId('delegation-Chile')).toContainText('Carla Güell');
  const unassigned = page.getByRole('region', { name: /Delegados sin comisión/ });
  await expect(unassigned.getByText('Diego Núñez')).toBeVisible();
  await expect(unassigned.getByText('Eva Sin Preferencia')).toBeVisible();

  // Manual assignment: Diego joins Chile (a double delegation), marked "Manual".
  await unassigned.getByRole('button', { name: 'Asignar: Diego Núñez' }).click();
  const assign = page.getByRole('dialog', { name: 'Asignar a Diego Núñez' });
  await expect(assign.getByRole('combobox', { name: 'Comisión' })).toContainText('Comisión de Prueba Ñandú');
  await assign.getByRole('combobox', { name: 'Delegación' }).click();
  await page.getByRole('option', { name: 'Chile (1)' }).click();
  await assign.getByRole('button', { name: 'Asignar', exact: true }).click();
  await expect(page.getByText('Asignación guardada.')).toBeVisible();
  await expect(card.getByTestId('delegation-Chile')).toContainText('Diego Núñez');
  await expect(card.getByTestId('delegation-Chile')).toContainText('Manual');
  await expect(unassigned.getByText('Diego Núñez')).toHaveCount(0);

  // A second dry run would place nobody new: «Asignar» waits, and the manual choice stays.
  await page.getByRole('button', { name: 'Asignar automáticamente' }).click();
  const again = page.getByRole('dialog', { name: '¿Asignar automáticamente?' });
  await expect(again.getByTestId('auto-preview')).toContainText(/Se colocarían 0 de \d+/);
  await expect(again.getByRole('button', { name: 'Asignar', exact: true })).toBeDisabled();
  await again.getByRole('button', { name: 'Cancelar' }).click();
  await expect(card.getByTestId('delegation-Chile')).toContainText('Diego Núñez');

  // The printable roll-call sheet downloads as a PDF.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('link', { name: 'Lista de asistencia (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^lista-asistencia-CPN-\d{4}-\d{2}-\d{2}\.pdf$/);
  const file = await download.path();
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
});
