import { randomUUID } from 'node:crypto';
import type { Article, Commission, LiveState } from '@quorum/shared';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { apiGet, DEMO_PASSWORD, errorsOf, hydrationProblems, signIn, signInAsDemo, signInAsDemoGestor } from '../support/app';
import { expect, test } from '../support/fixtures';

// The public pages a phone opens first come rendered, by the build or by the server (decision 029), with every style
// their drawing made. A browser that takes them over should only attach React to them: no style compiled again on a
// phone's main thread while it hydrates, no mismatch reported.
const PHONE = { viewport: { width: 390, height: 844 }, serviceWorkers: 'block' } as const;
test.use({ data: { demo: true, shared: true }, ...PHONE });

/** Rules the browser's emotion inserted itself (the style tags it creates carry `data-emotion="css"` alone). */
function rulesCompiledByBrowser(page: Page): Promise<number> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('style[data-emotion="css"]')).reduce(
      (sum, tag) => sum + ((tag as HTMLStyleElement).sheet?.cssRules.length ?? 0),
      0,
    ),
  );
}

type Marked = HTMLElement & { sentByServer?: boolean };

/** Marks the element the server sent; `keptSentElement` then says whether the hydrated page still has that element. */
function markSentElement(element: Locator): Promise<void> {
  return element.evaluate((el) => {
    (el as Marked).sentByServer = true;
  });
}

function keptSentElement(element: Locator): Promise<boolean> {
  return element.evaluate((el) => (el as Marked).sentByServer === true);
}

/**
 * The scripts a page asks for (their paths), as they are asked. A phone page drawn for a signed-in visitor runs from the
 * phone pages' own build (decision 032): every script it asks for is one of that build's (`/assets/phone-*.js`), the
 * ones its page names a handful.
 */
function scriptsAsked(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) asked.push(pathname);
  });
  return asked;
}

/** The scripts a page drawn for a signed-in visitor names for after its paint (`#page-scripts`: its entry and preloads). */
async function namedScripts(page: Page): Promise<string[]> {
  const list = JSON.parse((await page.locator('#page-scripts').textContent()) ?? '{}') as { entry: string; preloads: string[] };
  return [list.entry, ...list.preloads];
}

/** Holds the page's scripts back `ms`: until they arrive the page is what the server sent. */
async function holdScripts(page: Page, ms: number): Promise<void> {
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

test.describe('the pages a phone opens first', () => {
  // One phone for these pages, a context shared by the group's tests in a worker: each test opens its page in a
  // new tab, a new document that hydrates on its own; only the scripts may come from the browser's cache.
  let phone: BrowserContext;
  test.beforeAll(async ({ browser }) => {
    phone = await browser.newContext({ ...PHONE, locale: 'es-ES' });
  });
  test.afterAll(async () => {
    await phone.close();
  });

  for (const path of [
    '/',
    '/login',
    '/register',
    '/data',
    '/meets',
    '/verificator',
    '/load',
    '/in',
    '/error',
    '/tyc',
    '/privacy-policy',
    '/reset-password?token=abc',
    '/setup?token=abc',
  ]) {
    test(`${path} hydrates with the styles it came with`, async ({ server }) => {
      const page = await phone.newPage();
      const problems = errorsOf(page);
      // Sent rendered: the page's markup is in the HTML.
      expect(await (await page.request.get(`${server.url}${path}`)).text()).toContain('<div id="root" data-prerendered>');
      await page.goto(`${server.url}${path}`);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('main')).toBeVisible();
      expect(await rulesCompiledByBrowser(page)).toBe(0);
      expect(hydrationProblems(problems)).toEqual([]);
      await page.close();
    });
  }
});

test('a legal text comes drawn with its current version and Markdown, and hydrates as it is', async ({ browser, page, server }) => {
  // As sent, with the scripts not run: the published text (the demo's), its version and date.
  const bare = await browser.newContext({ javaScriptEnabled: false });
  const barePage = await bare.newPage();
  await barePage.goto(`${server.url}/privacy-policy`);
  await expect(barePage.getByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeVisible();
  await expect(barePage.getByTestId('legal-version')).toContainText('Versión 1');
  await expect(barePage.getByText('Tratamos solo los datos necesarios para organizar el evento')).toBeVisible();
  await bare.close();

  // With them, the Markdown's module arrives after the page has hydrated around it: the text stays, nothing is redrawn.
  const problems = errorsOf(page);
  await page.goto(`${server.url}/privacy-policy`);
  const text = page.getByText('Tratamos solo los datos necesarios para organizar el evento');
  await expect(text).toBeVisible();
  const before = await text.elementHandle();
  await page.waitForLoadState('networkidle');
  expect(await before?.evaluate((node) => node.isConnected)).toBe(true);
  expect(await rulesCompiledByBrowser(page)).toBe(0);
  expect(hydrationProblems(problems)).toEqual([]);
});

test('a shared article comes drawn with its text and its link preview, and a reader far from the server hydrates it, then reads its own time', async ({
  browser,
  page,
  server,
}) => {
  await signInAsDemoGestor(page, server.url);
  const created = await page.request.post(`${server.url}/api/articles`, {
    data: { title: 'Clausura: la Asamblea vota', summary: 'Resumen de la última jornada.', body: 'El **voto** fue unánime.' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const article = (await created.json()) as Article;
  const published = await page.request.post(`${server.url}/api/articles/${article.id}/publish`, { data: {} });
  expect(published.ok(), await published.text()).toBe(true);
  const { publishedAt } = (await published.json()) as Article;
  const url = `${server.url}/noticias/${article.slug}`;

  // As sent, with the scripts not run: the article, and its Open Graph tags for a chat's link preview.
  const html = await (await page.request.get(url)).text();
  expect(html).toContain('<meta property="og:title" content="Clausura: la Asamblea vota">');
  expect(html).toContain('<title>Clausura: la Asamblea vota | Quórum</title>');
  const bare = await browser.newContext({ javaScriptEnabled: false });
  const barePage = await bare.newPage();
  await barePage.goto(url);
  await expect(barePage.getByRole('heading', { level: 1, name: 'Clausura: la Asamblea vota' })).toBeVisible();
  await expect(barePage.locator('article strong')).toHaveText('voto');
  await bare.close();

  // A reader whose clock is in another zone than the event's: the page hydrates with the time as the server wrote it
  // (on the event's clock), then shows the reader's own.
  const eventZone = ((await (await page.request.get(`${server.url}/api/settings`)).json()) as { timeZone: string }).timeZone;
  const timezoneId = eventZone === 'Pacific/Kiritimati' ? 'America/Bogota' : 'Pacific/Kiritimati';
  const reader = await browser.newContext({ timezoneId, viewport: { width: 390, height: 844 } });
  const readerPage = await reader.newPage();
  const problems = errorsOf(readerPage);
  await readerPage.goto(url);
  await readerPage.waitForLoadState('networkidle');
  const local = new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeStyle: 'short', timeZone: timezoneId }).format(
    new Date(publishedAt ?? ''),
  );
  await expect(readerPage.getByText(`Publicado el ${local}`, { exact: false })).toBeVisible();
  expect(await rulesCompiledByBrowser(readerPage)).toBe(0);
  expect(hydrationProblems(problems)).toEqual([]);
  await reader.close();
});

test('a code in the address is not met by the page drawn without one: the browser draws what the code opens', async ({ page, server }) => {
  const problems = errorsOf(page);
  const url = `${server.url}/verificator?code=ZZZZ9999ZZZZ`;
  expect(await (await page.request.get(url)).text()).not.toContain('data-prerendered');
  await page.goto(url);
  await expect(page.getByText(/Este enlace personal no es válido/)).toBeVisible();
  expect(hydrationProblems(problems)).toEqual([]);
});

test('the room’s screen comes drawn with its session and a running timer, and hydrates as it is', async ({ page, browser, server }) => {
  // The demo's chair, whose commission has a session in progress, gives the floor to a delegation: a timer runs.
  await signIn(page, server.url, 'presidente@demo.quorum.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/president\/dashboard\/[\w-]+$/);
  const room = await apiGet<Commission>(page, `/api/commissions/${page.url().split('/').pop()}`);
  // A delegation present on the roll call and not yet on the list asks for the floor.
  const { attendance, floor } = await apiGet<LiveState>(page, `/api/commissions/${room.id}/live`);
  const present = attendance.find((d) => d.status !== 'ausente' && !floor.speakers.some((s) => s.delegationId === d.delegationId));
  expect(present, 'the demo room has a present delegation off the list').toBeDefined();
  for (const command of [
    { type: 'speakers.add', delegationId: present?.delegationId },
    { type: 'speech.next' },
    { type: 'timer.start', target: 'speech' },
  ]) {
    const { version } = await apiGet<LiveState>(page, `/api/commissions/${room.id}/live`);
    const res = await page.request.post(`${server.url}/api/commissions/${room.id}/live/commands`, {
      data: { version, actionId: randomUUID(), command },
    });
    expect(res.ok(), `${command.type} → ${res.status()} ${await res.text()}`).toBe(true);
  }
  const url = `${server.url}/banner/${room.id}`;

  // As sent by the server, with the scripts not run: the commission and its session, drawn for the code's screen.
  const bare = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 720 } });
  expect((await bare.request.post(`${server.url}/api/projection/open`, { data: { code: room.projectionCode } })).ok()).toBe(true);
  const barePage = await bare.newPage();
  await barePage.goto(url);
  await expect(barePage.getByRole('heading', { level: 1, name: room.name })).toBeVisible();
  await expect(barePage.getByTestId('banner-attendance')).toBeVisible();
  await expect(barePage.getByRole('timer', { name: 'Tiempo restante' })).toHaveText(/^\d+:\d\d$/);
  await bare.close();

  // With them, React takes over the same elements; the stream then carries on from the state drawn.
  const screen = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  expect((await screen.request.post(`${server.url}/api/projection/open`, { data: { code: room.projectionCode } })).ok()).toBe(true);
  const banner = await screen.newPage();
  const problems = errorsOf(banner);
  // The scripts arrive two seconds after the page: the timer drawn is behind the clock by then, and the browser's
  // first render must still draw what was sent (the time it was drawn at), not the time it is.
  await holdScripts(banner, 2000);
  await banner.goto(url, { waitUntil: 'commit' });
  const heading = banner.getByRole('heading', { level: 1, name: room.name });
  await markSentElement(heading);
  await banner.waitForLoadState('networkidle');
  await expect(banner.getByRole('button', { name: 'Pantalla completa' })).toBeVisible();
  // The timer moves on from the time it was drawn at.
  const timer = banner.getByRole('timer', { name: 'Tiempo restante' });
  const drawn = await timer.textContent();
  await expect(timer).not.toHaveText(drawn ?? '', { timeout: 3000 });
  expect(await keptSentElement(heading)).toBe(true);
  expect(hydrationProblems(problems)).toEqual([]);
  await screen.close();
});

test('the door’s finder comes drawn for the signed-in visitor and hydrates as it is; a stale cookie goes to the sign-in flow', async ({
  browser,
  server,
}) => {
  const url = `${server.url}/staff/finder`;
  // Signed in through the API only: the phone's storage is empty, as on a first visit; the cookie is the session.
  const door = await browser.newContext({ ...PHONE, locale: 'es-ES' });
  await signInAsDemo(door, server.url, 'logistica');
  const sent = await (await door.request.get(url)).text();
  expect(sent).toContain('<div id="root" data-prerendered>');
  expect(sent).toContain('Buscador de delegados');
  // A search kept in the address is not what the page was drawn with: the browser draws it.
  expect(await (await door.request.get(`${url}?q=gomez`)).text()).not.toContain('data-prerendered');

  const page = await door.newPage();
  const problems = errorsOf(page);
  const asked = scriptsAsked(page);
  // The scripts arrive a second after the page: until then the page is the server's drawing, which React then takes.
  await holdScripts(page, 1000);
  await page.goto(url, { waitUntil: 'commit' });
  const box = page.getByRole('searchbox');
  await markSentElement(box);
  await page.waitForLoadState('networkidle');
  expect(await keptSentElement(box)).toBe(true);
  expect(await rulesCompiledByBrowser(page)).toBe(0);
  expect(hydrationProblems(problems)).toEqual([]);
  // Its scripts: four files of the phone pages' build, and nothing of the app's.
  const named = await namedScripts(page);
  expect(named).toHaveLength(4);
  expect(asked.slice(0, 4).sort()).toEqual([...named].sort());
  expect(asked.filter((script) => !script.startsWith('/assets/phone-'))).toEqual([]);
  // It works as drawn by the browser: the box has the focus, and a search shows its results.
  await expect(box).toBeFocused();
  await box.fill('ana');
  await expect(page.getByRole('region', { name: 'Resultados' })).toBeVisible();
  // And the app goes on from there with the same build: the menu's link to the profile opens it.
  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await page.getByRole('menuitem', { name: 'Mi perfil' }).click();
  await expect(page).toHaveURL(`${server.url}/profile`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(asked.filter((script) => !script.startsWith('/assets/phone-'))).toEqual([]);
  expect(hydrationProblems(problems)).toEqual([]);

  // The page the browser draws for a search kept in the address runs from the same build, and searches.
  const searching = await door.newPage();
  const searchingAsked = scriptsAsked(searching);
  await searching.goto(`${url}?q=ana`);
  await expect(searching.getByRole('region', { name: 'Resultados' })).toBeVisible();
  expect(searchingAsked.length).toBeGreaterThan(0);
  expect(searchingAsked.filter((script) => !script.startsWith('/assets/phone-'))).toEqual([]);
  await door.close();

  // A cookie whose session ended: the page as built, whose browser asks who is signed in and goes to /.
  const stale = await browser.newContext(PHONE);
  await stale.addCookies([{ name: 'quorum.session_token', value: 'inventado.firma', url: server.url }]);
  expect(await (await stale.request.get(url)).text()).not.toContain('data-prerendered');
  const stalePage = await stale.newPage();
  await stalePage.goto(url);
  await expect(stalePage).toHaveURL(`${server.url}/`);
  await stale.close();
});

test('the bar of a page drawn for the session cannot be tapped before it works: the user menu opens at the first tap', async ({
  browser,
  server,
}) => {
  const door = await browser.newContext({ ...PHONE, locale: 'es-ES' });
  await signInAsDemo(door, server.url, 'logistica');
  const page = await door.newPage();
  // The scripts arrive well after the page: a tap on the menu before React has taken it over would be lost.
  await holdScripts(page, 1500);
  await page.goto(`${server.url}/staff/finder`, { waitUntil: 'commit' });
  const userMenu = page.getByRole('button', { name: 'Menú de usuario' });
  await expect(userMenu).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Abrir el menú de navegación' })).toBeDisabled();
  await userMenu.click();
  await expect(page.getByRole('menuitem', { name: 'Cerrar sesión' })).toBeVisible();
  await door.close();
});

test('the chair’s console comes drawn with its session’s live state and hydrates as it is', async ({ browser, server }) => {
  // The demo's chair, whose commission has a session in progress; signed in through the API, nothing stored.
  const chair = await browser.newContext({ ...PHONE, locale: 'es-ES' });
  const { profile } = await signInAsDemo(chair, server.url, 'presidente');
  const url = `${server.url}/president/sessions/${profile.comissionId}`;
  const sent = await (await chair.request.get(url)).text();
  expect(sent).toContain('<div id="root" data-prerendered>');
  expect(sent).toContain('Lista de oradores');

  const page = await chair.newPage();
  const problems = errorsOf(page);
  const asked = scriptsAsked(page);
  await holdScripts(page, 1000);
  await page.goto(url, { waitUntil: 'commit' });
  const speakers = page.getByText(/^Lista de oradores/).first();
  await markSentElement(speakers);
  await page.waitForLoadState('networkidle');
  expect(await keptSentElement(speakers)).toBe(true);
  // Its scripts: four files of the phone pages' build before it works (its parts after the paint come after them),
  // and nothing of the app's.
  const named = await namedScripts(page);
  expect(named).toHaveLength(4);
  expect(asked.slice(0, 4).sort()).toEqual([...named].sort());
  expect(asked.filter((script) => !script.startsWith('/assets/phone-'))).toEqual([]);
  // Parts asked for after the page (the phones' requests, the room's phones) draw styles of their own as they arrive:
  // only the hydration itself is checked here.
  expect(hydrationProblems(problems)).toEqual([]);
  // It works: the roll call's tab is there and the stream is followed (no «Reconectando…»).
  await expect(page.getByRole('tab', { name: /Lista/ }).first()).toBeVisible();
  await chair.close();
});
