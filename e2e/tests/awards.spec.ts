import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { DEMO_PASSWORD, signIn, signInAsDemo, signOut } from '../support/app';

test.use({ data: { demo: true, seeds: ['seed-awards.ts'] } });

/** Picks a candidate in a category's card and gives the award, with a note. */
async function give(page: Page, category: string, person: string, note = '') {
  const card = page.getByTestId(`award-category-${category}`);
  await card.getByLabel('Delegado').fill(person);
  await page.getByRole('option', { name: new RegExp(person) }).click();
  if (note) await card.getByLabel('Nota (opcional)').fill(note);
  await card.getByRole('button', { name: 'Otorgar' }).click();
}

test('the chair gives awards within the limits and locks; the Gestor publishes; the delegate sees it', async ({ page, server }) => {
  // A journey of many steps (several pages or phones): more than the default minute when both cores are busy.
  test.setTimeout(120_000);
  const codes = JSON.parse(server.seeded['seed-awards.ts'] as string) as Record<string, string>;
  const valentina = 'Valentina Zúñiga Ospina';
  const tomas = 'Tomás Ñáñez Rueda';

  // The Gestor keeps the categories in the event settings: the defaults, and one more with a minimum attendance.
  await signInAsDemo(page.context(), server.url, 'gestor');
  await page.goto(`${server.url}/secretary/settings`);
  const categories = page.getByRole('region', { name: 'Premios' });
  await expect(categories.getByRole('listitem')).toHaveCount(5);
  await expect(categories.getByRole('listitem').last()).toContainText('Mejor Documento de Posición');
  await categories.getByRole('button', { name: 'Añadir categoría' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva categoría de premio' });
  await dialog.getByLabel('Nombre').fill('Premio a la Diplomacia');
  await dialog.getByLabel('Asistencia mínima (%)').fill('90');
  await dialog.getByRole('button', { name: 'Crear' }).click();
  await expect(page.getByText('Categoría guardada')).toBeVisible();
  await expect(categories.getByRole('listitem').last()).toContainText('asistencia mínima 90 %');
  await signOut(page);

  await signIn(page, server.url, 'presidente@demo.quorum.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/president\/dashboard\/[\w-]+$/);
  const commissionId = page.url().split('/').pop() as string;
  await page.getByRole('link', { name: 'Premios' }).click();
  await expect(page).toHaveTitle('Premios | Quórum');
  await expect(page.getByRole('heading', { level: 1, name: 'Premios' })).toBeVisible();
  const best = page.getByTestId('award-category-Mejor Delegado');
  await expect(best.getByText('0 de 1')).toBeVisible();

  // The first «Mejor Delegado» is given; a second one is over the limit and refused with the reason.
  await give(page, 'Mejor Delegado', valentina, 'Liderazgo en el bloque');
  await expect(page.getByText(`«Mejor Delegado» otorgado a ${valentina}`)).toBeVisible();
  await expect(best.getByText('1 de 1')).toBeVisible();
  await expect(best.getByText('Liderazgo en el bloque')).toBeVisible();
  await give(page, 'Mejor Delegado', tomas);
  await expect(page.getByText(/«Mejor Delegado» ya tiene 1 de 1 en esta comisión/)).toBeVisible();
  await expect(best.getByRole('listitem')).toHaveCount(1);
  await give(page, 'Mención de Honor', tomas);
  await expect(page.getByTestId('award-category-Mención de Honor').getByText('1 de 2')).toBeVisible();

  // No delegation has sent its position paper: each is shown with the reason and cannot be picked.
  const paper = page.getByTestId('award-category-Mejor Documento de Posición');
  await paper.getByLabel('Delegación').click();
  await expect(page.getByRole('option').first()).toContainText('Documento de posición: no recibido');
  await expect(page.getByRole('option').first()).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Escape');

  // A delegate under the category's minimum attendance is shown with the reason and cannot be picked.
  await page.getByTestId('award-category-Premio a la Diplomacia').getByLabel('Delegado').fill(valentina);
  const option = page.getByRole('option', { name: new RegExp(valentina) });
  await expect(option).toContainText('Asistencia');
  await expect(option).toContainText('(mínimo 90 %)');
  await expect(option).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Escape');

  // Lock: no more changes from the chair.
  await page.getByRole('button', { name: 'Bloquear premios' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Bloquear premios' }).click();
  await expect(page.getByTestId('awards-status')).toContainText('Premios bloqueados');
  await expect(best.getByRole('button', { name: 'Otorgar' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Publicar' })).toHaveCount(0);
  await signOut(page);

  // Before publishing, the delegate's page shows no award.
  await page.goto(`${server.url}/verificator?code=${codes[valentina]}`);
  await expect(page.getByRole('heading', { name: 'Tus datos' })).toBeVisible();
  await expect(page.getByTestId('delegate-awards')).toHaveCount(0);

  await signInAsDemo(page.context(), server.url, 'gestor');
  await page.goto(`${server.url}/president/awards/${commissionId}`);
  await expect(page.getByTestId('awards-status')).toContainText('Premios bloqueados');
  await page.getByRole('button', { name: 'Publicar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Publicar' }).click();
  await expect(page.getByTestId('awards-status')).toContainText('Premios publicados');
  await expect(page.getByRole('button', { name: 'Desbloquear' })).toHaveCount(0);
  await signOut(page);

  await page.goto(`${server.url}/verificator?code=${codes[valentina]}`);
  const awards = page.getByTestId('delegate-awards');
  await expect(awards.getByRole('heading', { name: 'Tus premios' })).toBeVisible();
  await expect(awards).toContainText('Mejor Delegado (Asamblea General)');
});
