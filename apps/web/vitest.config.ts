import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

/**
 * Web tests, with the app's own Vite plugins (React, MUI's light-only theme files). Pure modules
 * (`*.test.ts`) run in Node; component tests (`*.test.tsx`) run in jsdom: each starts with the
 * docblock `// @vitest-environment jsdom` (a project of the root's `projects` cannot split itself
 * by file pattern) and renders through `src/test-utils.tsx`.
 */
export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      name: 'web',
      include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
      environment: 'node',
      setupFiles: ['src/test-setup.ts'],
      isolate: false,
      server: { deps: { inline: ['i18next'] } },
      // A component test renders MUI in jsdom: on the two-core machine busy with CI's three lanes (load about 10) one
      // that takes 1 s alone has taken 21 s, so each has an explicit ceiling well above vitest's 5 s default; none
      // asserts a duration.
      testTimeout: 30_000,
    },
  }),
);
