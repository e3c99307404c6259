import { signInAsDemo } from '../support/app';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

test.use({ data: { demo: true } });

test('the Gestor gives a school’s advisor a link: on a phone it shows that school’s delegates, and stops on the open page once revoked', async ({
  page,
  server,
  browser,
}) => {
  test.setTimeout(90_000);
  await signInAsDemo(page.context(), server.url, 'gestor');
  await page.goto(`${server.url}/secretary/settings`);
  const card = page.getByRole('region', { name: 'Enlaces para asesores' });
  const first = card.getByRole('row').nth(1);
  const institution = ((await first.getByRole('cell').first().textContent()) ?? '').trim();
  await card.getByRole('button', { name: `Dar enlace a ${institution}` }).click();
  const link = first.getByRole('link');
  await expect(link).toHaveAttribute('href', /^\/asesor\?code=[A-Z0-9]{16}$/);
  const href = (await link.getAttribute('href')) as string;

  // The advisor's phone: the school and its delegates, nothing of another school.
  const phone = await (
    await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-ES', serviceWorkers: 'block' })
  ).newPage();
  await phone.goto(`${server.url}${href}`);
  await expect(phone.getByRole('heading', { level: 2 })).toContainText(institution);
  const delegates = phone.getByTestId('advisor-delegate');
  await expect(delegates.first()).toBeVisible();
  const shown = await delegates.count();
  const listed = Number(((await first.getByRole('cell').nth(1).textContent()) ?? '').trim());
  expect(shown).toBe(listed);
  await expectNoSeriousA11yViolations(phone, '/asesor, an institution’s delegates');

  // Revoked by the Gestor: the page already open stops showing them by itself.
  await card.getByRole('button', { name: `Revocar el enlace de ${institution}` }).click();
  await expect(first).toContainText('Sin enlace');
  await expect(phone.getByTestId('advisor-gone')).toBeVisible({ timeout: 20_000 });
  await expect(delegates).toHaveCount(0);
});
