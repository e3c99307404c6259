// Renders the public pages a phone opens first at build time (decision 029): a server build of
// src/prerender.tsx, then, for each of those routes, index.html with the page's markup in `#root` and its
// emotion styles in the head, written as `html` into the route's entry of dist/.route-preloads.json, which the
// server answers that route with. Run by `npm run build` after the browser's build.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const PRELOADS = path.join(dist, '.route-preloads.json');

/**
 * The routes rendered at build time, with the address each is rendered at. A route with an id renders the same
 * markup for any id (the banner says it is connecting until its data arrives).
 */
export const PRERENDERED = {
  '/': '/',
  '/login': '/login',
  '/register': '/register',
  '/data': '/data',
  '/meets': '/meets',
  '/banner/:id': '/banner/0',
};

/** index.html with a rendered page: its title, its styles before `</head>`, its markup instead of the boot overlay. */
export function pageDocument(index, { body, styles, title }) {
  const escaped = title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const withRoot = index.replace(/<div id="root">.*?<\/div><\/div>/s, () => `<div id="root" data-prerendered>${body}</div>`);
  if (withRoot === index) throw new Error('index.html has no boot overlay in #root');
  return withRoot.replace(/<title>[^<]*<\/title>/, () => `<title>${escaped}</title>`).replace('</head>', () => `${styles}</head>`);
}

async function main() {
  await build({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { ssr: 'src/prerender.tsx' },
  });
  const { renderPage } = await import(pathToFileURL(path.join(root, 'build-meta/ssr/prerender.js')).href);
  const index = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const routes = JSON.parse(readFileSync(PRELOADS, 'utf8'));
  for (const route of routes) {
    const address = PRERENDERED[route.path];
    if (!address) continue;
    route.html = pageDocument(index, await renderPage(address));
  }
  writeFileSync(PRELOADS, JSON.stringify(routes));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
