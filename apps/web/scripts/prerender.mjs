// Writes the pages of the routes `ROUTE_PAGES` names (@quorum/shared/web-build, decisions 029 and 041) into the
// build's list of pages (`WEB_PAGES_FILE` in dist, the contract with the server): for a `built` route, index.html
// with the page's markup in `#root` and its emotion styles in the head, rendered now by a server build of
// src/prerender.tsx; for a `rendered` one, index.html with the marks where the server puts the markup, styles and
// title it renders on request.
// Run by `npm run build` after the browser's builds (the app's and the phone pages', whose scripts a staff page drawn for
// the session names), under tsx (it reads the shared TypeScript).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { APP_ROUTES } from '@quorum/shared';
import { PAGE_MARKS, ROUTE_PAGES, WEB_PAGES_FILE, WEB_RENDERER, webPagesSchema } from '@quorum/shared/web-build';
import { build } from 'vite';
import { firstVisitFiles, PHONE_BUILD, PHONE_PAGES, pageModules } from './first-visit.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const PAGES = path.join(dist, WEB_PAGES_FILE);

/**
 * index.html, or a page drawn from it, whose scripts are a page's own (`page`: its entry and the chunks its first visit
 * loads besides; a phone page's, from the phone pages' build, decision 032) instead of the app's (`app.entry`, the module
 * script Vite wrote, and `app.preloads`, the chunks index.html preloads for it), both taken out by their exact tags.
 * `afterPaint`: a staff page drawn for the session (decision 041) paints from its HTML and its scripts only make it
 * work: `/after-paint.js` asks for them once the page has painted, from the list in `#page-scripts`. Otherwise they are
 * asked at once, where the app's were.
 */
export function withPageScripts(html, app, page, { afterPaint }) {
  const tags = [
    `<script type="module" crossorigin src="${app.entry}"></script>`,
    ...app.preloads.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`),
  ];
  const own = afterPaint
    ? '<script defer src="/after-paint.js"></script>'
    : [
        `<script type="module" crossorigin src="${page.entry}"></script>`,
        ...page.preloads.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`),
      ].join('');
  let document = html;
  for (const [index, tag] of tags.entries()) {
    if (!document.includes(tag)) throw new Error(`index.html has no ${tag}`);
    document = document.replace(tag, () => (index === 0 ? own : ''));
  }
  if (!afterPaint) return document;
  const list = JSON.stringify(page);
  return document.replace('</body>', () => `<script type="application/json" id="page-scripts">${list}</script></body>`);
}

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

/** The app's entry and the chunks index.html preloads for it (its static imports), as URLs. */
function appScripts(manifest) {
  const entry = manifest['index.html'];
  return { entry: `/${entry.file}`, preloads: (entry.imports ?? []).map((key) => `/${manifest[key].file}`) };
}

/**
 * A phone page's scripts (first-visit.mjs `PHONE_PAGES`) from the phone pages' build: its entry and every other file its
 * first visit loads. Only a phone page is drawn for a signed-in visitor.
 */
function phonePageScripts(manifest) {
  const pages = pageModules(readFileSync(path.join(root, 'src', 'router.tsx'), 'utf8'), manifest);
  const entry = `/${manifest['index.html'].file}`;
  return (route) => {
    if (!PHONE_PAGES.includes(route.path)) throw new Error(`${route.path} is drawn for a signed-in visitor but is no phone page`);
    const files = [...firstVisitFiles(manifest, route, pages)].map((file) => `/${file}`);
    return { entry, preloads: files.filter((file) => file !== entry) };
  };
}

async function main() {
  await build({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { ssr: 'src/prerender.tsx' },
  });
  const { renderPage } = await import(pathToFileURL(path.join(root, WEB_RENDERER.folder, WEB_RENDERER.file)).href);
  const index = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const routes = webPagesSchema.parse(JSON.parse(readFileSync(PAGES, 'utf8')));
  const readAsset = (href) => readFileSync(path.join(dist, href), 'utf8');
  const app = appScripts(JSON.parse(readFileSync(path.join(root, 'build-meta', 'manifest.json'), 'utf8')));
  const phoneScripts = phonePageScripts(JSON.parse(readFileSync(path.join(root, PHONE_BUILD.manifest), 'utf8')));
  for (const appRoute of APP_ROUTES) {
    const { key, path: routePath } = appRoute;
    const page = ROUTE_PAGES[key];
    if (!page) continue;
    const route = routes.find((r) => r.path === routePath);
    if (!route) throw new Error(`${routePath} is not a route of the build`);
    if ('rendered' in page) {
      const html = pageDocument(index, PAGE_MARKS, readAsset);
      // Only a phone page is drawn for a signed-in visitor: the page drawn, and the route's own index.html for the visits
      // it is not drawn for by their query (a search kept in the finder's address), name its phone pages' build scripts.
      const scripts = route.signedIn ? phoneScripts(appRoute) : null;
      route.page = {
        mode: 'rendered',
        html: scripts ? withPageScripts(html, app, scripts, { afterPaint: true }) : html,
        apis: [...page.rendered],
      };
      if (scripts) route.page.afterPaint = true;
      if (scripts && 'fits' in page) route.index = withPageScripts(index, app, scripts, { afterPaint: false });
      if (page.visitor) route.page.visitor = true;
      if ('fits' in page) route.page.fits = page.fits;
    } else {
      // A parameter's value is not drawn (a token is only sent with the form): any stands in for the visit's.
      const param = typeof page.built === 'object' ? page.built.withParam : null;
      const html = pageDocument(index, await renderPage(param ? `${routePath}?${param}=x` : routePath), readAsset);
      route.page = { mode: 'built', html, fits: page.built };
    }
  }
  writeFileSync(PAGES, JSON.stringify(webPagesSchema.parse(routes)));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
