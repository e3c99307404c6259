import { expect, test } from '../support/fixtures';
import { signInAsDemoGestor } from '../support/app';

test.use({ data: { demo: true, shared: true } });

test('the Gestor reaches the activity log, the finder and a commission’s area from the menu', async ({ page, server }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await signInAsDemoGestor(page, server.url);
  const nav = page.getByRole('navigation', { name: 'Navegación principal' });

  // A change to read about: a permission switched on Permisos.
  await nav.getByRole('link', { name: 'Permisos' }).click();
  await page.getByRole('switch', { name: 'Descargar exportaciones' }).first().click();
  await expect(page.getByText('Permiso actualizado')).toBeVisible();

  await nav.getByRole('link', { name: 'Registro de actividad' }).click();
  await expect(page).toHaveURL(/\/secretary\/audit$/);
  await expect(page).toHaveTitle('Registro de actividad | Quórum');
  const table = page.getByRole('table', { name: 'Registro de actividad' });
  await expect(table.getByRole('row').filter({ hasText: 'Cambió un permiso' }).first()).toContainText('Permisos · Presidente de comisión');
  await expect(table).not.toContainText('access.capability_changed');

  // Only what the Gestor did, today.
  await page.getByRole('combobox', { name: 'Persona' }).click();
  await page.getByRole('option', { name: 'Gabriela Secretaría' }).click();
  const today = new Date().toLocaleDateString('en-CA');
  await page.getByLabel('Desde').fill(today);
  await page.getByLabel('Hasta').fill(today);
  await expect(table.getByRole('row').filter({ hasText: 'Cambió un permiso' })).toHaveCount(1);

  await nav.getByRole('link', { name: 'Buscador Delegados' }).click();
  await expect(page).toHaveURL(/\/staff\/finder$/);
  await page.getByRole('link', { name: 'Volver a Secretaría' }).click();
  // The commission areas come with the commission list: the locator waits for the first.
  await nav
    .getByRole('link')
    .filter({ has: page.locator('.MuiListItemText-secondary') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/president\/dashboard\/[\w-]+$/);
});
