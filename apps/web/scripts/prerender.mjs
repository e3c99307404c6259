// Renders the public pages a phone opens first at build time (decision 029): a server build of
// src/prerender.tsx, then, for each of its PRERENDERED routes, index.html with the page's markup in `#root` and
// its emotion styles in the head, written as `html` into the route's entry of the build's list of pages
// (`WEB_PAGES_FILE` in dist, the contract with the server in @quorum/shared/web-build), which
// the server answers that route with; a page drawn a second way (/register while open) also gets
// `variant: { api, field, html }`, a page drawn as it is without a query (/verificator) `queryless: true`, and a page
// drawn with a query parameter (/reset-password?token=) `param`, the name of that parameter. A route
// the server renders on request (RENDERED_ON_REQUEST: `/`) gets `live: { apis, html, visitor? }`, the page with marks
// where the server puts the markup, styles and title it renders.
// Run by `npm run build` after the browser's build, under tsx (it reads the contract's TypeScript).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PAGE_MARKS, WEB_PAGES_FILE, WEB_RENDERER, webPagesSchema } from '@quorum/shared/web-build';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const PAGES = path.join(dist, WEB_PAGES_FILE);

/**
 * index.html with a rendered page: its title; the app's style sheet written into the page (2–3 KB compressed: on a
 * slow network the sheet, which holds the first paint, otherwise shares the line with the page's scripts, and the
 * paint waited 1–3 s for it); the page's emotion styles before `</head>`; its markup instead of the boot overlay.
 */
export function pageDocument(index, { body, styles, title }, readAsset) {
  const escaped = title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const withRoot = index.replace(/<div id="root">.*?<\/div><\/div>/s, () => `<div id="root" data-prerendered>${body}</div>`);
  if (withRoot === index) throw new Error('index.html has no boot overlay in #root');
  return withRoot
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escaped}</title>`)
    .replace(/<link rel="stylesheet" crossorigin href="(\/assets\/[\w.-]+\.css)">/g, (_, href) => `<style>${readAsset(href)}</style>`)
    .replace('</head>', () => `${styles}</head>`);
}

async function main() {
  await build({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { ssr: 'src/prerender.tsx' },
  });
  const { renderPage, PRERENDERED, RENDERED_ON_REQUEST } = await import(
    pathToFileURL(path.join(root, WEB_RENDERER.folder, WEB_RENDERER.file)).href
  );
  const index = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const routes = webPagesSchema.parse(JSON.parse(readFileSync(PAGES, 'utf8')));
  const readAsset = (href) => readFileSync(path.join(dist, href), 'utf8');
  for (const { path: routePath, variant, queryless, param } of PRERENDERED) {
    const route = routes.find((r) => r.path === routePath);
    if (!route) throw new Error(`${routePath} is not a public route of the build`);
    // The parameter's value is not drawn (a token is only sent with the form): any stands in for the visit's.
    route.html = pageDocument(index, await renderPage(param ? `${routePath}?${param}=x` : routePath), readAsset);
    if (queryless) route.queryless = true;
    if (param) route.param = param;
    if (variant) {
      const html = pageDocument(index, await renderPage(routePath, { [variant.api]: variant.standIn }), readAsset);
      route.variant = { api: variant.api, field: variant.field, html };
    }
  }
  for (const { path: routePath, apis, visitor } of RENDERED_ON_REQUEST) {
    const route = routes.find((r) => r.path === routePath);
    if (!route) throw new Error(`${routePath} is not a public route of the build`);
    route.live = { apis, html: pageDocument(index, PAGE_MARKS, readAsset), ...(visitor ? { visitor } : {}) };
  }
  writeFileSync(PAGES, JSON.stringify(webPagesSchema.parse(routes)));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
