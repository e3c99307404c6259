// Import guard rails, checked by `npm run lint:imports` (a step of `npm test`):
//   npx depcruise --config .dependency-cruiser.cjs apps/web/src apps/server/src packages/shared/src
// Type-only imports count: a rule about who may know whom holds for types too.

/** The source folders whose modules must not import each other in a circle. */
const SOURCES = '^(apps/web/src|apps/server/src|packages/shared/src)/';

/** An error when a module matching `from` imports one matching `to` (regular expressions over paths). */
const forbid = (name, comment, from, to) => ({ name, comment, severity: 'error', from, to });

/** A feature folder (web or server) may import its own files, never another feature's. */
const crossFeature = (app) =>
  forbid(
    `no-cross-feature-${app}`,
    `A feature in apps/${app}/src/features imports another feature: move what both need to a shared place (web: data/, lib/, components/; server: domain/, lib/; packages/shared).`,
    { path: `^apps/${app}/src/features/([^/]+)/` },
    { path: `^apps/${app}/src/features/`, pathNot: `^apps/${app}/src/features/$1/` },
  );

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    forbid(
      'no-circular',
      'An import cycle: modules that need each other cannot be understood, tested or loaded one at a time.',
      { path: SOURCES },
      { circular: true },
    ),
    crossFeature('web'),
    crossFeature('server'),
    forbid(
      'no-server-src-to-test',
      'Server code imports from apps/server/test: only tests (*.test.ts) may use the test harness.',
      { path: '^apps/server/src/', pathNot: '\\.test\\.ts$' },
      { path: '^apps/server/test/' },
    ),
    forbid(
      'no-components-to-features',
      'apps/web/src/components is shared by features and must not depend on one: move the piece into components/ or lib/.',
      { path: '^apps/web/src/components/' },
      { path: '^apps/web/src/features/' },
    ),
    forbid(
      'no-web-to-layouts-or-routes',
      'apps/web/src/layouts (the app shell) and routes (the pages) compose features; a feature or a shared component must not depend on them.',
      { path: '^apps/web/src/(features|components)/' },
      { path: '^apps/web/src/(layouts|routes)/' },
    ),
    forbid(
      'no-data-to-ui',
      'apps/web/src/data holds the queries and the session that several features read: it imports only lib/ and @quorum/shared, never a feature, component, layout or route.',
      { path: '^apps/web/src/data/' },
      { path: '^apps/web/src/', pathNot: '^apps/web/src/(data|lib)/' },
    ),
    forbid(
      'no-server-layers-to-features',
      "apps/server/src/{lib,db,plugins,auth,domain,web,workers} are the layers under the features: they must not depend on one (composition lives in app.ts, main.ts and cli/). A worker file (workers/*.worker.mjs) is the exception: it is where a thread starts, and loads the code that thread runs, a feature's included.",
      {
        path: '^apps/server/src/(lib|db|plugins|auth|domain|web|workers)/',
        pathNot: ['\\.test\\.ts$', '^apps/server/src/workers/[^/]+\\.worker\\.mjs$'],
      },
      { path: '^apps/server/src/features/' },
    ),
    forbid(
      'web-through-its-index',
      'apps/server/src/web serves the built web app behind one small contract, web/index.ts: nothing outside the folder imports its other files.',
      { path: '^apps/server/src/', pathNot: '^apps/server/src/web/' },
      { path: '^apps/server/src/web/', pathNot: '^apps/server/src/web/index\\.ts$' },
    ),
    forbid(
      'http-at-the-edge',
      "HTTP stays at the edge: only app.ts, plugins/, auth/, web/ and a feature's *.routes.ts or *.http.ts know Fastify. Use cases, repositories, domain/, db/ and lib/ take plain values ({ actor, ip }, a file's bytes) and answer plain values; an HTTP helper lives in plugins/.",
      { path: '^apps/server/src/(lib|domain|db|features|workers)/', pathNot: '(\\.routes|\\.http|\\.test)\\.ts$' },
      { path: '(^|/)node_modules/(fastify|@fastify/[^/]+|light-my-request)/' },
    ),
    forbid(
      'no-lib-to-domain',
      'apps/server/src/lib holds tools without product rules: it must not depend on domain/ or auth/.',
      { path: '^apps/server/src/lib/', pathNot: '\\.test\\.ts$' },
      { path: '^apps/server/src/(domain|auth)/' },
    ),
    forbid(
      'no-web-to-server',
      'The web app reaches the server over HTTP only; what both need lives in packages/shared.',
      { path: '^apps/web/' },
      { path: '^apps/server/' },
    ),
    forbid(
      'no-server-to-web',
      'The server serves the built web app from disk; it never imports its code. What both need lives in packages/shared.',
      { path: '^apps/server/' },
      { path: '^apps/web/' },
    ),
    forbid(
      'not-to-unresolvable',
      'An import that resolves to nothing (a typo, a missing package, a broken path alias).',
      { path: SOURCES },
      // MUI's light-only theme files, resolved by a plugin in apps/web/vite.config.ts.
      { couldNotResolve: true, pathNot: '^@mui/material/styles/(createThemeNoVars|ThemeProviderNoVars)$' },
    ),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Counts `import type` too (the rules above are about knowledge, not only about run time).
    tsPreCompilationDeps: true,
    // TypeScript's module resolution settings (no `paths` today: the workspaces resolve through
    // node_modules/@quorum/*). A path alias added to one app's tsconfig must be added here too, or its
    // imports fail not-to-unresolvable.
    tsConfig: { fileName: 'tsconfig.base.json' },
    // @quorum/shared resolves through its package.json "exports" to packages/shared/src.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
    },
    exclude: { path: '(^|/)dist/' },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
