import { existsSync } from 'node:fs';

/**
 * The browser the specs drive: `CHROMIUM_PATH` when set, else Debian's Chromium headless shell
 * (`chromium-headless-shell`, what Playwright itself runs headless: the whole suite in about a third less CPU than
 * the full browser), else Debian's full Chromium. Read by e2e/playwright.config.ts and scripts/test.mjs.
 */
export function browserPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file)) ?? '/usr/bin/chromium-headless-shell';
}
