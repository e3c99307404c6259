import { APP_ROUTES, canOpenRoute, homePathFor, type AppRoute, type RouteKey } from '@quorum/shared';
import type { ComponentType } from 'react';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { LoadingOverlay } from './components/loading-overlay';
import { Root } from './components/root';
import { RootError } from './components/root-error';
import { getAuth } from './data/session';
import { confirmSession } from './features/auth/session';
import { loadConsoleMessages, loadOfficeMessages, loadPapersMessages, loadRecordsMessages, loadStaffMessages } from './i18n';

/** What a route carries in `handle`: its row of APP_ROUTES (null for the 404 page). */
interface RouteHandle {
  route: AppRoute | null;
}

type PageModule = { default: ComponentType };
type PageLoader = () => Promise<PageModule>;

const placeholder: PageLoader = () => import('./routes/placeholder');

/** The page module of every finished route; routes with `ready: false` show the placeholder. */
const PAGES: Partial<Record<RouteKey, PageLoader>> = {
  home: () => import('./routes/home'),
  load: () => import('./routes/load'),
  login: () => import('./routes/login'),
  register: () => import('./routes/register'),
  verificator: () => import('./routes/verificator'),
  advisor: () => import('./routes/advisor'),
  data: () => import('./routes/data'),
  meets: () => import('./routes/meets'),
  in: () => import('./routes/in'),
  room: () => import('./routes/room'),
  roomPapers: () => import('./routes/room-papers'),
  roomPaper: () => import('./routes/room-paper'),
  banner: () => import('./routes/banner'),
  secretaryAccess: () => import('./routes/secretary/access'),
  tyc: () => import('./routes/legal-tyc'),
  privacy: () => import('./routes/legal-privacy'),
  setup: () => import('./routes/setup'),
  resetPassword: () => import('./routes/reset-password'),
  error: () => import('./routes/forbidden'),
  profile: () => import('./routes/profile'),
  presidentDashboard: () => import('./routes/president/dashboard'),
  presidentDelegations: () => import('./routes/president/delegations'),
  presidentDelegates: () => import('./routes/president/delegates'),
  presidentSettings: () => import('./routes/president/settings'),
  presidentMeetings: () => import('./routes/president/meetings'),
  presidentSessions: () => import('./routes/president/sessions'),
  presidentAwards: () => import('./routes/president/awards'),
  presidentSender: () => import('./routes/president/sender'),
  presidentDocs: () => import('./routes/president/docs'),
  secretaryDashboard: () => import('./routes/secretary/dashboard'),
  secretaryList: () => import('./routes/secretary/list'),
  secretaryCommissions: () => import('./routes/secretary/commissions'),
  secretaryUsers: () => import('./routes/secretary/users'),
  secretarySettings: () => import('./routes/secretary/settings'),
  secretaryOutbox: () => import('./routes/secretary/outbox'),
  secretaryAudit: () => import('./routes/secretary/audit'),
  staffFinder: () => import('./routes/staff/finder'),
  staffPublisher: () => import('./routes/staff/publisher'),
  newsArticle: () => import('./routes/news-article'),
  secretaryDelegations: () => import('./routes/secretary/delegations'),
};

/**
 * The guard of a route (seed §4 and PRODUCT §1): anonymous on a protected route → `/`; signed in on
 * `/login` → the role's home; a route the user may not open → `/error`. The server enforces the same
 * rules; this only decides what to show.
 */
function guard(route: AppRoute) {
  return async ({ params }: LoaderFunctionArgs) => {
    if (route.key === 'login') {
      const { profile } = getAuth();
      if (profile) throw redirect(homePathFor(profile));
      return null;
    }
    if (route.access === 'public') return null;
    let { profile } = getAuth();
    if (!profile) {
      // Nothing stored: the cookie may still hold a session (storage cleared), so ask once.
      await confirmSession();
      profile = getAuth().profile;
    }
    if (!profile) throw redirect('/');
    if (!canOpenRoute(route, profile, params.id)) throw redirect('/error');
    return null;
  };
}

/**
 * The parts of the catalogue a page waits for beyond the public one and, on a staff page, the staff layout's (decision
 * 025). A staff page not named here waits for the office's part (`loadOfficeMessages`); the two phone pages only for
 * what they read (decision 032: the finder nothing more, the console the chair's part).
 */
const PAGE_MESSAGES: Partial<Record<RouteKey, (() => Promise<void>) | null>> = {
  roomPapers: loadPapersMessages,
  roomPaper: loadPapersMessages,
  advisor: loadRecordsMessages,
  presidentSessions: loadConsoleMessages,
  staffFinder: null,
};

function pageRoute(route: AppRoute): RouteObject {
  const load = PAGES[route.key as RouteKey] ?? placeholder;
  const named = PAGE_MESSAGES[route.key as RouteKey];
  const messages = named !== undefined ? named : route.access === 'public' ? null : loadOfficeMessages;
  const handle: RouteHandle = { route };
  return {
    // Page ids are the APP_ROUTES keys; layout ids start with "layout-" so they cannot collide.
    id: route.key,
    path: route.path,
    handle,
    loader: guard(route),
    lazy: async () => {
      const [page] = await Promise.all([load(), messages?.()]);
      return { Component: page.default };
    },
  };
}

const appRoutes = APP_ROUTES as readonly AppRoute[];
/** Public pages inside the public layout (the banner is full screen, without layout). */
const publicRoutes = appRoutes.filter((r) => r.access === 'public' && r.key !== 'banner');
const bannerRoute = appRoutes.find((r) => r.key === 'banner');
const staffRoutes = appRoutes.filter((r) => r.access !== 'public');

const notFoundHandle: RouteHandle = { route: null };

/**
 * The app's routes, for the browser's router (main.tsx) and for the public pages rendered at build time
 * (prerender.tsx, decision 029).
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: Root,
    HydrateFallback: LoadingOverlay,
    ErrorBoundary: RootError,
    children: [
      {
        id: 'layout-data',
        lazy: async () => ({ Component: (await import('./components/data-layer')).default }),
        children: [
          {
            id: 'layout-public',
            lazy: async () => ({ Component: (await import('./layouts/public-layout')).default }),
            children: [
              ...publicRoutes.map(pageRoute),
              {
                id: 'page-not-found',
                path: '*',
                handle: notFoundHandle,
                lazy: async () => ({ Component: (await import('./routes/not-found')).default }),
              },
            ],
          },
          ...(bannerRoute ? [pageRoute(bannerRoute)] : []),
          {
            id: 'layout-app',
            // The staff part of the catalogue comes with the staff layout (decision 025).
            lazy: async () => {
              const [layout] = await Promise.all([import('./layouts/app-layout'), loadStaffMessages()]);
              return { Component: layout.default };
            },
            children: staffRoutes.map(pageRoute),
          },
        ],
      },
    ],
  },
];
