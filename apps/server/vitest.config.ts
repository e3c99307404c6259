import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One process per worker for every file: each file still builds its own app, databases and folders, but the
    // server's modules load once per worker instead of once per file (docs/CODE_STYLE.md, Tests).
    isolate: false,
    // Each database is migrated once, into a template every test app starts from; the server is compiled once for
    // the tests that start it as a process.
    globalSetup: ['test/database-templates.ts', 'test/compiled-server-build.ts'],
  },
});
