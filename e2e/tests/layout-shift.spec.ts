import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import type { Commission } from '@quorum/shared';
import { apiGet, signInAsDemo, signInAsDemoGestor } from '../support/app';

// Loading content keeps its final size (skeletons, fixed chart heights): the pages do not jump while they fill in.
test.use({ data: { demo: true, shared: true } });

/** The most cumulative layout shift a page may have once it has settled (Google's "good" threshold). */
const GOOD_CLS = 0.1;

const PAGES = [
  { path: '/secretary/dashboard', heading: 'Dashboard', settled: (page: Page) => page.getByRole('table', { name: 'Últimos cambios' }) },
  { path: '/secretary/delegations', heading: 'Listas', settled: (page: Page) => page.getByRole('button', { name: /^Asignar: / }).first() },
];

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];

/**
 * Every layout shift since the navigation (buffered), not caused by input, summed: an upper bound of the
 * CLS figure browsers report (the largest window of shifts), so a pass here is a pass there.
 */
function layoutShiftOf(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
            if (!entry.hadRecentInput) total += entry.value;
        });
        observer.observe({ type: 'layout-shift', buffered: true });
        // Buffered entries arrive in the observer's first callback; two frames later every one has been counted.
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            for (const entry of observer.takeRecords() as unknown as { value: number; hadRecentInput: boolean }[])
              if (!entry.hadRecentInput) total += entry.value;
            observer.disconnect();
            resolve(total);
          }),
        );
      }),
  );
}

for (const viewport of VIEWPORTS) {
  test(`the Gestor's dashboard and Listas do not shift while loading (${viewport.name})`, async ({ page, server }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await signInAsDemo(page.context(), server.url, 'gestor');
    for (const target of PAGES) {
      await page.goto(`${server.url}${target.path}`);
      await expect(page.getByRole('heading', { level: 1, name: target.heading })).toBeVisible();
      await expect(target.settled(page)).toBeVisible();
      await page.waitForLoadState('networkidle');
      const cls = await layoutShiftOf(page);
      console.log(`cls ${viewport.name} ${target.path} = ${cls.toFixed(3)}`);
      expect.soft(cls, `${target.path} on a ${viewport.name}`).toBeLessThan(GOOD_CLS);
    }
  });
}

for (const viewport of VIEWPORTS) {
  test(`the home page does not shift while its news and commissions load (${viewport.name})`, async ({ page, server }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto(server.url);
    await expect(page.getByRole('heading', { level: 2, name: 'Comisiones' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Asamblea General' }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const cls = await layoutShiftOf(page);
    console.log(`cls ${viewport.name} / = ${cls.toFixed(3)}`);
    expect(cls).toBeLessThan(GOOD_CLS);
  });
}

/** Public pages a visitor lands on first: the text painted in the fallback face takes Inter's room (styles.css). */
const PUBLIC_PAGES = [
  { path: '/login', heading: 'Iniciar sesión', settled: (page: Page) => page.getByRole('button', { name: 'Iniciar sesión' }) },
  { path: '/register', heading: 'Preinscripción', settled: (page: Page) => page.getByRole('textbox', { name: 'Nombres' }) },
  { path: '/meets', heading: 'Llamado a lista', settled: (page: Page) => page.getByRole('button', { name: 'Estoy presente' }) },
];

for (const viewport of VIEWPORTS) {
  test(`the login, pre-registration and roll-call pages do not shift while loading (${viewport.name})`, async ({ page, server }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    for (const target of PUBLIC_PAGES) {
      await page.goto(`${server.url}${target.path}`);
      await expect(page.getByRole('heading', { level: 1, name: target.heading })).toBeVisible();
      await expect(target.settled(page)).toBeVisible();
      await page.waitForLoadState('networkidle');
      // Web fonts swap in once loaded: wait for them, then count every shift since the navigation.
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const cls = await layoutShiftOf(page);
      console.log(`cls ${viewport.name} ${target.path} = ${cls.toFixed(3)}`);
      expect.soft(cls, `${target.path} on a ${viewport.name}`).toBeLessThan(GOOD_CLS);
    }
  });
}

test('the chair’s «Abrir sesión» stays where it first showed while the scheduled sessions load above it', async ({ page, server }) => {
  await signInAsDemoGestor(page, server.url);
  const council = (await apiGet<Commission[]>(page, '/api/commissions')).find((c) => c.kind === 'consejo_seguridad') as Commission;
  // The list of scheduled sessions answers late, as on a busy venue's Wi-Fi: the button is on screen before it.
  await page.route('**/scheduled-sessions', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await page.goto(`${server.url}/president/sessions/${council.id}`);
  const open = page.getByRole('button', { name: 'Abrir sesión' });
  await expect(open).toBeVisible();
  const before = await open.boundingBox();
  await expect(page.getByText('No hay sesiones programadas.')).toBeVisible();
  const after = await open.boundingBox();
  // A pixel or two is the skeleton's rounding; a line of text (24 px) moved the button under the chair's finger.
  expect(Math.abs((after?.y ?? 0) - (before?.y ?? 0))).toBeLessThan(4);
});
