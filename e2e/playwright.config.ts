import { defineConfig } from '@playwright/test';
import { browserPath } from './support/browser-path.mjs';

// Browser tests drive Debian's Chromium headless shell (support/browser-path.mjs). Two workers (one per core) each keep one browser and run spec after spec;
// the `server` fixture (support/fixtures.ts) gives each spec file a real compiled server on a data directory (or
// PostgreSQL database) of its own, except the read-only specs that share their worker's (`shared: true`). The
// global set-up compiles the server and loads the demo once. Tests sign in through the API (support/app.ts).
// On PostgreSQL `npm test` runs only the tests tagged @postgres (the live bus, kept pages moved by other
// connections' commits): the rest run on SQLite, and every route runs on both in the server suite.
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  workers: 2,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  outputDir: '../.test-results/playwright',
  use: {
    locale: 'es-ES',
    // The service worker's precache (about 140 files a new context) is asserted by navigation.spec.ts alone,
    // which allows it; elsewhere it would only compete with the pages for the two cores.
    serviceWorkers: 'block',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: browserPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
