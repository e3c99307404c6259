import type { AccessView } from '@quorum/shared';
import type { Page } from '@playwright/test';
import { apiGet, signInAsDemoGestor } from '../support/app';
import { expect, test, ON_POSTGRES } from '../support/fixtures';

// The demo's event and its three commissions; Permisos as the demo leaves them (self check-in off).
test.use({ data: { demo: true } });

const VIEWPORTS = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'tablet', width: 820, height: 1180 },
  { name: 'desktop', width: 1280, height: 800 },
];

/** The JavaScript files the page itself downloaded (not the service worker's precache). */
function scriptsOf(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.js')),
  );
}

/** Whether anything on the page is wider than the window (a sideways scroll). */
function overflowsOf(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

for (const viewport of VIEWPORTS) {
  test(`a visitor sees the event, the entry points and the commissions on a ${viewport.name}, nothing overflowing`, async ({
    page,
    server,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto(`${server.url}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Modelo ONU Demo' })).toBeVisible();
    await expect(page.getByText('Colegio Demo, Bogotá')).toBeVisible();
    await expect(page.getByText(/10.*12.*2027/)).toBeVisible();

    const actions = page.getByRole('navigation', { name: 'Accesos' }).getByRole('link');
    await expect(actions.last()).toHaveText('Iniciar sesión');
    // The switchable entry points follow Permisos, which may arrive after «Iniciar sesión» is drawn.
    await expect
      .poll(() => actions.allTextContents())
      .toEqual(expect.arrayContaining(['Encuentra tu comisión', 'Valida tus datos', 'Proyecta aquí', 'Iniciar sesión']));
    const labels = await actions.allTextContents();
    // Self check-in is off in the demo: its button is not offered.
    expect(labels).not.toContain('Llamado a lista');

    const commissions = page.getByRole('region', { name: 'Comisiones' });
    for (const [name, room] of [
      ['Asamblea General', 'Auditorio principal'],
      ['Consejo de Seguridad', 'Sala 2'],
      ['Consejo de Derechos Humanos', 'Sala 3'],
    ]) {
      const card = commissions.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name }) });
      await expect(card.getByText(`Sala: ${room}`)).toBeVisible();
    }
    await expect(commissions.getByText('Seguridad marítima en el golfo de Guinea')).toBeVisible();
    expect(await overflowsOf(page)).toBe(false);

    // The Markdown pipeline is not part of the home page; the legal pages load it when opened.
    expect((await scriptsOf(page)).filter((url) => url.includes('/markdown-it-'))).toEqual([]);
    await page.getByRole('link', { name: 'Términos y condiciones' }).click();
    await expect(page.getByText('aceptas el código de conducta del evento')).toBeVisible();
    expect((await scriptsOf(page)).some((url) => url.includes('/markdown-it-'))).toBe(true);
    expect(await overflowsOf(page)).toBe(false);
  });
}

test('the entry points are reached by keyboard and follow Permisos at once', ON_POSTGRES, async ({ page, server, browser }) => {
  await page.goto(`${server.url}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Modelo ONU Demo' })).toBeVisible();
  const find = page.getByRole('link', { name: 'Encuentra tu comisión' });
  for (let i = 0; i < 10 && !(await find.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(find).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${server.url}/data`);

  // The Gestor switches the commission look-up off and self check-in on.
  const gestorContext = await browser.newContext();
  const gestor = await gestorContext.newPage();
  await signInAsDemoGestor(gestor, server.url);
  const access = await apiGet<AccessView>(gestor, '/api/access');
  const res = await gestor.request.put(new URL('/api/access/public-features', gestor.url()).toString(), {
    data: { ...access.publicFeatures, dataLookup: false, selfCheckIn: true },
  });
  expect(res.ok(), await res.text()).toBe(true);
  await gestorContext.close();

  await page.goto(`${server.url}/`);
  const actions = page.getByRole('navigation', { name: 'Accesos' });
  await expect(actions.getByRole('link', { name: 'Llamado a lista' })).toBeVisible();
  await expect(actions.getByRole('link', { name: 'Encuentra tu comisión' })).toHaveCount(0);
});

test('a phone shows the event and the commissions before any script has run, and the page then hydrates as it is', async ({
  browser,
  page,
  server,
}) => {
  // As sent by the server, with the scripts not run (decision 029): the event's name, its entry points and commissions.
  const noScripts = await browser.newContext({ javaScriptEnabled: false });
  const bare = await noScripts.newPage();
  await bare.goto(`${server.url}/`);
  await expect(bare.getByRole('heading', { level: 1, name: 'Modelo ONU Demo' })).toBeVisible();
  await expect(bare.getByText('Colegio Demo, Bogotá')).toBeVisible();
  await expect(bare.getByRole('heading', { level: 3, name: 'Consejo de Seguridad' })).toBeVisible();
  await expect(bare).toHaveTitle(/Quórum/);
  await noScripts.close();

  // With them, React takes over the same elements: no redrawing, no mismatch reported.
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(`${server.url}/`, { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1, name: 'Modelo ONU Demo' });
  await heading.evaluate((el) => {
    (el as HTMLElement & { sentByServer?: boolean }).sentByServer = true;
  });
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('navigation', { name: 'Accesos' }).getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  expect(await heading.evaluate((el) => (el as HTMLElement & { sentByServer?: boolean }).sentByServer === true)).toBe(true);
  expect(problems.filter((text) => /hydrat|did not match/i.test(text))).toEqual([]);
});
