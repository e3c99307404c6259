import { defineConfig } from 'vitest/config';

// One run for every unit and server test project; e2e runs separately with Playwright. Two workers, one per
// core: each server test file owns its databases, data directories and ports.
export default defineConfig({
  test: { projects: ['packages/shared', 'apps/server', 'apps/web'], maxWorkers: 2 },
});
