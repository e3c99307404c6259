import type { Page } from '@playwright/test';
import type { LiveState } from '@quorum/shared';
import { apiGet, DEMO_ACCOUNTS, DEMO_PASSWORD, signIn } from '../support/app';
import { expect, test } from '../support/fixtures';
import type { RoomDelegate } from '../support/room-phones';
import { runSeed } from '../support/server';

test.use({ data: { demo: true }, viewport: { width: 390, height: 844 } });

/**
 * What a 390 px phone would hide: how far the page scrolls sideways, and each control or text of the main column
 * that pokes out of its card (a card's own scrolling area, such as a scrolling tab row, is meant to scroll).
 */
function cutOffOf(page: Page): Promise<{ sideways: number; cut: string[] }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const cut: string[] = [];
    const scrolls = (el: Element) => {
      const style = getComputedStyle(el);
      return ['auto', 'scroll'].includes(style.overflowX) && el.scrollWidth > el.clientWidth;
    };
    for (const card of Array.from(document.querySelectorAll('main .MuiPaper-root'))) {
      const box = card.getBoundingClientRect();
      for (const el of Array.from(card.querySelectorAll('button, a, input, [role="timer"], h1, h2, h3, p, li'))) {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) continue;
        let parent = el.parentElement;
        let inScroller = false;
        while (parent && parent !== card) {
          if (scrolls(parent)) inScroller = true;
          parent = parent.parentElement;
        }
        if (inScroller) continue;
        if (r.left < box.left - 1 || r.right > box.right + 1) {
          cut.push(`${el.tagName.toLowerCase()} «${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 50)}»`);
        }
      }
    }
    return { sideways: root.scrollWidth - root.clientWidth, cut };
  });
}

test('on a 390 px phone every tab of the console fits: nothing scrolls sideways, no card cuts a control', async ({
  page,
  server,
  playwright,
}) => {
  test.setTimeout(90_000);
  await signIn(page, server.url, DEMO_ACCOUNTS.presidente, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/president\/dashboard\/[\w-]+$/);
  const commissionId = page.url().split('/').pop() as string;
  await page.goto(`${server.url}/president/sessions/${commissionId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sesión 1: Primera sesión' })).toBeVisible();

  // The demo's pending caucus passes, so its card (the longest of the floor) is on the page too.
  await page.getByRole('tab', { name: 'Mociones' }).click();
  await page.getByTestId('pending-motion').getByRole('button', { name: 'Votar' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('A favor').fill('12');
  await dialog.getByLabel('En contra').fill('1');
  await dialog.getByRole('button', { name: 'Registrar votación' }).click();
  const caucus = page.getByTestId('caucus-panel');
  await expect(caucus).toBeVisible();
  await expect(caucus.getByRole('button', { name: 'Terminar caucus' })).toBeVisible();

  // A delegation's phone moves a caucus with a long topic, so «Solicitudes» has an item with its buttons to measure.
  const { attendance } = await apiGet<LiveState>(page, `/api/commissions/${commissionId}/live`);
  const [delegate] = JSON.parse(await runSeed(server, 'seed-room-ballots.ts', commissionId, attendance[0]?.delegationId ?? '')) as [
    RoomDelegate,
  ];
  const phoneApi = await playwright.request.newContext({ baseURL: server.url });
  expect((await phoneApi.post('/api/room/pass', { data: { code: delegate.personalCode } })).ok()).toBe(true);
  const topic = 'Acceso universal al agua potable y al saneamiento básico en las zonas rurales';
  const motion = { kind: 'caucus_moderado', topic, totalSeconds: 600, speakerSeconds: 60 };
  const asked = await phoneApi.post('/api/room/requests', { data: { kind: 'motion', motion, actionId: 'e2e-phone-console-motion' } });
  expect(asked.ok(), await asked.text()).toBe(true);
  await phoneApi.dispose();

  for (const tab of ['Lista', 'Solicitudes', 'Mociones', 'Votación', 'Amonestaciones', 'Acta']) {
    // The tab row scrolls sideways on a phone, smoothly, after each choice: a click that lands while it moves can miss
    // its tab, so the click is taken again until the tab is the chosen one.
    await expect(async () => {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true', { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByRole('tabpanel')).toBeVisible();
    if (tab === 'Solicitudes') await expect(page.getByTestId('request-item')).toContainText(topic);
    // The acta's summary loads after its tab: measured once its tables are there.
    if (tab === 'Acta') await expect(page.getByTestId('acta-summary').getByRole('table').first()).toBeVisible();
    expect(await cutOffOf(page), `tab «${tab}»`).toEqual({ sideways: 0, cut: [] });
  }
  // The summary's tables read whole on the phone: none scrolls sideways inside its frame either.
  const summaryTables = page.getByTestId('acta-summary').locator('.MuiTableContainer-root');
  expect(await summaryTables.count()).toBeGreaterThan(0);
  const wide = await summaryTables.evaluateAll((frames) =>
    frames
      .filter((f) => f.scrollWidth > f.clientWidth + 1)
      .map((f) => `${f.closest('section')?.querySelector('h3, h4')?.textContent}: ${f.scrollWidth} > ${f.clientWidth}`),
  );
  expect(wide).toEqual([]);
});
