import { readFileSync } from 'node:fs';
import path from 'node:path';
import { APP_ROUTES } from '@quorum/shared';
import { describe, expect, it } from 'vitest';
import {
  BEFORE_RENDER,
  firstVisitFiles,
  LAYOUTS,
  PAGE_MESSAGES,
  STAFF_PAGE_MESSAGES,
  layoutOf,
  type Manifest,
  pageModules,
  publicPrecache,
  routePreloads,
} from './first-visit.mjs';

const routerSource = readFileSync(path.join(import.meta.dirname, '../src/router.tsx'), 'utf8');

/** A small build: the entry, the catalogue, the layouts and two pages sharing a forms chunk. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['src/i18n/es-public.ts'],
    css: ['assets/index.css'],
  },
  '_react.js': { file: 'assets/react.js' },
  'src/i18n/es-public.ts': { file: 'assets/es.js', isDynamicEntry: true },
  'src/i18n/es-staff.ts': { file: 'assets/es-staff.js', isDynamicEntry: true },
  'src/i18n/es-console.ts': { file: 'assets/es-console.js', isDynamicEntry: true },
  'src/i18n/es-office.ts': { file: 'assets/es-office.js', isDynamicEntry: true },
  'src/components/data-layer.tsx': { file: 'assets/data-layer.js', imports: ['_react.js'] },
  'src/layouts/public-layout.tsx': { file: 'assets/public-layout.js' },
  'src/layouts/app-layout.tsx': { file: 'assets/app-layout.js', imports: ['_menu.js'] },
  '_menu.js': { file: 'assets/menu.js' },
  'src/routes/login.tsx': { file: 'assets/login.js', imports: ['_forms.js'], dynamicImports: ['src/routes/dialog.tsx'] },
  'src/routes/dialog.tsx': { file: 'assets/dialog.js' },
  '_forms.js': { file: 'assets/forms.js', css: ['assets/forms.css'] },
  'src/routes/secretary/dashboard.tsx': { file: 'assets/dashboard.js', imports: ['_forms.js', '_charts.js'] },
  '_charts.js': { file: 'assets/charts.js' },
};
const pages = new Map([
  ['login', 'src/routes/login.tsx'],
  ['secretaryDashboard', 'src/routes/secretary/dashboard.tsx'],
]);
const login = { key: 'login', access: 'public' };
const dashboard = { key: 'secretaryDashboard', access: ['gestor'] };

describe('a first visit', () => {
  it('loads the entry, the catalogue, the public layout and the page with their static imports, not what they import lazily', () => {
    expect([...firstVisitFiles(manifest, login, pages)].sort()).toEqual(
      [
        'assets/data-layer.js',
        'assets/es.js',
        'assets/forms.js',
        'assets/index.js',
        'assets/login.js',
        'assets/public-layout.js',
        'assets/react.js',
      ].sort(),
    );
  });

  it('to a staff page loads the staff layout instead of the public one', () => {
    const files = firstVisitFiles(manifest, dashboard, pages);
    expect(files).toContain('assets/app-layout.js');
    expect(files).toContain('assets/menu.js');
    expect(files).toContain('assets/charts.js');
    expect(files).toContain('assets/es-staff.js');
    expect(files).not.toContain('assets/public-layout.js');
  });

  it('precaches the public pages with their style sheets and leaves the staff chunks out', () => {
    const precache = publicPrecache(manifest, [login, dashboard], pages);
    expect(precache).toContain('assets/forms.css');
    expect(precache).toContain('assets/index.css');
    expect(precache).not.toContain('assets/charts.js');
    expect(precache).not.toContain('assets/app-layout.js');
    expect(precache).not.toContain('assets/dialog.js');
    expect(precache).not.toContain('assets/es-staff.js');
  });

  it("names, for each page, the chunks beyond the entry's for the server to preload; a staff page's for a signed-in visit", () => {
    const preloads = routePreloads(
      manifest,
      [
        { ...login, path: '/login' },
        { ...dashboard, path: '/secretary/dashboard' },
      ],
      pages,
    );
    expect(preloads).toEqual([
      {
        path: '/login',
        files: ['/assets/es.js', '/assets/data-layer.js', '/assets/public-layout.js', '/assets/login.js', '/assets/forms.js'],
      },
      {
        path: '/secretary/dashboard',
        files: [
          '/assets/es.js',
          '/assets/data-layer.js',
          '/assets/app-layout.js',
          '/assets/menu.js',
          '/assets/es-staff.js',
          '/assets/es-console.js',
          '/assets/es-office.js',
          '/assets/dashboard.js',
          '/assets/forms.js',
          '/assets/charts.js',
        ],
        signedIn: true,
      },
    ]);
  });
});

describe('the route table the budgets read', () => {
  const everyModule = new Proxy({} as Manifest, { get: (_, key) => ({ file: `${String(key)}.js` }) });

  it('knows the page module of every route of APP_ROUTES from router.tsx', () => {
    const found = pageModules(routerSource, everyModule);
    for (const route of APP_ROUTES) expect(found.get(route.key), route.key).toMatch(/^src\/routes\//);
  });

  it('names layouts and awaited modules that router.tsx and main.tsx really load', () => {
    const i18nSource = readFileSync(path.join(import.meta.dirname, '../src/i18n/index.ts'), 'utf8');
    for (const module of BEFORE_RENDER) expect(i18nSource).toContain(`import('./${path.basename(module, '.ts')}')`);
    for (const module of new Set(Object.values(LAYOUTS).flat())) {
      if (module.startsWith('src/i18n/')) expect(i18nSource).toContain(`import('./${path.basename(module, '.ts')}')`);
      else expect(routerSource).toContain(`import('./${module.replace(/^src\//, '').replace(/\.tsx?$/, '')}')`);
    }
    expect(routerSource).toContain('loadStaffMessages()');
    for (const [key, modules] of Object.entries(PAGE_MESSAGES)) {
      expect(routerSource).toMatch(new RegExp(`\\b${key}: (?:load\\w+Messages|null),`));
      for (const module of modules) expect(i18nSource).toContain(`import('./${path.basename(module, '.ts')}')`);
    }
    expect(routerSource).toContain(': loadOfficeMessages;');
    for (const module of STAFF_PAGE_MESSAGES) expect(i18nSource).toContain(`import('./${path.basename(module, '.ts')}')`);
    expect(layoutOf({ key: 'banner', access: 'public' })).toBe('banner');
  });
});
