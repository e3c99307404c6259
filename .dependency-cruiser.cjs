// Import guard rails, checked by `npm run lint:imports` (a step of `npm test`):
//   npx depcruise --config .dependency-cruiser.cjs apps/web/src apps/server/src packages/shared/src
// Type-only imports count: a rule about who may know whom holds for types too.

/** The source folders whose modules must not import each other in a circle. */
const SOURCES = '^(apps/web/src|apps/server/src|packages/shared/src)/';

/** A feature folder (web or server) may import its own files, never another feature's. */
const crossFeature = (app) => ({
  name: `no-cross-feature-${app}`,
  comment: `A feature in apps/${app}/src/features imports another feature: move what both need to a shared place (lib/, components/, packages/shared).`,
  severity: 'error',
  from: { path: `^apps/${app}/src/features/([^/]+)/` },
  to: { path: `^apps/${app}/src/features/`, pathNot: `^apps/${app}/src/features/$1/` },
});

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import cycle: modules that need each other cannot be understood, tested or loaded one at a time.',
      severity: 'error',
      from: { path: SOURCES },
      to: { circular: true },
    },
    crossFeature('web'),
    crossFeature('server'),
    {
      name: 'no-server-src-to-test',
      comment: 'Server code imports from apps/server/test: only tests (*.test.ts) may use the test harness.',
      severity: 'error',
      from: { path: '^apps/server/src/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/server/test/' },
    },
    {
      name: 'no-components-to-features',
      comment: 'apps/web/src/components is shared by features and must not depend on one: move the piece into components/ or lib/.',
      severity: 'error',
      from: { path: '^apps/web/src/components/' },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'no-web-to-server',
      comment: 'The web app reaches the server over HTTP only; what both need lives in packages/shared.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'no-server-to-web',
      comment: 'The server serves the built web app from disk; it never imports its code. What both need lives in packages/shared.',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to nothing (a typo, a missing package, a broken path alias).',
      severity: 'error',
      from: { path: SOURCES },
      // MUI's light-only theme files, resolved by a plugin in apps/web/vite.config.ts.
      to: { couldNotResolve: true, pathNot: '^@mui/material/styles/(createThemeNoVars|ThemeProviderNoVars)$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Counts `import type` too (the rules above are about knowledge, not only about run time).
    tsPreCompilationDeps: true,
    // Path aliases and baseUrl (none today; the workspaces resolve through node_modules/@quorum/*).
    tsConfig: { fileName: 'tsconfig.base.json' },
    // @quorum/shared resolves through its package.json "exports" to packages/shared/src.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
    },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
