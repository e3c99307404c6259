import { expect, type SpecServer, test } from '../support/fixtures';
import { DEMO_PASSWORD, signIn } from '../support/app';

test.use({ data: { demo: true, seeds: ['seed-finder.ts'] } });

/** The delegates seed-finder.ts created. */
const seededOf = (server: SpecServer) =>
  JSON.parse(server.seeded['seed-finder.ts'] ?? '{}') as Record<'gomez' | 'perez' | 'retirado', { id: string; personalCode: string }>;

test('Logistica finds "Gómez" typing "gomez", checks the delegate in once, and the kit persists', async ({ page, server }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, server.url, 'logistica@demo.quorum.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/staff\/finder$/);
  await expect(page).toHaveTitle('Buscador Delegados | Quórum');

  const box = page.getByLabel('Buscar delegado');
  await expect(box).toBeFocused();
  await box.fill('gomez');
  const results = page.getByRole('region', { name: 'Resultados' });
  await expect(results.getByRole('button', { name: /José Ángel Gómez Núñez/ })).toBeVisible();
  await expect(results.getByRole('button', { name: /Ana María Pérez Gómez/ })).toBeVisible();
  await box.fill('GÓMEZ núñez');
  await expect(results.getByRole('button')).toHaveCount(1);
  await results.getByRole('button', { name: /José Ángel Gómez Núñez/ }).click();

  const card = page.getByRole('region', { name: 'José Ángel Gómez Núñez' });
  await expect(card.getByText('Asamblea General')).toBeVisible();
  await expect(card.getByText('Uruguay (finder)')).toBeVisible();
  await expect(card.getByText('Auditorio principal')).toBeVisible();
  await card.getByRole('button', { name: 'Acreditar' }).click();
  await expect(card.getByText(/^Acreditado por Lucía Logística a las \d{2}:\d{2}\.$/)).toBeVisible();
  await expect(card.getByText('Acreditado', { exact: true })).toBeVisible();

  // Checked in, the button says so (a second check-in is not offered).
  await expect(card.getByRole('button', { name: 'Acreditado ✓' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Acreditar' })).toHaveCount(0);

  const folder = card.getByRole('checkbox', { name: 'Carpeta' });
  const saved = page.waitForResponse((r) => r.url().endsWith('/kit') && r.ok());
  await folder.check();
  await saved;
  await expect(folder).toBeChecked();
  await card.getByLabel('Notas de logística').fill('Recoge el manual mañana');
  await card.getByRole('button', { name: 'Guardar notas' }).click();
  await expect(page.getByText('Notas guardadas')).toBeVisible();

  // Nothing on the page is wider than a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.reload();
  const again = page.getByRole('region', { name: 'José Ángel Gómez Núñez' });
  await expect(again.getByRole('checkbox', { name: 'Carpeta' })).toBeChecked();
  await expect(again.getByRole('checkbox', { name: 'Escarapela' })).not.toBeChecked();
  await expect(again.getByLabel('Notas de logística')).toHaveValue('Recoge el manual mañana');
  await expect(again.getByText(/Acreditado por Lucía Logística a las/)).toBeVisible();
});

test('a withdrawn delegate cannot be checked in; the badges PDF downloads', async ({ page, server }) => {
  await signIn(page, server.url, 'logistica@demo.quorum.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/staff\/finder$/);
  await page.getByLabel('Buscar delegado').fill(seededOf(server).retirado.personalCode.toLowerCase());
  await page
    .getByRole('region', { name: 'Resultados' })
    .getByRole('button', { name: /Rodrigo Retirado Finder/ })
    .click();
  const card = page.getByRole('region', { name: 'Rodrigo Retirado Finder' });
  await expect(card.getByText('Retirado', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Acreditar' })).toBeDisabled();

  const res = await page.request.get(`${server.url}/api/badges.pdf?institution=${encodeURIComponent('colegio del buscador')}`);
  expect(res.status()).toBe(200);
  expect((await res.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
