// What a first visit to a route downloads before its first paint, from Vite's build manifest: the entry
// (index.html) with its static imports, what main.tsx awaits before rendering, then the route's layouts and
// page (router.tsx's lazy routes) with their static imports. Dynamic imports inside those modules (charts,
// dialogs, the Markdown pipeline…) load later and are not counted. Used by bundle-size.mjs.

/** What main.tsx awaits before the first render: the public part of the Spanish catalogue (i18n/index.ts). */
export const BEFORE_RENDER = ['src/i18n/es-public.ts'];

/**
 * The modules router.tsx loads around each kind of page: layouts, and the staff part of the catalogue with the
 * staff layout (keep in step with router.tsx; the unit test checks that router.tsx or i18n/index.ts imports each). The banner is full screen, outside the public layout.
 */
export const LAYOUTS = {
  public: ['src/components/data-layer.tsx', 'src/layouts/public-layout.tsx'],
  banner: ['src/components/data-layer.tsx'],
  staff: ['src/components/data-layer.tsx', 'src/layouts/app-layout.tsx', 'src/i18n/es-staff.ts'],
};

/**
 * The parts of the catalogue router.tsx's PAGE_MESSAGES has a page wait for beyond the public one and the staff
 * layout's (keep in step); a staff page not named there waits for `STAFF_PAGE_MESSAGES` (decision 032).
 */
export const PAGE_MESSAGES = {
  roomPapers: ['src/i18n/es-papers.ts'],
  roomPaper: ['src/i18n/es-papers.ts'],
  presidentSessions: ['src/i18n/es-console.ts'],
  staffFinder: [],
};

/** What a staff page waits for unless PAGE_MESSAGES names its parts: the chair's and the office's (loadOfficeMessages). */
export const STAFF_PAGE_MESSAGES = ['src/i18n/es-console.ts', 'src/i18n/es-office.ts'];

/**
 * The pages staff keep open on a phone all day (decision 032): their first visit, signed in, is held to a budget of its
 * own in bytes and in files (bundle-size.mjs), and the build groups their chunks to that count of files (vite.config.ts).
 */
export const PHONE_PAGES = ['/staff/finder', '/president/sessions/:id'];
/** The files a phone page's first visit may load (each a request with about 1 KiB of headers). */
export const PHONE_FILES = 8;
/**
 * The phone pages' own build (vite.config.ts, `vite build --mode phone`): its mode, where it leaves its manifest
 * (relative to the web app's folder) and the prefix of its files in dist/assets. A phone page the server draws for a
 * signed-in visitor loads its scripts from it (scripts/prerender.mjs).
 */
export const PHONE_BUILD = { mode: 'phone', manifest: 'build-meta/phone-manifest.json', prefix: 'phone-' };

/** Which layout a route of APP_ROUTES renders in (router.tsx: public routes but the banner, the banner, the rest). */
export function layoutOf(route) {
  if (route.access !== 'public') return 'staff';
  return route.key === 'banner' ? 'banner' : 'public';
}

/** The page module of every route key as router.tsx's PAGES table imports it (`key: () => import('./routes/x')` → `src/routes/x`). */
export function pageSources(routerSource) {
  const pages = new Map();
  for (const [, key, spec] of routerSource.matchAll(/^\s*(\w+): \(\) => import\('\.\/([^']+)'\)/gm)) pages.set(key, `src/${spec}`);
  return pages;
}

/** The page module of every route key, read from router.tsx's PAGES table, as keys of the build manifest. */
export function pageModules(routerSource, manifest) {
  return new Map([...pageSources(routerSource)].map(([key, spec]) => [key, resolveModule(spec, manifest)]));
}

/** A source path without extension (as imported) to its manifest key. */
function resolveModule(spec, manifest) {
  for (const ext of ['', '.tsx', '.ts', '/index.tsx', '/index.ts']) if (manifest[`${spec}${ext}`]) return `${spec}${ext}`;
  throw new Error(`${spec} is not in the build manifest`);
}

/**
 * The output files (JavaScript) of some manifest entries and of everything they import statically; with
 * `withCss`, their style sheets too.
 */
function staticClosure(manifest, keys, withCss = false) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    if (withCss) for (const css of chunk.css ?? []) files.add(css);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const key of keys) visit(key);
  return files;
}

/**
 * The modules a first visit to a route loads before its first paint: manifest keys, or with `pages` from
 * `pageSources`, source paths without extension (`src/routes/x`); index.html stands for the entry, `src/main.tsx`.
 */
export function firstVisitModules(route, pages) {
  const page = pages.get(route.key) ?? pages.get('placeholder');
  if (!page) throw new Error(`router.tsx has no page module for ${route.key}`);
  const messages = PAGE_MESSAGES[route.key] ?? (layoutOf(route) === 'staff' ? STAFF_PAGE_MESSAGES : []);
  return ['index.html', ...BEFORE_RENDER, ...LAYOUTS[layoutOf(route)], ...messages, page];
}

/** The JavaScript files a first visit to a route downloads before its first paint. */
export function firstVisitFiles(manifest, route, pages) {
  return staticClosure(manifest, firstVisitModules(route, pages));
}

/**
 * What the service worker precaches of the build's chunks: the first-visit JavaScript and CSS of every public
 * page (the shell is part of each). Staff chunks are fetched on demand and cached when first used.
 */
export function publicPrecache(manifest, routes, pages) {
  const files = new Set();
  for (const route of routes) {
    if (layoutOf(route) === 'staff') continue;
    for (const file of staticClosure(manifest, firstVisitModules(route, pages), true)) files.add(file);
  }
  return files;
}

/**
 * Per route, the JavaScript a first visit needs beyond what index.html already names (the entry and its static
 * imports): the layout, the page and their static imports, which the browser would otherwise only request once the
 * entry has run. The server names them in the HTML it answers for that route (`<link rel="modulepreload">`, decision
 * 028), so they download from the start, alongside the entry; a staff page's (`signedIn`) only to a visit with a
 * session cookie (decision 032). Returns `[{ path, files, signedIn? }]` with `files` as absolute URLs (`/assets/…`).
 */
export function routePreloads(manifest, routes, pages) {
  const entry = staticClosure(manifest, ['index.html']);
  return routes.map((route) => {
    const files = [...staticClosure(manifest, firstVisitModules(route, pages))].filter((f) => !entry.has(f));
    return { path: route.path, files: files.map((f) => `/${f}`), ...(layoutOf(route) === 'staff' ? { signedIn: true } : {}) };
  });
}
