import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption, type Rollup } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { APP_ROUTES } from '../../packages/shared/src/routes';
import { WEB_PAGES_FILE, WEB_RENDERER, type WebPage } from '../../packages/shared/src/web-build';
import {
  firstVisitModules,
  layoutOf,
  type Manifest,
  PHONE_BUILD,
  PHONE_FILES,
  PHONE_PAGES,
  pageModules,
  pageSources,
  publicPrecache,
  routePreloads,
} from './scripts/first-visit.mjs';

/** Folder of this file: the web app's root whatever the working directory of the build. */
const root = decodeURIComponent(new URL('.', import.meta.url).pathname);

/** `@flags/…`: flag-icons' SVG folder (4:3 and 1:1), wherever npm installed the package. */
const flags = path.join(path.dirname(createRequire(import.meta.url).resolve('flag-icons/package.json')), 'flags');

/**
 * packages/shared has no `sideEffects` field (it is the server's too); its modules are pure, so an
 * unused module (zod schemas) is dropped from chunks that only need the route table or messages.
 */
const sharedIsPure: PluginOption = {
  name: 'quorum-shared-is-pure',
  transform(code, id) {
    if (id.includes('/packages/shared/src/')) return { code, map: null, moduleSideEffects: false };
    return null;
  },
};

/**
 * MUI's light-only variants of createTheme and ThemeProvider (what the public ones pick for a theme
 * without CSS variables) keep the CSS-variables machinery (~8 KiB gzipped) out of the entry chunk.
 * MUI's exports map only allows folder imports, so the build resolves these two files by hand; the
 * dev server (pre-bundled MUI) re-exports the public ones. Types: src/mui-no-vars.d.ts.
 * MUI's own default theme, `createTheme()` without options (what a component outside our ThemeProvider draws with:
 * `styles/defaultTheme.js`, which every styled component imports, and `Box`'s), is the same theme from either: the
 * public createTheme hands no options to createThemeNoVars unchanged. The build resolves the two modules' import of
 * it to the light-only variant (`MUI_DEFAULT_THEME`), or the machinery is back in every page.
 */
const MUI_NO_VARS = /^@mui\/material\/styles\/(createThemeNoVars|ThemeProviderNoVars)$/;
/** The two MUI modules that build a default theme with `createTheme()`, and how each imports createTheme. */
const MUI_DEFAULT_THEME = [
  { importer: /[\\/]@mui[\\/]material[\\/]esm[\\/]styles[\\/]defaultTheme\.js$/, source: './createTheme.js' },
  { importer: /[\\/]@mui[\\/]material[\\/]esm[\\/]Box[\\/]Box\.js$/, source: '../styles/index.js' },
];
/** A virtual module exporting the light-only createTheme of the styles folder after the colon, for those two. */
const MUI_DEFAULT_THEME_ID = '\0mui-default-theme:';
const muiNoVars = (command: 'build' | 'serve'): PluginOption => ({
  name: 'quorum-mui-no-vars',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (command === 'build' && importer && MUI_DEFAULT_THEME.some((m) => m.source === source && m.importer.test(importer))) {
      return `${MUI_DEFAULT_THEME_ID}${path.dirname(path.resolve(path.dirname(importer), source))}`;
    }
    const match = MUI_NO_VARS.exec(source);
    if (!match) return null;
    if (command === 'build') {
      const styles = await this.resolve('@mui/material/styles', importer, { ...options, skipSelf: true });
      if (styles && /[\\/]styles[\\/]index\.js$/.test(styles.id)) return styles.id.replace(/index\.js$/, `${match[1]}.js`);
    }
    return `\0mui-no-vars:${match[1]}`;
  },
  load(id) {
    if (id.startsWith(MUI_DEFAULT_THEME_ID)) {
      const noVars = JSON.stringify(path.join(id.slice(MUI_DEFAULT_THEME_ID.length), 'createThemeNoVars.js'));
      return `export { default, default as createTheme } from ${noVars};`;
    }
    if (!id.startsWith('\0mui-no-vars:')) return null;
    const name = id.slice('\0mui-no-vars:'.length);
    const exported = name === 'createThemeNoVars' ? 'createTheme' : 'ThemeProvider';
    return `export { ${exported} as default } from '@mui/material/styles';`;
  },
});

/**
 * The Markdown pipeline (`@quorum/shared/markdown` and markdown-it with its dependencies) in a chunk of its
 * own, `markdown-it-*.js`, downloaded only by pages that show Markdown; `scripts/bundle-size.mjs --check` fails
 * when a first visit to `/` or `/login` would load it.
 */
const MARKDOWN_MODULES =
  /[\\/](?:node_modules[\\/](?:markdown-it|mdurl|uc\.micro|linkify-it|punycode\.js|entities)[\\/]|packages[\\/]shared[\\/]src[\\/]markdown\.ts$)/;

/** Where the build leaves Vite's manifest: next to dist, not in it, so the server never serves it. */
export const MANIFEST_PATH = path.join(root, 'build-meta', 'manifest.json');
/**
 * Modules loaded with `import()` that Vite's manifest lists without their name: a page that loads a dialog on demand
 * (components/lazy-dialog.tsx) shares its chunk with code the dialog imports too, so Rollup gives the chunk no facade
 * module and Vite keys it `_<file>`; a layout, the data layer or a part of the catalogue sits inside the shell or the
 * staff chunk (`chunking()`). The build adds each one's own key back (source path → the entry of its chunk), and keys
 * the entry `index.html` in the phone pages' build too, whose entry is `src/main.tsx` itself.
 * `pages`: the app's build writes the routes' preloads (`WEB_PAGES_FILE`) too.
 */
function buildMeta(manifestPath: string, { pages }: { pages: boolean }): PluginOption {
  const unnamedPages = new Map<string, string>();
  return {
    name: 'quorum-build-meta',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      unnamedPages.clear();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const facade = chunk.facadeModuleId;
        const key = !facade ? `_${path.basename(chunk.fileName)}` : chunk.isEntry ? 'index.html' : relativeToRoot(facade);
        if (chunk.isEntry && facade && key !== relativeToRoot(facade)) unnamedPages.set('index.html', relativeToRoot(facade));
        for (const id of chunk.moduleIds) {
          if (id === facade || !this.getModuleInfo(id)?.dynamicImporters.length) continue;
          unnamedPages.set(relativeToRoot(id), key);
        }
      }
    },
    writeBundle(options) {
      const dist = options.dir ?? path.join(root, 'dist');
      const written = path.join(dist, '.vite', 'manifest.json');
      if (!existsSync(written)) return;
      mkdirSync(path.dirname(manifestPath), { recursive: true });
      renameSync(written, manifestPath);
      rmSync(path.dirname(written), { recursive: true, force: true });
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
      for (const [source, key] of unnamedPages) if (manifest[key] && !manifest[source]) manifest[source] = manifest[key];
      writeFileSync(manifestPath, JSON.stringify(manifest, null, 2));
      if (!pages) return;
      const modules = pageModules(readFileSync(path.join(root, 'src', 'router.tsx'), 'utf8'), manifest);
      // The public routes' first-visit chunks beyond the entry's (scripts/first-visit.mjs `routePreloads`), which the
      // server names as modulepreload links in the HTML of those routes (decision 028); scripts/prerender.mjs adds
      // the pages it renders.
      const list: WebPage[] = routePreloads(manifest, APP_ROUTES, modules);
      writeFileSync(path.join(dist, WEB_PAGES_FILE), JSON.stringify(list));
    },
  };
}
const relativeToRoot = (id: string) => path.relative(root, id).split(path.sep).join('/');

/**
 * zod itself (not its message locales) in a chunk of its own, `zod-*.js`: public form pages load it after their
 * first paint (decision 027), and `scripts/bundle-size.mjs --check` fails when a first visit to one of them would
 * load it before.
 */
const ZOD_MODULES = /[\\/]node_modules[\\/]zod[\\/](?!(?:v4[\\/])?locales[\\/])/;

/** Any module of zod, its message locales too: never placed in a chunk by route (`routeChunks`). */
const ANY_ZOD_MODULE = /[\\/]node_modules[\\/]zod[\\/]/;
/** packages/shared's barrel, `@quorum/shared`, which `importsOf` follows name by name. */
const SHARED_BARREL = /[\\/]packages[\\/]shared[\\/]src[\\/]index\.ts$/;

type ModuleMeta = Parameters<Rollup.GetManualChunk>[1];
/** The few fields of an ESTree node (Rollup's `ModuleInfo.ast`) that following the barrel reads. */
interface AstNode {
  type: string;
  source?: { value: unknown } | null;
  specifiers?: {
    type: string;
    local?: { name?: string; value?: string };
    imported?: { name?: string; value?: string };
    exported?: { name?: string; value?: string };
  }[];
  declaration?: { type: string; id?: { name: string } | null; declarations?: { id: { type: string; name?: string } }[] } | null;
  exported?: unknown;
}

const nameOf = (node?: { name?: string; value?: string }) => node?.name ?? node?.value ?? '';

/** A module's import or export source (`./x`) as the module id it resolved to. */
function resolvedSource(meta: ModuleMeta, id: string, source: string): string | undefined {
  if (!source.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(id), source);
  return meta
    .getModuleInfo(id)
    ?.importedIds.find((imported) => imported === base || imported.replace(/(?:[\\/]index)?\.tsx?$/, '') === base);
}

/**
 * The module of packages/shared that declares `name`, followed from a module that exports it (the barrel, or a schema
 * module re-exporting its rules); undefined when it cannot be told (`export * as`, a default).
 */
function declaringModule(meta: ModuleMeta, id: string, name: string, depth = 0): string | undefined {
  const info = meta.getModuleInfo(id);
  const body = (info?.ast as { body?: AstNode[] } | null)?.body;
  if (!body || depth > 8) return undefined;
  for (const node of body) {
    if (node.type !== 'ExportNamedDeclaration') continue;
    const decl = node.declaration;
    if (!node.source && decl) {
      const names = decl.id ? [decl.id.name] : (decl.declarations ?? []).map((d) => d.id.name ?? '');
      if (names.includes(name)) return id;
    }
    for (const spec of node.specifiers ?? []) {
      if (nameOf(spec.exported) !== name) continue;
      if (!node.source) return id;
      const from = resolvedSource(meta, id, String(node.source.value));
      return from && declaringModule(meta, from, nameOf(spec.local), depth + 1);
    }
  }
  for (const node of body) {
    if (node.type !== 'ExportAllDeclaration' || node.exported || !node.source) continue;
    const from = resolvedSource(meta, id, String(node.source.value));
    const found = from && declaringModule(meta, from, name, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * What a module imports, with packages/shared's barrel replaced by the modules that declare the names it imports from
 * it: the barrel names every module of shared (schemas and zod too), of which a page uses a few rules.
 */
function importsOf(meta: ModuleMeta, id: string): string[] {
  const info = meta.getModuleInfo(id);
  const imported = info?.importedIds ?? [];
  const barrel = imported.find((i) => SHARED_BARREL.test(i));
  if (!barrel) return [...imported];
  const names = new Set<string>();
  for (const node of (info?.ast as { body?: AstNode[] } | null)?.body ?? []) {
    if (node.type !== 'ImportDeclaration' && !(node.type === 'ExportNamedDeclaration' && node.source)) continue;
    if (node.source?.value !== '@quorum/shared') continue;
    for (const spec of node.specifiers ?? []) {
      if (spec.type === 'ImportSpecifier' || spec.type === 'ExportSpecifier') names.add(nameOf(spec.imported ?? spec.local));
    }
  }
  const declaring = [...names].map((name) => declaringModule(meta, barrel, name));
  return [...imported.filter((i) => i !== barrel), ...declaring.filter((d): d is string => d !== undefined)];
}

/** A source path as router.tsx and first-visit.mjs name it (`src/routes/x`, no extension) to its file. */
function sourceFile(spec: string): string {
  const base = spec === 'index.html' ? 'src/main.tsx' : spec;
  for (const ext of ['', '.tsx', '.ts', '/index.tsx', '/index.ts']) {
    const file = path.join(root, `${base}${ext}`);
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  throw new Error(`${spec}: no such module`);
}

/** The entry's module, `src/main.tsx`. */
const ENTRY_MODULE = sourceFile('index.html');

/**
 * What a staff page other than the phone pages may load more so that the phone pages load fewer files: characters of
 * code before minification (2026-12-05: up to 2.7 KiB gzipped more on a staff page, each within its 300 KiB).
 */
const STAFF_PAGE_ALLOWANCE = 40_000;
/**
 * What a public page may load more over all merges, in the same characters (2026-12-06: 4,000 took the phone pages from
 * 17 and 30 files to 14 and 23; no public page grew by more than 0.5 KiB gzipped, most shrank, every one within its
 * ceiling), and what each phone page may load more for the other's merges (12,000: the finder 182.3 → 183.6 KiB brotli,
 * the console 197.4 → 196.6).
 */
const PUBLIC_PAGE_ALLOWANCE = 4_000;
const PHONE_PAGE_ALLOWANCE = 12_000;

/** Modules the same routes load on their first visit (`routeChunks`): one chunk. */
interface Group {
  /** The routes (indices of APP_ROUTES) whose first visit loads the chunk. */
  routes: Set<number>;
  modules: string[];
  /** The modules' code before minification, in characters: what a route that loads the chunk downloads, roughly. */
  size: number;
}

/**
 * Merges the groups a phone page loads (decision 032) until it loads at most `files` of them, each time the two that
 * add the fewest bytes to other routes' first visits: a route that loaded one of them loads both, and the groups
 * their modules import. A merge is made only while no route has been given more than `allowance(route)` over all
 * merges (`added`, kept across calls). Every route still loads what it loaded; some load more, in fewer files.
 * `imports` gives a module's static imports; `groups` and `groupOf` are updated in place.
 */
function mergeForPhone(
  groups: Set<Group>,
  groupOf: Map<string, Group>,
  imports: (id: string) => string[],
  phone: number,
  files: number,
  allowance: (route: number) => number,
  added: Map<number, number>,
): void {
  const depsCache = new Map<Group, Set<Group>>();
  const depsOf = (group: Group) => {
    let deps = depsCache.get(group);
    if (!deps) {
      deps = new Set(group.modules.flatMap((id) => imports(id).flatMap((i) => groupOf.get(i) ?? [])));
      deps.delete(group);
      depsCache.set(group, deps);
    }
    return deps;
  };
  /** The groups a route loading any of `start` loads with them. */
  const reach = (start: Group[]) => {
    const seen = new Set<Group>();
    const visit = (group: Group) => {
      if (seen.has(group)) return;
      seen.add(group);
      for (const dep of depsOf(group)) visit(dep);
    };
    for (const group of start) visit(group);
    return seen;
  };
  for (;;) {
    const loaded = [...groups].filter((group) => group.routes.has(phone));
    if (loaded.length <= files) return;
    let best: { a: Group; b: Group; reached: Set<Group>; adds: Map<number, number>; cost: number } | undefined;
    for (const [i, a] of loaded.entries()) {
      for (const b of loaded.slice(i + 1)) {
        const reached = reach([a, b]);
        const adds = new Map<number, number>();
        for (const route of new Set([...a.routes, ...b.routes])) {
          let n = 0;
          for (const group of reached) if (!group.routes.has(route)) n += group.size;
          if (n) adds.set(route, n);
        }
        if ([...adds].some(([route, n]) => (added.get(route) ?? 0) + n > allowance(route))) continue;
        const cost = [...adds.values()].reduce((sum, n) => sum + n, 0);
        if (!best || cost < best.cost) best = { a, b, reached, adds, cost };
      }
    }
    if (!best) return;
    const { a, b, reached, adds } = best;
    for (const [route, n] of adds) added.set(route, (added.get(route) ?? 0) + n);
    const merged: Group = { routes: new Set([...a.routes, ...b.routes]), modules: [...a.modules, ...b.modules], size: a.size + b.size };
    for (const group of reached) for (const route of merged.routes) group.routes.add(route);
    groups.delete(a);
    groups.delete(b);
    groups.add(merged);
    for (const id of merged.modules) groupOf.set(id, merged);
    depsCache.clear();
  }
}

/**
 * Per module, the routes (indices of APP_ROUTES, of those `routes` names) whose first visit loads it: the static imports
 * followed from each route's first-visit modules (scripts/first-visit.mjs, the same the budgets count). Modules only
 * parts on demand import are not named.
 */
function routesReaching(meta: ModuleMeta, routes: number[]): Map<string, number[]> {
  const pages = pageSources(readFileSync(path.join(root, 'src', 'router.tsx'), 'utf8'));
  const routesOf = new Map<string, number[]>();
  for (const index of routes) {
    const closure = new Set<string>();
    const visit = (id: string) => {
      if (closure.has(id)) return;
      closure.add(id);
      for (const next of importsOf(meta, id)) visit(next);
    };
    for (const spec of firstVisitModules(APP_ROUTES[index], pages)) visit(sourceFile(spec));
    for (const id of closure) routesOf.set(id, [...(routesOf.get(id) ?? []), index]);
  }
  return routesOf;
}

/**
 * Whether the chunks by route leave a module to Rollup: zod (reached through modules whose schemas no first visit
 * runs; zod's own barrel names its message locales too) and any module that imports it (a schema module of shared,
 * whoever imports a rule of it), and the entry, which stays a chunk of its own that imports the rest: it awaits the
 * catalogue at its top level, and the modules after it in a chunk of both would only run after that await (the
 * catalogue itself among them).
 */
function leftToRollup(meta: ModuleMeta, id: string): boolean {
  if (ANY_ZOD_MODULE.test(id) || id === ENTRY_MODULE) return true;
  return (meta.getModuleInfo(id)?.importedIds ?? []).some((i) => ANY_ZOD_MODULE.test(i));
}

/** A manualChunks function from a map computed once, when Rollup first asks. */
function computedOnce(compute: (meta: ModuleMeta) => Map<string, string>): Rollup.GetManualChunk {
  let chunkOf: Map<string, string> | null = null;
  return (id, meta) => {
    chunkOf ??= compute(meta);
    return chunkOf.get(id);
  };
}

/**
 * Chunks by the routes whose first visit loads a module (decision 032). Rollup cuts a file for each set of dynamic
 * imports (pages, layouts, dialogs, tabs) that reach a module: a staff page loaded a hundred files. Here the modules
 * that the same routes load on their first visit are one chunk: `shell-*.js` (every route: React, the router, MUI's
 * core, i18next, the public and shared texts, the query client), `staff-*.js` (every staff page and no public one: the
 * staff layout and its part of the catalogue) and `common-*.js` for any other set of two routes or more. No route's
 * first visit loads a byte more, as every route that loads one module of a chunk loads them all; a part loaded on
 * demand may bring the rest of its chunk. Then the chunks a phone page loads are merged into fewer (`mergeForPhone`),
 * which gives other staff pages a little more to load, and a public page or the other phone page a very little more:
 * fewer files for a phone page's visit the server does not draw (a search kept in the finder's address), and fewer
 * boundaries, which compress better (without the merges every public page loads 0.3–2.1 KiB gzipped more). Modules
 * only one route loads are left to Rollup (with its page).
 */
function routeChunks(): Rollup.GetManualChunk {
  return computedOnce((meta) => {
    const indices = APP_ROUTES.map((_, index) => index);
    const all = indices.join(',');
    const staff = APP_ROUTES.flatMap((route, index) => (layoutOf(route) === 'staff' ? [index] : [])).join(',');
    const byRoutes = new Map<string, Group>();
    for (const [id, routes] of routesReaching(meta, indices)) {
      if (routes.length < 2 || leftToRollup(meta, id)) continue;
      const key = routes.join(',');
      const group = byRoutes.get(key) ?? { routes: new Set(routes), modules: [], size: 0 };
      group.modules.push(id);
      group.size += meta.getModuleInfo(id)?.code?.length ?? 0;
      byRoutes.set(key, group);
    }
    const groups = new Set(byRoutes.values());
    const groupOf = new Map([...groups].flatMap((group) => group.modules.map((id) => [id, group] as const)));
    const isPublic = APP_ROUTES.map((route) => layoutOf(route) !== 'staff');
    const phones = PHONE_PAGES.map((phonePath) => APP_ROUTES.findIndex((route) => route.path === phonePath));
    // A public page loads at most PUBLIC_PAGE_ALLOWANCE more, a phone page PHONE_PAGE_ALLOWANCE, another staff page
    // STAFF_PAGE_ALLOWANCE.
    const added = new Map<number, number>();
    const allowance = (route: number) =>
      isPublic[route] ? PUBLIC_PAGE_ALLOWANCE : phones.includes(route) ? PHONE_PAGE_ALLOWANCE : STAFF_PAGE_ALLOWANCE;
    const imports = (id: string) => importsOf(meta, id);
    // Besides its groups, a phone page loads the entry and its own page's chunk (the modules only it loads).
    for (const phone of phones) mergeForPhone(groups, groupOf, imports, phone, PHONE_FILES - 2, allowance, added);
    const chunkOf = new Map<string, string>();
    for (const group of groups) {
      const key = [...group.routes].sort((x, y) => x - y).join(',');
      const name = key === all ? 'shell' : key === staff ? 'staff' : `common-${createHash('sha256').update(key).digest('hex').slice(0, 6)}`;
      for (const id of group.modules) chunkOf.set(id, name);
    }
    return chunkOf;
  });
}

/**
 * The modules of a first visit (`closure`) that code outside it can load: imported, statically or on demand, by a
 * module outside it (a part loaded later, another page), or by one of those.
 */
function loadableFromOutside(meta: ModuleMeta, closure: Set<string>): Set<string> {
  const linked = (id: string, way: 'importers' | 'imported') => {
    const info = meta.getModuleInfo(id);
    if (!info) return [];
    return way === 'importers' ? [...info.importers, ...info.dynamicImporters] : [...info.importedIds, ...info.dynamicallyImportedIds];
  };
  const outside = new Set<string>();
  const stack = [...closure].filter((id) => linked(id, 'importers').some((importer) => !closure.has(importer)));
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (outside.has(id)) continue;
    outside.add(id);
    for (const next of linked(id, 'imported')) if (closure.has(next) && !outside.has(next)) stack.push(next);
  }
  return outside;
}

/**
 * The phone pages' own build's chunks (`PHONE_BUILD`, decision 032): what both phone pages load on their first visit
 * in `phones-*.js`; what only one loads in a chunk named by its route's key (`staffFinder-*.js`), and beside it, in
 * `<key>-shared-*.js`, what of that the code outside its first visit can load too (MUI's components a part loaded
 * later or another page uses), so that the other phone page's later parts never load the first one's page. Besides
 * these, each loads only the entry. Every other module of that build is Rollup's, for a visit that goes on from a
 * phone page.
 */
function phoneChunks(): Rollup.GetManualChunk {
  return computedOnce((meta) => {
    const phones = PHONE_PAGES.map((phonePath) => APP_ROUTES.findIndex((route) => route.path === phonePath));
    const reaching = routesReaching(meta, phones);
    const chunkOf = new Map<string, string>();
    for (const phone of phones) {
      const closure = new Set([...reaching].flatMap(([id, routes]) => (routes.includes(phone) ? [id] : [])));
      const outside = loadableFromOutside(meta, closure);
      const key = APP_ROUTES[phone]?.key ?? 'phone';
      for (const id of closure) {
        if (leftToRollup(meta, id)) continue;
        const only = reaching.get(id)?.length === 1;
        chunkOf.set(id, !only ? 'phones' : outside.has(id) ? `${key}-shared` : key);
      }
    }
    return chunkOf;
  });
}

/** manualChunks: the Markdown pipeline and zod, then the chunks by route (of the app's build or the phone pages'). */
function chunking(byRoute: Rollup.GetManualChunk): Rollup.GetManualChunk {
  return (id, meta) => {
    if (MARKDOWN_MODULES.test(id)) return 'markdown-it';
    if (ZOD_MODULES.test(id)) return 'zod';
    return byRoute(id, meta);
  };
}

/**
 * The service worker's precache (decision 025): the shell and the public pages' first-visit JavaScript and
 * CSS (scripts/first-visit.mjs), the Inter faces of their text, headings and buttons (400, 600, 700, 800; basic
 * Latin), and the HTML, logo and web manifest. The install icons are the browser's to fetch. Every other hashed
 * asset (staff chunks, the charts, the Markdown pipeline, flags, the English catalogue, other faces) is cached
 * the first time it is fetched (runtime CacheFirst below).
 */
async function precacheOnlyPublic<T extends { url: string }>(entries: T[]): Promise<{ manifest: T[]; warnings: string[] }> {
  const manifest = JSON.parse(readFileSync(MANIFEST_PATH, 'utf8')) as Manifest;
  const pages = pageModules(readFileSync(path.join(root, 'src', 'router.tsx'), 'utf8'), manifest);
  const wanted = publicPrecache(manifest, APP_ROUTES, pages);
  const seen = new Set<string>();
  const kept = entries.filter(({ url }) => {
    // The manifest's icons are listed by the glob and by the web manifest: once is enough.
    if (seen.has(url)) return false;
    seen.add(url);
    if (url.startsWith('icons/')) return false;
    return !url.startsWith('assets/') || wanted.has(url) || /^assets\/inter-latin-(?:400|600|700|800)-normal-/.test(url);
  });
  return { manifest: kept, warnings: [] };
}

const pwa = VitePWA({
  // Our own code registers the worker (src/service-worker-registration.ts), with the seed's rule.
  injectRegister: false,
  registerType: 'prompt',
  strategies: 'generateSW',
  filename: 'service-worker.js',
  manifestFilename: 'manifest.webmanifest',
  includeAssets: ['logo.svg', 'favicon.svg'],
  // The install icons (12 KiB) are the browser's to fetch when it installs the app, not every phone's precache.
  includeManifestIcons: false,
  manifest: {
    name: 'Quórum',
    short_name: 'Quórum',
    description: 'Gestión de conferencias de Modelo de Naciones Unidas: comisiones, sesiones, delegados y certificados.',
    lang: 'es',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#000000',
    background_color: '#F7F7F7',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/logo.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  },
  workbox: {
    // Candidates for the precache, narrowed by precacheOnlyPublic (other font subsets load on demand).
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}', 'assets/inter-latin-[0-9]*.woff2'],
    // Flags (one SVG per country) load when a page shows them; they are not part of the shell.
    globIgnores: ['assets/[a-z][a-z]-*.svg'],
    manifestTransforms: [precacheOnlyPublic],
    // Hashed assets never change: once fetched (a staff page's chunks, a flag) they are served from the
    // cache, offline too.
    runtimeCaching: [
      {
        urlPattern: /\/assets\//,
        handler: 'CacheFirst',
        options: { cacheName: 'assets', expiration: { maxEntries: 400 }, cacheableResponse: { statuses: [200] } },
      },
    ],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api\//],
    // A new worker takes over at once; the page reloads itself when it sees the new worker
    // installed (seed §4), so the reload is served by the new worker's precache.
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
  },
}) as PluginOption;

/**
 * The server build of src/prerender.tsx that scripts/prerender.mjs runs after the browser's build (decision 029):
 * everything bundled (one copy of React, MUI and emotion, resolved as the browser's build resolves them), without
 * the service worker or the manifest.
 */
const SSR_BUILD = { outDir: WEB_RENDERER.folder, emptyOutDir: true, target: 'node20', sourcemap: false, copyPublicDir: false };

/** What the browser's builds share: the app's (into an empty dist) and the phone pages' (beside it). */
const BROWSER_BUILD = {
  outDir: 'dist',
  // The chunk graph scripts/bundle-size.mjs reads; moved out of dist by `buildMeta`.
  manifest: true,
  target: 'es2022',
  // ANALYZE_MAPS=1: hidden source maps beside the chunks (the same code); `plain`: not minified either, to read a
  // CPU profile's functions by name (bench/web.ts, BENCH_PROFILE).
  sourcemap: process.env.ANALYZE_MAPS ? ('hidden' as const) : false,
  ...(process.env.ANALYZE_MAPS === 'plain' ? { minify: false } : {}),
  chunkSizeWarningLimit: 600,
};

/**
 * The phone pages' own build (`vite build --mode phone`, after the app's; decision 032): the same app from its entry
 * module, its files beside the app's in dist (`assets/phone-*`), chunked for the two phone pages' first visits
 * (`phoneChunks`). Only a phone page the server draws for a signed-in visitor names its scripts
 * (scripts/prerender.mjs); no HTML, public files or service worker of its own.
 */
const phonePagesBuild = () => ({
  ...BROWSER_BUILD,
  emptyOutDir: false,
  copyPublicDir: false,
  rollupOptions: {
    input: ENTRY_MODULE,
    output: {
      manualChunks: chunking(phoneChunks()),
      onlyExplicitManualChunks: true,
      entryFileNames: `assets/${PHONE_BUILD.prefix}[name]-[hash].js`,
      chunkFileNames: `assets/${PHONE_BUILD.prefix}[name]-[hash].js`,
    },
  },
});

export default defineConfig(({ command, isSsrBuild, mode }) => {
  const phone = mode === PHONE_BUILD.mode;
  const browserPlugins = phone
    ? [buildMeta(path.join(root, PHONE_BUILD.manifest), { pages: false })]
    : [buildMeta(MANIFEST_PATH, { pages: true }), pwa];
  return {
    root,
    resolve: { alias: { '@flags': flags } },
    ssr: { noExternal: true },
    plugins: [sharedIsPure, muiNoVars(command), react(), ...(isSsrBuild ? [] : browserPlugins)],
    server: {
      port: 5173,
      proxy: {
        '/api': {
          target: 'http://localhost:3000',
          // The server rejects a foreign Origin on writes; in development the page's origin is Vite's,
          // so the proxy presents the request as coming from the server's own origin.
          configure: (proxy) => {
            proxy.on('proxyReq', (proxyReq) => {
              if (proxyReq.getHeader('origin')) proxyReq.setHeader('origin', 'http://localhost:3000');
            });
          },
        },
      },
    },
    build: isSsrBuild
      ? SSR_BUILD
      : phone
        ? phonePagesBuild()
        : {
            ...BROWSER_BUILD,
            emptyOutDir: true,
            // Only the modules chunking() names go to its chunks: their imports stay where Rollup puts them (a module
            // the staff layout imports that a public page loads too must not bring the staff chunk to that page).
            rollupOptions: { output: { manualChunks: chunking(routeChunks()), onlyExplicitManualChunks: true } },
          },
  };
});
