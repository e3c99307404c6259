import { defineConfig } from 'vitest/config';

// One run for every unit and server test project; e2e runs separately with Playwright.
export default defineConfig({
  test: { projects: ['packages/shared', 'apps/server', 'apps/web'] },
});
