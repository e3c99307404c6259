import type { CommissionDelegate } from '@quorum/shared';
import { apiGet, DEMO_PASSWORD, signIn, signInAsDemoGestor } from '../support/app';
import { expect, test } from '../support/fixtures';

test.use({ data: { demo: true } });

test('the Gestor lets Presidentes edit personal data in Permisos; the chair corrects a name and sees it after a reload', async ({
  page,
  browser,
  server,
}) => {
  await signIn(page, server.url, 'presidente@demo.quorum.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/president\/dashboard\/[\w-]+$/);
  const commissionId = page.url().split('/').pop() as string;
  const [delegate] = await apiGet<CommissionDelegate[]>(page, `/api/commissions/${commissionId}/delegates`);
  const name = `${delegate.firstNames} ${delegate.lastNames}`;
  const correct = page.getByRole('button', { name: `Corregir los datos de ${name}`, exact: true });

  // While Permisos keep personal data from chairs (the default), the page offers no correction.
  await page.goto(`${server.url}/president/delegates/${commissionId}`);
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  await expect(correct).toHaveCount(0);

  // The Gestor switches the permission on for Presidentes.
  const gestorContext = await browser.newContext();
  const gestor = await gestorContext.newPage();
  await signInAsDemoGestor(gestor, server.url);
  await gestor.goto(`${server.url}/secretary/access`);
  const presidents = gestor.getByRole('region', { name: 'Presidente de comisión' });
  // The switch shows what the server saved: click, then wait for the answer to turn it on.
  const permission = presidents.getByRole('switch', { name: 'Editar datos personales de delegados' });
  await permission.click();
  await expect(gestor.getByText('Permiso actualizado')).toBeVisible();
  await expect(permission).toBeChecked();
  await gestorContext.close();

  await page.reload();
  await correct.click();
  const dialog = page.getByRole('dialog', { name: `Datos personales de ${name}` });
  await expect(dialog.getByLabel('Número de documento')).not.toHaveValue('');
  await dialog.getByLabel('Apellidos').fill('Corregido Núñez');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  const corrected = `${delegate.firstNames} Corregido Núñez`;
  await expect(page.getByText(`Se guardaron los datos de ${corrected}.`)).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.reload();
  await expect(page.getByText(corrected, { exact: true })).toBeVisible();
});
