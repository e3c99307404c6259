import { describe, expect, it } from 'vitest';
import type { Role } from './roles';
import { APP_ROUTES, type AppRoute, canOpenRoute, pageTitle, type RouteKey, routePath } from './routes';

const route = (key: RouteKey): AppRoute => {
  const found = APP_ROUTES.find((r) => r.key === key);
  if (!found) throw new Error(`no route ${key}`);
  return found;
};
const as = (role: Role, comissionId: string | null = null) => ({ role, comissionId });

describe('APP_ROUTES', () => {
  it('has unique paths and unique keys', () => {
    const paths = APP_ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    const keys = APP_ROUTES.map((r) => r.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each([
    ['/', 'Inicio'],
    ['/login', 'Inicio Sesión'],
    ['/verificator', 'Validación de Datos'],
    ['/register', 'PreRegistro'],
    ['/tyc', 'Terminos y Condiciones'],
    ['/privacy-policy', 'Politica de Privacidad'],
    ['/meets', 'Llamado a lista'],
    ['/in', 'Proyecta Aquí'],
    ['/data', null],
    ['/banner/:id', 'Banner'],
    ['/load', 'Carga Delegados'],
    ['/president/add/delegation/:id', 'Delegaciones'],
    ['/president/dashboard/:id', 'Inicio'],
    ['/president/sessions/:id', 'Sesión'],
    ['/secretary/dashboard', 'Dashboard'],
    ['/secretary/access', 'Permisos'],
    ['/secretary/delegations', 'Listas'],
    ['/staff/finder', 'Buscador Delegados'],
    ['/staff/publisher', 'Prensa'],
    ['/profile', 'Mi Perfil'],
  ])('names %s exactly as the seed: %j', (path, name) => {
    const found = APP_ROUTES.find((r) => r.path === path);
    expect(found, path).toBeDefined();
    expect(found?.name).toBe(name);
  });

  it('marks every president route as commission-scoped and open to Presidente and Gestor only', () => {
    const president = APP_ROUTES.filter((r) => r.path.startsWith('/president/'));
    expect(president.length).toBeGreaterThan(0);
    for (const r of president) {
      expect(r, r.path).toMatchObject({ commissionScoped: true });
      expect([...(r.access as readonly Role[])].sort(), r.path).toEqual(['Gestor', 'Presidente']);
      expect(r.path.endsWith('/:id'), r.path).toBe(true);
    }
  });

  it('keeps secretary routes for the Gestor only', () => {
    for (const r of APP_ROUTES.filter((x) => x.path.startsWith('/secretary/'))) expect(r.access, r.path).toEqual(['Gestor']);
  });
});

describe('pageTitle', () => {
  it('is "{name} | Quórum", or "Quórum" alone for a route without a name', () => {
    expect(pageTitle('Inicio')).toBe('Inicio | Quórum');
    expect(pageTitle('Inicio Sesión')).toBe('Inicio Sesión | Quórum');
    expect(pageTitle(null)).toBe('Quórum');
    expect(pageTitle(route('data').name)).toBe('Quórum');
  });
});

describe('routePath', () => {
  it('fills the :id of a pattern, encoded', () => {
    expect(routePath('presidentDashboard', 'c1')).toBe('/president/dashboard/c1');
    expect(routePath('banner', 'a b/c')).toBe('/banner/a%20b%2Fc');
    expect(routePath('login')).toBe('/login');
  });
});

describe('canOpenRoute', () => {
  const dashboard = route('presidentDashboard');

  it('lets a Presidente open their own commission’s pages but not another’s, nor one without an id', () => {
    expect(canOpenRoute(dashboard, as('Presidente', 'c1'), 'c1')).toBe(true);
    expect(canOpenRoute(dashboard, as('Presidente', 'c1'), 'c2')).toBe(false);
    expect(canOpenRoute(dashboard, as('Presidente', 'c1'))).toBe(false);
    expect(canOpenRoute(dashboard, as('Presidente', null), 'c1')).toBe(false);
  });

  it('lets a Gestor open any commission’s president pages', () => {
    expect(canOpenRoute(dashboard, as('Gestor'), 'c1')).toBe(true);
    expect(canOpenRoute(route('presidentDelegations'), as('Gestor'), 'c9')).toBe(true);
  });

  it('keeps Logistica out of president and secretary pages, but lets them into the staff area', () => {
    expect(canOpenRoute(dashboard, as('Logistica'), 'c1')).toBe(false);
    expect(canOpenRoute(route('secretaryUsers'), as('Logistica'))).toBe(false);
    expect(canOpenRoute(route('staffFinder'), as('Logistica'))).toBe(true);
    expect(canOpenRoute(route('staffPublisher'), as('Logistica'))).toBe(true);
  });

  it('keeps a Presidente out of secretary pages and the staff area', () => {
    expect(canOpenRoute(route('secretaryDashboard'), as('Presidente', 'c1'))).toBe(false);
    expect(canOpenRoute(route('staffFinder'), as('Presidente', 'c1'))).toBe(false);
  });

  it('lets a Gestor into the staff area', () => {
    expect(canOpenRoute(route('staffFinder'), as('Gestor'))).toBe(true);
  });

  it('refuses every staff route to an anonymous visitor and opens every public one', () => {
    for (const r of APP_ROUTES as readonly AppRoute[]) {
      expect(canOpenRoute(r, null, 'c1'), r.path).toBe(r.access === 'public');
    }
  });

  it('lets any signed-in role open /profile', () => {
    for (const role of ['Gestor', 'Presidente', 'Logistica'] as const) expect(canOpenRoute(route('profile'), as(role))).toBe(true);
  });
});
