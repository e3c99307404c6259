import { readFileSync } from 'node:fs';
import { expect, test } from '../support/fixtures';
import { openPage, signInAsDemo } from '../support/app';

// A commission with 3 delegations and 5 delegates: 4 prefer it (Diego registered last), Eva has no preference.
test.use({ data: { demo: true, seeds: ['seed-assignment.ts'] } });

test('Listas: tabs in the address, automatic assignment after a dry run, manual assignment, seats and the roll-call PDF', async ({
  page,
  server,
}) => {
  await signInAsDemo(page.context(), server.url, 'gestor');
  await openPage(page, `${server.url}/secretary/delegations`, 'Listas');
  const tabs = page.getByRole('tablist', { name: 'Secciones de Listas' });
  const unassigned = page.getByRole('region', { name: 'Delegados sin comisión' });

  // The first tab: the delegates without a commission, oldest first, searched by the server.
  await expect(tabs.getByRole('tab', { name: /^Sin comisión \(\d+\)$/ })).toHaveAttribute('aria-selected', 'true');
  await expect(unassigned.getByText('Diego Núñez')).toBeVisible();
  await expect(unassigned.getByText(/^1–20 de \d+$/)).toBeVisible();
  await unassigned.getByRole('searchbox', { name: 'Buscar por nombre, documento, correo o institución' }).fill('eva sin preferencia');
  await expect(unassigned.getByText('1–1 de 1')).toBeVisible();
  await expect(unassigned.getByText('Eva Sin Preferencia')).toBeVisible();
  await expect(unassigned.getByText('Diego Núñez')).toHaveCount(0);

  // A tab per commission; the address keeps it through a reload.
  await tabs.getByRole('tab', { name: 'CPN' }).click();
  await expect(page).toHaveURL(/[?&]tab=/);
  await page.reload();
  await expect(tabs.getByRole('tab', { name: 'CPN' })).toHaveAttribute('aria-selected', 'true');
  const card = page.getByTestId('matrix-CPN');
  await expect(card.getByRole('heading', { name: 'Comisión de Prueba Ñandú' })).toBeVisible();
  await expect(card.getByTestId('delegation-Argentina')).toContainText('Libre');
  await expect(page.getByTestId('seat-actions')).toContainText('ahora 3, con capacidad para 10');

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
  await expect(result).toContainText('Comisión de Prueba Ñandú: 3 asignados, 0 delegaciones libres');
  await expect(result.getByTestId('not-placed-comisiones_llenas')).toContainText('Diego Núñez');

  // The matrix is filled in registration order; Diego (last) stays without a commission.
  await expect(card.getByTestId('delegation-Argentina')).toContainText('Ana Muñoz');
  await expect(card.getByTestId('delegation-Bolivia')).toContainText('Bruno Peña');
  await expect(card.getByTestId('delegation-Chile')).toContainText('Carla Güell');

  // Manual assignment from the first tab: Diego joins Chile (a double delegation), marked "Manual".
  await tabs.getByRole('tab', { name: /^Sin comisión/ }).click();
  await expect(unassigned.getByText('Diego Núñez')).toBeVisible();
  await unassigned.getByRole('button', { name: 'Asignar: Diego Núñez' }).click();
  const assign = page.getByRole('dialog', { name: 'Asignar a Diego Núñez' });
  await expect(assign.getByRole('combobox', { name: 'Comisión' })).toContainText('Comisión de Prueba Ñandú');
  await assign.getByRole('combobox', { name: 'Delegación' }).click();
  await page.getByRole('option', { name: 'Chile (1)' }).click();
  await assign.getByRole('button', { name: 'Asignar', exact: true }).click();
  await expect(page.getByText('Asignación guardada.')).toBeVisible();
  await expect(unassigned.getByText('Diego Núñez')).toHaveCount(0);
  await tabs.getByRole('tab', { name: 'CPN' }).click();
  await expect(card.getByTestId('delegation-Chile')).toContainText('Diego Núñez');
  await expect(card.getByTestId('delegation-Chile')).toContainText('Manual');

  // A second dry run would place nobody new: «Asignar» waits, and the manual choice stays.
  await page.getByRole('button', { name: 'Asignar automáticamente' }).click();
  const again = page.getByRole('dialog', { name: '¿Asignar automáticamente?' });
  await expect(again.getByTestId('auto-preview')).toContainText(/Se colocarían 0 de \d+/);
  await expect(again.getByRole('button', { name: 'Asignar', exact: true })).toBeDisabled();
  await again.getByRole('button', { name: 'Cancelar' }).click();
  await expect(card.getByTestId('delegation-Chile')).toContainText('Diego Núñez');

  // More seats: member states up to the capacity (10), then the Spanish A–Z order.
  await page.getByRole('button', { name: 'Completar hasta la capacidad' }).click();
  await expect(page.getByText('7 delegaciones añadidas')).toBeVisible();
  await expect(page.getByTestId('seat-actions')).toContainText('ahora 10, con capacidad para 10');
  await expect(card.locator('[data-testid^="delegation-"]')).toHaveCount(10);
  await page.getByRole('button', { name: 'Ordenar A–Z' }).click();
  await expect(page.getByText('Delegaciones ordenadas de la A a la Z.')).toBeVisible();
  await expect(card.locator('[data-testid^="delegation-"]').first()).toHaveAttribute('data-testid', 'delegation-Afganistán');

  // The printable roll-call sheet downloads as a PDF.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('link', { name: 'Lista de asistencia (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^lista-asistencia-CPN-\d{4}-\d{2}-\d{2}\.pdf$/);
  const file = await download.path();
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
});
