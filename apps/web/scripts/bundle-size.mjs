// JavaScript budgets per route (docs/decisions/025-javascript-budgets-and-precache.md). For every route of
// APP_ROUTES it prints the gzipped JavaScript a first visit downloads before its first paint (first-visit.mjs) —
// for a page rendered at build time (decision 029), which paints from its HTML, before it hydrates — and the
// gzipped size of the service worker's precache.
// Usage: npm run build -w apps/web && npx tsx apps/web/scripts/bundle-size.mjs [--check] [--hold] (tsx: it reads the
// build's contract with the server, @quorum/shared/web-build, in TypeScript)
// --check fails (exit 1), listing what broke and the biggest contributors, when a route goes over its budget
// (or over the ceiling it is held at, bundle-ceilings.json), when the precache goes over its budget, or when a
// first visit to any page would download the Markdown pipeline (markdown-it-*.js, see vite.config.ts), or when
// any page would download zod (zod-*.js) before its first paint, or when a public page over the budget is not painted
// from its HTML (its ceiling does not hold that).
// The pages staff keep open on a phone all day (issue 28: the door's finder, the chair's console) have a budget of
// their own, signed in: what the server sends of their first visit's JavaScript (brotli, as scripts/precompress.mjs
// writes it), and in how many files (each a request with its headers, about 1 KiB), from the phone pages' own build
// (first-visit.mjs `PHONE_BUILD`), whose scripts the page drawn for the session names. Decision 032.
// --hold rewrites bundle-ceilings.json: every route (and the precache, and a phone page's bytes and files) still over
// its budget is held at today's size + 1 KiB (today's count of files), so it can only shrink.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { buildSync } from 'esbuild';
import { WEB_PAGES_FILE, webPagesSchema } from '@quorum/shared/web-build';
import { firstVisitFiles, layoutOf, PHONE_BUILD, PHONE_FILES, PHONE_PAGES, pageModules } from './first-visit.mjs';

const KIB = 1024;
/** Gzipped JavaScript before the first paint: public pages, and any route. */
const PUBLIC_BUDGET = 150 * KIB;
const ROUTE_BUDGET = 300 * KIB;
/** The phone pages (decision 032, first-visit.mjs `PHONE_PAGES`): brotli bytes of their first visit, signed in. */
const PHONE_BUDGET = 200 * KIB;
/** Gzipped size of everything the service worker precaches. */
const PRECACHE_BUDGET = 500 * 1000;

const check = process.argv.includes('--check');
const hold = process.argv.includes('--hold');
const web = path.resolve(import.meta.dirname, '..');
const dist = path.join(web, 'dist');
const manifestPath = path.join(web, 'build-meta', 'manifest.json');
const ceilingsPath = path.join(import.meta.dirname, 'bundle-ceilings.json');
if (!existsSync(manifestPath)) throw new Error('no build manifest: run `npm run build -w apps/web` first');
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const phoneManifestPath = path.join(web, PHONE_BUILD.manifest);
if (!existsSync(phoneManifestPath)) throw new Error("no manifest of the phone pages' build: run `npm run build -w apps/web` first");
const phoneManifest = JSON.parse(readFileSync(phoneManifestPath, 'utf8'));

/** APP_ROUTES, bundled from the shared TypeScript source so the script needs no build of its own. */
async function loadRoutes() {
  const out = buildSync({
    entryPoints: [path.resolve(web, '../../packages/shared/src/routes.ts')],
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
  });
  const url = `data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString('base64')}`;
  return (await import(url)).APP_ROUTES;
}

const gzCache = new Map();
/** Gzipped size of a file of dist. */
function gz(file) {
  if (!gzCache.has(file)) gzCache.set(file, gzipSync(readFileSync(path.join(dist, file))).length);
  return gzCache.get(file);
}
const sum = (files) => [...files].reduce((n, f) => n + gz(f), 0);
const brCache = new Map();
/** Size of a file of dist as the server sends it: brotli at its highest quality, as scripts/precompress.mjs writes it. */
function br(file) {
  if (!brCache.has(file)) {
    const data = readFileSync(path.join(dist, file));
    const params = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: data.length };
    brCache.set(file, brotliCompressSync(data, { params }).length);
  }
  return brCache.get(file);
}
const kib = (n) => `${(n / KIB).toFixed(1)} KiB`;
const short = (file) => file.replace(/^assets\//, '');

const routes = await loadRoutes();
const router = readFileSync(path.join(web, 'src', 'router.tsx'), 'utf8');
const pages = pageModules(router, manifest);
/**
 * Routes rendered before their scripts run (decision 029), by the build or by the server on request (their `page`):
 * their first paint comes from the HTML and needs no JavaScript (0 before the paint); what they load before they
 * hydrate is held to the same budgets and ceilings.
 */
const preloadsPath = path.join(dist, WEB_PAGES_FILE);
const rendered = new Set(
  existsSync(preloadsPath)
    ? webPagesSchema.parse(JSON.parse(readFileSync(preloadsPath, 'utf8'))).flatMap((r) => (r.page ? [r.path] : []))
    : [],
);
const ceilings = existsSync(ceilingsPath) ? JSON.parse(readFileSync(ceilingsPath, 'utf8')) : {};
const problems = [];
const held = {};

console.log('gzipped JavaScript of a first visit: before its first paint, and for a page painted from its HTML, to hydrate');
console.log(`  ${'route'.padEnd(32)} ${'before paint'.padStart(12)} ${'to hydrate'.padStart(11)}`);
const paintedBeforeScripts = [];
for (const route of routes) {
  const files = firstVisitFiles(manifest, route, pages);
  const size = sum(files);
  const isPublic = layoutOf(route) !== 'staff';
  const budget = isPublic ? PUBLIC_BUDGET : ROUTE_BUDGET;
  const ceiling = ceilings[route.path] === undefined ? null : ceilings[route.path] * KIB;
  let verdict = 'ok';
  if (size > budget) {
    held[route.path] = Math.ceil((size + KIB) / KIB);
    if (ceiling !== null && size <= ceiling) verdict = `over budget, held at ${kib(ceiling)}`;
    else {
      verdict = ceiling === null ? `OVER BUDGET (${kib(budget)})` : `GREW past ${kib(ceiling)} (budget ${kib(budget)})`;
      const biggest = [...files]
        .sort((a, b) => gz(b) - gz(a))
        .slice(0, 6)
        .map((f) => `${short(f)} ${kib(gz(f))}`);
      problems.push(`${route.path}: ${kib(size)}, ${verdict}; biggest: ${biggest.join(', ')}`);
    }
  } else if (ceiling !== null) verdict = `ok (ceiling ${kib(ceiling)} can go)`;
  // A page painted from its HTML runs no script before that paint; what it loads to hydrate is held like the rest.
  const fromHtml = rendered.has(route.path);
  if (fromHtml && isPublic) paintedBeforeScripts.push(route.path);
  // The issue's budget for what runs before a public page's first paint holds without a ceiling: every public page
  // paints from its HTML (decision 029), or within the budget.
  if (isPublic && !fromHtml && size > PUBLIC_BUDGET) {
    problems.push(
      `${route.path} loads ${kib(size)} before its first paint (budget ${kib(PUBLIC_BUDGET)}) and is not painted from its HTML`,
    );
  }
  const [beforePaint, toHydrate] = fromHtml ? [kib(0), kib(size)] : [kib(size), '—'];
  console.log(
    `  ${route.path.padEnd(32)} ${beforePaint.padStart(12)} ${toHydrate.padStart(11)}  ${isPublic ? 'public' : 'staff '}  ${verdict}`,
  );
  const markdown = [...files].filter((f) => short(f).startsWith('markdown-it-'));
  // Markdown is loaded on demand where it shows (components/markdown-lazy.tsx): legal texts, news, the editors' previews.
  if (markdown.length) {
    problems.push(`a first visit to ${route.path} downloads the Markdown pipeline (${markdown.map(short).join(', ')})`);
  }
  const zod = [...files].filter((f) => /^zod-[\w-]+\.js$/.test(short(f)));
  // Forms check with the shared schemas after the first paint (decision 027), public and staff alike.
  if (zod.length) {
    problems.push(`a first visit to ${route.path} downloads zod before its first paint (${zod.map(short).join(', ')})`);
  }
}

console.log(
  "\nthe phone pages drawn for a signed-in visitor: JavaScript of a first visit as the server sends it (brotli), and its files, from the phone pages' build",
);
const phonePages = pageModules(router, phoneManifest);
for (const routePath of PHONE_PAGES) {
  const route = routes.find((r) => r.path === routePath);
  if (!route) throw new Error(`${routePath} is not a route of APP_ROUTES`);
  const files = firstVisitFiles(phoneManifest, route, phonePages);
  const size = [...files].reduce((n, f) => n + br(f), 0);
  const verdicts = [];
  for (const [what, value, budget, ceilingKey, show, holdAt] of [
    ['bytes', size, PHONE_BUDGET, `phone ${routePath}`, kib, (v) => Math.ceil((v + KIB) / KIB)],
    ['files', files.size, PHONE_FILES, `phone files ${routePath}`, String, (v) => v],
  ]) {
    const ceiling = ceilings[ceilingKey] === undefined ? null : ceilings[ceilingKey] * (what === 'bytes' ? KIB : 1);
    if (value <= budget) {
      verdicts.push(ceiling === null ? `${what} ok` : `${what} ok (ceiling ${show(ceiling)} can go)`);
      continue;
    }
    held[ceilingKey] = holdAt(value);
    if (ceiling !== null && value <= ceiling) verdicts.push(`${what} over budget (${show(budget)}), held at ${show(ceiling)}`);
    else {
      verdicts.push(`${what} OVER BUDGET (${show(budget)})`);
      problems.push(
        `the phone page ${routePath}: ${what === 'bytes' ? kib(value) : `${value} files`}, over ${show(budget)}${ceiling === null ? '' : ` and its ceiling ${show(ceiling)}`}`,
      );
    }
  }
  console.log(`  ${routePath.padEnd(32)} ${kib(size).padStart(12)} ${String(files.size).padStart(6)} files  ${verdicts.join(', ')}`);
  // The page's own chunk holds what nothing else of the build can load (vite.config.ts `phoneChunks`): a chunk outside
  // its first visit that imports it (a part loaded later, the other phone page, another page) would load the whole page.
  const own = phoneManifest[phonePages.get(route.key)].file;
  for (const chunk of Object.values(phoneManifest)) {
    if (files.has(chunk.file) || !(chunk.imports ?? []).some((key) => phoneManifest[key]?.file === own)) continue;
    problems.push(`${short(chunk.file)} loads the phone page ${routePath}'s own chunk (${short(own)}) from outside its first visit`);
  }
}

const publicRoutes = routes.filter((r) => layoutOf(r) !== 'staff').length;
console.log(`\npublic pages painted from their HTML before any script: ${paintedBeforeScripts.length} of ${publicRoutes}`);

// The precache: every URL the generated service worker lists.
const worker = readFileSync(path.join(dist, 'service-worker.js'), 'utf8');
const precached = [...new Set([...worker.matchAll(/url:"([^"]+)"/g)].map((m) => m[1].replace(/^\//, '')))];
const precacheSize = sum(precached);
const rawSize = precached.reduce((n, f) => n + readFileSync(path.join(dist, f)).length, 0);
console.log(`\nprecache: ${precached.length} files, ${kib(precacheSize)} gzipped (${kib(rawSize)} uncompressed)`);
const precacheCeiling = ceilings.precache === undefined ? null : ceilings.precache * KIB;
if (precacheSize > PRECACHE_BUDGET) {
  held.precache = Math.ceil((precacheSize + KIB) / KIB);
  if (precacheCeiling !== null && precacheSize <= precacheCeiling) console.log(`  over budget, held at ${kib(precacheCeiling)}`);
  else problems.push(`the precache is ${kib(precacheSize)} gzipped, over ${PRECACHE_BUDGET / 1000} KB`);
}

if (hold) {
  writeFileSync(ceilingsPath, `${JSON.stringify(held, null, 2)}\n`);
  console.log(`\n${Object.keys(held).length} routes held at today's size + 1 KiB in ${path.relative(process.cwd(), ceilingsPath)}`);
}
if (check) {
  for (const problem of problems) console.error(`✗ ${problem}`);
  if (problems.length) process.exit(1);
  console.log('\nwithin the budgets');
}
