import { defineConfig } from '@playwright/test';

// Browser tests drive Debian's Chromium. Each spec file gets a worker of its own and, through the `server`
// worker fixture (support/fixtures.ts), a real server on a fresh data directory (or PostgreSQL database).
export default defineConfig({
  testDir: './tests',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  outputDir: '../.test-results/playwright',
  use: {
    locale: 'es-ES',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
