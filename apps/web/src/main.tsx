import './styles.css';
import { PAGE_DRAWN_AT, SESSION_PATH, type SessionInfo } from '@quorum/shared';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type HydrationState } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app-providers';
import { getAuth, subscribeAuth, watchOtherTabs, clearSession, setSession } from './data/session';
import { confirmSession } from './features/auth/session';
import { loadSpanish, setLanguage } from './i18n';
import { setUnauthenticatedHandler } from './lib/api';
import { pageData } from './lib/page-data';
import { keepEarlySubmit, keepTypedValues } from './lib/typed-before-hydration';
import { routes } from './router';
import { registerServiceWorker } from './service-worker-registration';

// A staff page the server drew for the visitor's session comes with it (decision 041): the server has just confirmed
// it, so it is the session in force, stored as a confirmation would.
const drawnSession = pageData<SessionInfo>(SESSION_PATH);
if (drawnSession) setSession(drawnSession);

// The interface follows the signed-in user's language (Spanish otherwise).
void setLanguage(getAuth().profile?.language ?? 'es');
subscribeAuth(() => void setLanguage(getAuth().profile?.language ?? 'es'));

// The stored session is shown at once; the server confirms or clears it (the router re-runs its guards then).
const confirmed = getAuth().profile && !drawnSession ? confirmSession() : null;

const container = document.getElementById('root') as HTMLElement;
// A form sent while the page's scripts load is sent again once it has hydrated.
const sendEarlySubmit = keepEarlySubmit();

/**
 * Whether the page in `#root` is drawn as this visitor sees it: a public page rendered at build time (decision 029)
 * for a visitor without a stored session (with one the page may differ: a redirect, «Mi área», English), or a staff
 * page the server drew for this session (decision 041), in Spanish, its guard passed there.
 */
function drawnForVisitor(): boolean {
  if (!('prerendered' in container.dataset)) return false;
  if (drawnSession) return drawnSession.profile.language === 'es';
  return !getAuth().profile;
}

/**
 * A page drawn for this visitor is hydrated: the page's lazy modules are loaded first, and its loaders (the guards,
 * which let the visitor in) are not run again. Any other is rendered afresh.
 */
async function prerenderedState(): Promise<HydrationState | null> {
  if (!drawnForVisitor()) return null;
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
  return { loaderData: Object.fromEntries(matches.filter(({ route }) => route.loader).map(({ route }) => [route.id, null])) };
}

// The Spanish catalogue is a chunk of its own, fetched in parallel with the first route.
const [hydrationData] = await Promise.all([prerenderedState(), loadSpanish()]);
const router = createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
// A page rendered afresh draws its timers at the browser's time: the time the server drew it at is for hydration.
if (!hydrationData) pageData(PAGE_DRAWN_AT);

// A request answering 401 means the server session ended: sign out here too and re-run the guards.
setUnauthenticatedHandler((path) => {
  if (path === SESSION_PATH || path === '/api/auth/sign-in' || !getAuth().profile) return;
  clearSession();
  void import('./lib/query-client').then((m) => m.clearQueryCache());
  void router.revalidate();
});
// Sign-in or sign-out in another tab.
watchOtherTabs(() => void router.revalidate());
void confirmed?.then(() => router.revalidate());

// What a visitor typed into the rendered page's fields while its scripts loaded is given back once it has hydrated.
const restoreTyped = hydrationData ? keepTypedValues(container) : undefined;
const onMounted = () => {
  restoreTyped?.();
  sendEarlySubmit();
};
const app = (
  <StrictMode>
    <AppProviders onMounted={onMounted}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);
// The first render (or hydration) is a transition: React works in slices of a few milliseconds and yields
// between them, so a phone's main thread is never held for the whole page at once (the boot overlay, or the
// page rendered at build time, stays until the page is ready).
startTransition(() => {
  if (hydrationData) hydrateRoot(container, app);
  else createRoot(container).render(app);
});

registerServiceWorker();
