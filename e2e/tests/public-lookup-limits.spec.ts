import { expect, test } from '../support/fixtures';

// A low failed-look-ups ceiling, so a few wrong document numbers reach it.
test.use({ data: { demo: true, env: { PUBLIC_FAILED_LOOKUPS_PER_ADDRESS_PER_HOUR: '3' } } });

test('/data says in Spanish why and for how long it refuses an address that guessed too many document numbers', async ({
  page,
  server,
}) => {
  await page.goto(`${server.url}/data`);
  const field = page.getByLabel('Número de documento');
  const search = page.getByRole('button', { name: 'Buscar' });
  for (let i = 0; i < 3; i++) {
    await field.fill(`NOEXISTE${100 + i}`);
    await search.click();
    await expect(page.getByText('No encontramos ese documento')).toBeVisible();
  }
  await field.fill('NOEXISTE200');
  await search.click();
  await expect(page.getByRole('alert')).toContainText(
    /Demasiadas consultas sin resultado desde esta red\. Revisa los datos y vuelve a intentarlo en \d+ minutos\./,
  );
});
