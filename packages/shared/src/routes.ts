import { type AccessActor, CHAIR_ROLES, isOwnCommission, roleHasCommission, SECRETARY_ROLES, STAFF_AREA_ROLES } from './access';
import type { Role } from './roles';
import type { LegalKind } from './schemas';

/** Who may open a route: anyone, any signed-in staff user, or the listed roles. */
export type RouteAccess = 'public' | 'staff' | readonly Role[];

/** The public GETs pages are rendered with (`ROUTE_PAGES` in ./web-build.ts), which the web app's queries read too. */
export const SETTINGS_PATH = '/api/settings';
export const PUBLIC_OFFER_PATH = '/api/access/public';
export const PUBLIC_COMMISSIONS_PATH = '/api/commissions/public';
export const REGISTRATION_OPTIONS_PATH = '/api/registration/options';
export const SETUP_STATUS_PATH = '/api/setup/status?token=:token';
/** Who is signed in (the session cookie's account and profile): a staff page the server draws is drawn for it. */
export const SESSION_PATH = '/api/auth/session';
export const legalPath = (kind: LegalKind): string => `/api/legal/${kind}`;
/** The headlines the home page shows. */
export const HOME_NEWS = 4;

/** One page of the web app. The router, the guards, the titles and the navigation read this table. */
export interface AppRoute {
  /** Stable key, used for i18n and navigation. */
  key: string;
  /** React Router path pattern. */
  path: string;
  /** Seed route name: the page title is "{name} | Quórum"; null shows "Quórum" alone. */
  name: string | null;
  access: RouteAccess;
  /** The route's `:id` is a commission id: a Presidente may only open their own. */
  commissionScoped?: boolean;
  /** Built and usable; false shows "not available yet". */
  ready: boolean;
}

const GESTOR = SECRETARY_ROLES;
const CHAIR = CHAIR_ROLES;
const STAFF_AREA = STAFF_AREA_ROLES;

/** Every route of the seed's §2 with its exact name, plus the pages PRODUCT.md adds. */
export const APP_ROUTES = [
  { key: 'home', path: '/', name: 'Inicio', access: 'public', ready: true },
  { key: 'login', path: '/login', name: 'Inicio Sesión', access: 'public', ready: true },
  { key: 'verificator', path: '/verificator', name: 'Validación de Datos', access: 'public', ready: true },
  { key: 'advisor', path: '/asesor', name: 'Asesores', access: 'public', ready: true },
  { key: 'register', path: '/register', name: 'PreRegistro', access: 'public', ready: true },
  { key: 'tyc', path: '/tyc', name: 'Terminos y Condiciones', access: 'public', ready: true },
  { key: 'privacy', path: '/privacy-policy', name: 'Politica de Privacidad', access: 'public', ready: true },
  { key: 'meets', path: '/meets', name: 'Llamado a lista', access: 'public', ready: true },
  { key: 'in', path: '/in', name: 'Proyecta Aquí', access: 'public', ready: true },
  { key: 'room', path: '/sala', name: 'Mi sala', access: 'public', ready: true },
  { key: 'roomPapers', path: '/sala/documentos', name: 'Documentos de trabajo', access: 'public', ready: true },
  { key: 'roomPaper', path: '/sala/documentos/:id', name: 'Documento de trabajo', access: 'public', ready: true },
  { key: 'data', path: '/data', name: null, access: 'public', ready: true },
  { key: 'banner', path: '/banner/:id', name: 'Banner', access: 'public', ready: true },
  { key: 'newsArticle', path: '/noticias/:slug', name: 'Noticias', access: 'public', ready: true },
  { key: 'load', path: '/load', name: 'Carga Delegados', access: 'public', ready: true },
  { key: 'setup', path: '/setup', name: 'Primera configuración', access: 'public', ready: true },
  { key: 'resetPassword', path: '/reset-password', name: 'Nueva contraseña', access: 'public', ready: true },
  { key: 'error', path: '/error', name: 'Sin permiso', access: 'public', ready: true },

  {
    key: 'presidentSettings',
    path: '/president/settings/:id',
    name: 'Ajustes de Comisión',
    access: CHAIR,
    commissionScoped: true,
    ready: true,
  },
  { key: 'presidentMeetings', path: '/president/meetings/:id', name: 'Reuniones', access: CHAIR, commissionScoped: true, ready: true },
  { key: 'presidentAwards', path: '/president/awards/:id', name: 'Premios', access: CHAIR, commissionScoped: true, ready: true },
  { key: 'presidentSender', path: '/president/sender/:id', name: 'Email', access: CHAIR, commissionScoped: true, ready: true },
  { key: 'presidentDocs', path: '/president/docs/:id', name: 'Documentos', access: CHAIR, commissionScoped: true, ready: true },
  { key: 'presidentDelegates', path: '/president/delegates/:id', name: 'Delegados', access: CHAIR, commissionScoped: true, ready: true },
  {
    key: 'presidentDelegations',
    path: '/president/add/delegation/:id',
    name: 'Delegaciones',
    access: CHAIR,
    commissionScoped: true,
    ready: true,
  },
  { key: 'presidentDashboard', path: '/president/dashboard/:id', name: 'Inicio', access: CHAIR, commissionScoped: true, ready: true },
  { key: 'presidentSessions', path: '/president/sessions/:id', name: 'Sesión', access: CHAIR, commissionScoped: true, ready: true },

  { key: 'secretaryDashboard', path: '/secretary/dashboard', name: 'Dashboard', access: GESTOR, ready: true },
  { key: 'secretaryCommissions', path: '/secretary/commissions', name: 'Comisiones', access: GESTOR, ready: true },
  { key: 'secretaryUsers', path: '/secretary/users', name: 'Usuarios', access: GESTOR, ready: true },
  { key: 'secretaryAccess', path: '/secretary/access', name: 'Permisos', access: GESTOR, ready: true },
  { key: 'secretaryList', path: '/secretary/list', name: 'Lista', access: GESTOR, ready: true },
  { key: 'secretaryDelegations', path: '/secretary/delegations', name: 'Listas', access: GESTOR, ready: true },
  { key: 'secretarySettings', path: '/secretary/settings', name: 'Ajustes del evento', access: GESTOR, ready: true },
  { key: 'secretaryOutbox', path: '/secretary/outbox', name: 'Correo saliente', access: GESTOR, ready: true },
  { key: 'secretaryAudit', path: '/secretary/audit', name: 'Registro de actividad', access: GESTOR, ready: true },

  { key: 'staffFinder', path: '/staff/finder', name: 'Buscador Delegados', access: STAFF_AREA, ready: true },
  { key: 'staffPublisher', path: '/staff/publisher', name: 'Prensa', access: STAFF_AREA, ready: true },

  { key: 'profile', path: '/profile', name: 'Mi Perfil', access: 'staff', ready: true },
] as const satisfies readonly AppRoute[];

export type RouteKey = (typeof APP_ROUTES)[number]['key'];

/**
 * The id of the `<script type="application/json">` holding the answers a page was drawn with, API path → answer
 * (decision 029): the server writes it (apps/server/src/web), the web app reads it (lib/page-data.ts).
 */
export const PAGE_DATA_ID = 'page-data';

/**
 * The key, in the answers a page rendered on request carries (`#page-data`, decision 029), of the server's time (ms)
 * it was drawn at: a page with timers (the room's screen) is hydrated at that time, so the browser's first render
 * draws the timers as the server did, then moves on.
 */
export const PAGE_DRAWN_AT = '#drawnAt';

/**
 * The key, in the same answers, of the time zone the server wrote the page's moments in (the event's clock, its
 * setting): the browser hydrates with those texts, then shows its own zone's (the web app's `useMomentText`).
 */
export const PAGE_TIME_ZONE = '#timeZone';

/** Page title of a route: "{name} | Quórum", or "Quórum" for a route without a name. */
export function pageTitle(name: string | null): string {
  return name ? `${name} | Quórum` : 'Quórum';
}

/** Fills a route pattern's `:id`. */
export function routePath(key: RouteKey, id?: string): string {
  const route = APP_ROUTES.find((r) => r.key === key);
  if (!route) throw new Error(`unknown route ${key}`);
  return id ? route.path.replace(':id', encodeURIComponent(id)) : route.path;
}

/** Whether a signed-in user may open a route; `commissionId` is the route's `:id` when scoped. */
export function canOpenRoute(route: AppRoute, profile: AccessActor | null, commissionId?: string): boolean {
  if (route.access === 'public') return true;
  if (!profile) return false;
  if (route.access === 'staff') return true;
  if (!route.access.includes(profile.role)) return false;
  if (route.commissionScoped && roleHasCommission(profile.role)) return isOwnCommission(profile, commissionId);
  return true;
}
