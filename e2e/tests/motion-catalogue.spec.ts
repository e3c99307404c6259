import { DEMO_PASSWORD, signIn } from '../support/app';
import { expect, test } from '../support/fixtures';

test.use({ data: { demo: true } });

test('the Gestor gives the closure of debate a simple majority: the chair console open beside it says so at once', async ({
  browser,
  page,
  server,
}) => {
  // The chair has the demo's running session open on the motions tab, closure of debate picked.
  await signIn(page, server.url, 'presidente@demo.quorum.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/president\/dashboard\/[\w-]+$/);
  const commissionId = page.url().split('/').pop() as string;
  await page.goto(`${server.url}/president/sessions/${commissionId}`);
  await expect(page.getByText('En vivo')).toBeVisible();
  await page.getByRole('tab', { name: 'Mociones' }).click();
  const kind = page.getByRole('combobox', { name: 'Moción' });
  await kind.click();
  await page.getByRole('option', { name: 'Cierre del debate' }).click();
  await expect(kind).toHaveAccessibleDescription('Requiere: Dos tercios');

  // The Gestor changes it in the event's settings.
  const gestor = await browser.newPage();
  await signIn(gestor, server.url, 'gestor@demo.quorum.test', DEMO_PASSWORD);
  await expect(gestor).toHaveURL(/\/secretary\/dashboard$/);
  await gestor.goto(`${server.url}/secretary/settings`);
  await expect(gestor.getByRole('heading', { name: 'Catálogo de mociones' })).toBeVisible();
  await expect(gestor.getByText('El evento sigue los valores por defecto.')).toBeVisible();
  // The card: the table of motions and its two buttons (other cards of the page have their own «Guardar»).
  const card = gestor
    .locator('div')
    .filter({ has: gestor.getByRole('table', { name: 'Catálogo de mociones' }) })
    .filter({ has: gestor.getByRole('button', { name: 'Restaurar valores por defecto' }) })
    .last();
  await card.getByRole('combobox', { name: 'Mayoría de «Cierre del debate»' }).click();
  await gestor.getByRole('option', { name: 'Mayoría simple' }).click();
  await card.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(gestor.getByText('Catálogo de mociones guardado')).toBeVisible();
  await expect(gestor.getByText('Este evento tiene su propio catálogo.')).toBeVisible();

  // The console follows without a reload; after a reload the setting is still there.
  await expect(kind).toHaveAccessibleDescription('Requiere: Mayoría simple');
  await gestor.reload();
  await expect(gestor.getByRole('combobox', { name: 'Mayoría de «Cierre del debate»' })).toHaveText('Mayoría simple');

  // «Restaurar valores por defecto» brings two thirds back, in the console too.
  await gestor.getByRole('button', { name: 'Restaurar valores por defecto' }).click();
  await expect(gestor.getByText('Catálogo de mociones restaurado a los valores por defecto')).toBeVisible();
  await expect(kind).toHaveAccessibleDescription('Requiere: Dos tercios');
  await gestor.close();
});
