import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// The public pages a phone opens first come rendered, by the build or by the server (decision 029), with every style
// their drawing made. A browser that takes them over should only attach React to them: no style compiled again on a
// phone's main thread while it hydrates, no mismatch reported.
test.use({ data: { demo: true }, viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });

/** Rules the browser's emotion inserted itself (the style tags it creates carry `data-emotion="css"` alone). */
function rulesCompiledByBrowser(page: Page): Promise<number> {
  return page.evaluate(() =>
    [...document.querySelectorAll('style[data-emotion="css"]')].reduce(
      (sum, tag) => sum + ((tag as HTMLStyleElement).sheet?.cssRules.length ?? 0),
      0,
    ),
  );
}

for (const path of ['/', '/login', '/register', '/data', '/meets']) {
  test(`${path} hydrates with the styles it came with`, async ({ page, server }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    // Sent rendered: the page's markup is in the HTML.
    expect(await (await page.request.get(`${server.url}${path}`)).text()).toContain('<div id="root" data-prerendered>');
    await page.goto(`${server.url}${path}`);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('main')).toBeVisible();
    expect(await rulesCompiledByBrowser(page)).toBe(0);
    expect(problems.filter((text) => /hydrat|did not match|Minified React error/i.test(text))).toEqual([]);
  });
}
