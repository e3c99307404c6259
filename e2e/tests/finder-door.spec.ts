import type { FinderResults } from '@quorum/shared';
import { DEMO_PASSWORD, signIn } from '../support/app';
import { expect, test } from '../support/fixtures';

test.use({ data: { demo: true, seeds: ['seed-finder.ts'] } });

/** The door on a phone: Logística checks delegates in at /staff/finder, undoes one, and keeps count of the shift. */
test('on a phone: «N más», the card above the list, «Acreditado ✓» with «Deshacer» for a few seconds, and the shift count', async ({
  page,
  server,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The page's timers run on a clock the test moves: «Deshacer» is offered for a few seconds, not forever.
  await page.clock.install();
  await signIn(page, server.url, 'logistica@demo.quorum.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/staff\/finder$/);
  const shift = page.getByRole('status').filter({ hasText: 'en este turno' });
  await expect(shift).toHaveText('0 acreditados en este turno');

  // Capped results say how many more match.
  await page.getByLabel('Buscar delegado').fill('demo');
  const results = page.getByRole('region', { name: 'Resultados' });
  const all = (await (await page.request.get(`${server.url}/api/finder?q=demo`)).json()) as FinderResults;
  expect(all.total).toBeGreaterThan(all.delegates.length);
  await expect(
    results.getByText(`${all.total - all.delegates.length} más que no se muestran: escribe más para acotar la búsqueda.`),
  ).toBeVisible();

  // The card of the chosen delegate sits above the list.
  await page.getByLabel('Buscar delegado').fill('gomez');
  await results.getByRole('button', { name: /José Ángel Gómez Núñez/ }).click();
  const card = page.getByRole('region', { name: 'José Ángel Gómez Núñez' });
  await expect(card).toBeVisible();
  const [cardBox, listBox] = [await card.boundingBox(), await results.boundingBox()];
  expect(cardBox && listBox && cardBox.y + cardBox.height <= listBox.y).toBe(true);

  // «Acreditar» → «Acreditado ✓» with «Deshacer»; the undo is real and the count follows.
  await card.getByRole('button', { name: 'Acreditar' }).click();
  await expect(card.getByRole('button', { name: 'Acreditado ✓' })).toBeVisible();
  await expect(shift).toHaveText('1 acreditado en este turno');
  await card.getByRole('button', { name: 'Deshacer' }).click();
  await expect(card.getByRole('button', { name: 'Acreditar' })).toBeVisible();
  await expect(card.getByRole('status')).toHaveText('Acreditación deshecha.');
  await expect(shift).toHaveText('0 acreditados en este turno');
  const undone = await page.request.get(`${server.url}/api/finder?q=${encodeURIComponent('gomez nunez')}`);
  expect(((await undone.json()) as FinderResults).delegates[0]).toMatchObject({ checkedInAt: null, status: 'asignado' });

  // Acting quickly: one message in the card, replaced each time, never a pile.
  await card.getByRole('button', { name: 'Acreditar' }).click();
  await expect(card.getByRole('status')).toHaveText(/^Acreditado por Lucía Logística a las \d{2}:\d{2}\.$/);
  await expect(card.getByRole('alert')).toHaveCount(0);
  await expect(shift).toHaveText('1 acreditado en este turno');

  // «Deshacer» goes after a few seconds; the check-in stays.
  await expect(card.getByRole('button', { name: 'Deshacer' })).toBeVisible();
  await page.clock.fastForward(10_000);
  await expect(card.getByRole('button', { name: 'Deshacer' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Acreditado ✓' })).toBeVisible();

  // Nothing is wider than the phone; a reload keeps the shift's count.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'en este turno' })).toHaveText('1 acreditado en este turno');
});
