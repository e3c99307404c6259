// Compiles the server to plain JavaScript: apps/server/src/main.ts → apps/server/dist/main.mjs (one ESM bundle
// with a source map), plus the worker-thread files the server starts by path, next to it under the names the
// source uses (workers/pool.ts finds `<name>.worker.mjs` next to itself: dist/<name>.worker.mjs). The packages loaded at
// every start are compiled in, with the workspace's own @quorum/shared (TypeScript source); the rest stay in
// node_modules. Run by `npm start` when the bundle is stale.
// Usage: node scripts/build-server.mjs [output folder inside apps/server, default apps/server/dist]
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const serverDist = path.join(root, 'apps/server/dist');
export const serverBundle = path.join(serverDist, 'main.mjs');
/** What the bundle is made of: a change in any of them makes it stale. */
export const serverSources = [
  'apps/server/src',
  'packages/shared/src',
  'apps/server/package.json',
  'packages/shared/package.json',
  'scripts/build-server.mjs',
].map((p) => path.join(root, p));

const src = path.join(root, 'apps/server/src');
/** The bundle's entries: the server, and each worker thread's file (a worker starts from a file of its own). */
const entryPoints = [
  { in: path.join(src, 'main.ts'), out: 'main' },
  // Every worker file of the pool's folder (src/workers/*.worker.mjs).
  ...readdirSync(path.join(src, 'workers'))
    .filter((file) => file.endsWith('.worker.mjs'))
    .map((file) => ({ in: path.join(src, 'workers', file), out: file.replace(/\.mjs$/, '') })),
];

/**
 * The packages the server loads at every start, compiled into the bundle with everything they import: reading
 * one file instead of about 1,200 from node_modules halves the start (decision 023). Plain JavaScript only,
 * that reads no file of its own by path. Any other bare import stays external, resolved from node_modules at
 * run time: native modules (better-sqlite3, sharp), packages that read their own files or start their own
 * workers by path (the Inter fonts, swagger and swagger-ui, piscina, pino's transports), and what the server
 * loads only when a request needs it (PDF, spreadsheets, images, S3, mail, the password estimator).
 */
const compiledIn = new Set([
  'better-auth',
  '@better-auth/core',
  'bowser',
  'diff',
  'fastify',
  'fastify-type-provider-zod',
  '@fastify/accept-negotiator',
  '@fastify/compress',
  '@fastify/multipart',
  '@fastify/rate-limit',
  '@fastify/static',
  'helmet',
  'i18n-iso-countries',
  'kysely',
  'papaparse',
  'pg',
  'secure-json-parse',
  'yazl',
  'zod',
]);
/** Imported by a compiled-in package, yet kept external: they read files next to themselves. */
const keptOut = new Set(['pino', '@fastify/swagger', 'better-sqlite3', 'sharp', 'piscina']);
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
const compiled = ({ path: specifier, importer }) =>
  specifier.startsWith('@quorum/') ||
  specifier.endsWith('.json') ||
  compiledIn.has(packageOf(specifier)) ||
  (importer.includes(`${path.sep}node_modules${path.sep}`) && !keptOut.has(packageOf(specifier)));
const packagesExternal = {
  name: 'packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (compiled(args) ? undefined : { path: args.path, external: true }));
  },
};

/** Builds into `outdir` (emptied first); it must sit in apps/server, as the server finds the web app and package.json relative to itself. */
export async function buildServer(outdir = serverDist) {
  rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints,
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // The map points at the sources on disk rather than holding them: the packages' sources would add ~40 MiB
    // to the running server (Node keeps the map of --enable-source-maps).
    sourcemap: true,
    sourcesContent: false,
    // What the server imports only when a request needs it (`await import(…)`: PDF, spreadsheets, images, S3,
    // the password estimator) is a chunk of its own, loaded then, with the packages it imports.
    splitting: true,
    chunkNames: 'chunk-[hash]',
    // The certificates' and the acta's workers load their TypeScript code through tsx when run from source;
    // compiled, that code is in the bundle and tsx is not loaded.
    define: { QUORUM_COMPILED: 'true' },
    plugins: [packagesExternal],
    logLevel: 'warning',
    legalComments: 'none',
    // Compiled-in CommonJS packages call require(): an ES module has none, so the bundle makes one.
    banner: { js: "import { createRequire as quorumRequire } from 'node:module'; const require = quorumRequire(import.meta.url);" },
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = performance.now();
  const outdir = process.argv[2] ? path.resolve(process.argv[2]) : serverDist;
  await buildServer(outdir);
  console.log(`Servidor compilado en ${path.relative(root, outdir)} (${Math.round(performance.now() - started)} ms).`);
}
