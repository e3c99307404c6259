import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Written by the web build next to index.html (apps/web/vite.config.ts, decision 028). */
const ROUTE_PRELOADS_FILE = '.route-preloads.json';

const ASSET_URL = /^\/assets\/[\w.-]+\.js$/;

export interface RoutePage {
  /** The route's path as a pattern: `/banner/:id` matches `/banner/<anything but a slash>`. */
  pattern: RegExp;
  /**
   * The route's page with its `<link rel="modulepreload">` tags in its head: the page rendered at build time when
   * the build wrote one (decision 029), else index.html.
   */
  html: string;
}

/**
 * The page of each public route: the one the build rendered for it (its markup and styles in index.html, so a phone
 * paints it before any JavaScript has run; decision 029) or index.html, with `<link rel="modulepreload">` for the
 * chunks its first visit needs beyond the entry's, so a phone requests them all at once instead of after the entry
 * has run. Empty when the build wrote no list (an older build): every page is then the plain index.html.
 */
export function routePages(webDist: string): RoutePage[] {
  const listPath = path.join(webDist, ROUTE_PRELOADS_FILE);
  if (!existsSync(listPath)) return [];
  const index = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const routes = JSON.parse(readFileSync(listPath, 'utf8')) as { path: string; files: string[]; html?: string }[];
  return routes.map((route) => {
    const links = route.files
      .filter((file) => ASSET_URL.test(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
      .join('');
    const pattern = new RegExp(`^${route.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}/?$`);
    return { pattern, html: (route.html ?? index).replace('</head>', () => `${links}</head>`) };
  });
}

let read: { dir: string; index: string; pages: RoutePage[] } | null = null;

/**
 * The HTML a page at `pathname` starts from, for a route that adds to it (an article's Open Graph tags): its
 * route's page with the preloads, or index.html. Read once per process.
 */
export function pageHtml(webDist: string, pathname: string): string {
  if (read?.dir !== webDist)
    read = { dir: webDist, index: readFileSync(path.join(webDist, 'index.html'), 'utf8'), pages: routePages(webDist) };
  return read.pages.find((p) => p.pattern.test(pathname))?.html ?? read.index;
}
