import type { Commission, LiveState } from '@quorum/shared';
import { apiGet, signInAsDemoGestor } from '../support/app';
import { expect, test, ON_POSTGRES } from '../support/fixtures';
import { MEETS_DOCUMENT, openSelfCheckInRoom } from '../support/meets-room';

test.use({ data: { demo: true } });

test(
  'a delegate checks in at /meets with the code read from the room’s screen; a wrong code says so',
  ON_POSTGRES,
  async ({ page, server }) => {
    const commission = await openSelfCheckInRoom(page, server);
    // The room's screen (the Gestor may open any banner) shows the rotating code while the roll call is open.
    const screen = await page.context().newPage();
    await screen.goto(`${server.url}/banner/${commission.id}`);
    const onScreen = screen.getByTestId('banner-meets-code');
    await expect(onScreen).toHaveText(/^[A-Z0-9]{6}$/);
    const code = ((await onScreen.textContent()) ?? '').trim();

    // On a phone, as delegates use it.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.url}/meets`);
    await expect(page).toHaveTitle('Llamado a lista | Quórum');
    await expect(page.getByRole('heading', { level: 1, name: 'Llamado a lista' })).toBeVisible();
    const codeField = page.getByLabel('Código de la pantalla');
    const documentField = page.getByLabel('Número de documento');

    // A wrong code: its message under the code field, nothing marked.
    const wrong = code === 'AAAAAA' ? 'CCCCCC' : 'AAAAAA';
    await codeField.fill(wrong.toLowerCase());
    await expect(codeField).toHaveValue(wrong);
    await documentField.fill(MEETS_DOCUMENT);
    await page.getByRole('button', { name: 'Estoy presente' }).click();
    await expect(page.getByText('El código no es correcto. Escribe el código que se ve ahora en la pantalla de tu sala.')).toBeVisible();
    await expect(codeField).toHaveAttribute('aria-invalid', 'true');

    // The right code, read from the screen again (it changes every 30 seconds).
    await codeField.fill(((await onScreen.textContent()) ?? '').trim());
    await documentField.press('Enter');
    const card = page.getByRole('status');
    await expect(card).toContainText('¡Quedaste presente!');
    await expect(card).toContainText('C. R***');
    await expect(card).toContainText('Comisión del Autorregistro');
    await expect(card).toContainText('Colombia');
    const live = await apiGet<LiveState>(page, `/api/commissions/${commission.id}/live`);
    expect(live.attendance).toEqual([expect.objectContaining({ name: 'Colombia', status: 'presente' })]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  },
);

test('/in?code= opens the commission’s banner with its projection code', async ({ page, server }) => {
  await signInAsDemoGestor(page, server.url);
  const [commission] = await apiGet<Commission[]>(page, '/api/commissions');
  await page.context().clearCookies();

  await page.goto(`${server.url}/in?code=${commission.projectionCode}`);
  await expect(page).toHaveURL(`${server.url}/banner/${commission.id}`);
  // The screen's cookie opens that banner's API, and only that one.
  const res = await page.request.get(`${server.url}/api/banner/${commission.id}/live`);
  expect(res.status()).toBe(200);
  expect((await res.json()).commission.name).toBe(commission.name);

  // A wrong code stays on /in with its message.
  await page.goto(`${server.url}/in?code=NOTACODE22`);
  await expect(page.getByText('No hay ninguna comisión con ese código de proyección. Revísalo con la mesa o la secretaría.')).toBeVisible();
  await expect(page).toHaveURL(/\/in\?code=NOTACODE22$/);
});
