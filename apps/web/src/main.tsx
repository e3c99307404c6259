import './styles.css';
import CssBaseline from '@mui/material/CssBaseline';
import ThemeProvider from '@mui/material/styles/ThemeProviderNoVars';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { getAuth, subscribeAuth, watchOtherTabs, clearSession } from './data/session';
import { confirmSession } from './features/auth/session';
import { ToastProvider } from './components/toast/toast-provider';
import { loadSpanish, setLanguage } from './i18n';
import { setUnauthenticatedHandler } from './lib/api';
import { router } from './router';
import { registerServiceWorker } from './service-worker-registration';
import { theme } from './theme';

// The interface follows the signed-in user's language (Spanish otherwise).
void setLanguage(getAuth().profile?.language ?? 'es');
subscribeAuth(() => void setLanguage(getAuth().profile?.language ?? 'es'));

// A request answering 401 means the server session ended: sign out here too and re-run the guards.
setUnauthenticatedHandler((path) => {
  if (path === '/api/auth/session' || path === '/api/auth/sign-in' || !getAuth().profile) return;
  clearSession();
  void import('./lib/query-client').then((m) => m.clearQueryCache());
  void router.revalidate();
});
// Sign-in or sign-out in another tab.
watchOtherTabs(() => void router.revalidate());
// The stored session is shown at once; the server confirms or clears it.
if (getAuth().profile) void confirmSession().then(() => router.revalidate());

// The Spanish catalogue is a chunk of its own, fetched in parallel with the first route.
await loadSpanish();
const root = createRoot(document.getElementById('root') as HTMLElement);
// The first render is a transition: React renders it in slices of a few milliseconds and yields between
// them, so a phone's main thread is never held for the whole page at once (the boot overlay stays until
// the page is ready).
startTransition(() =>
  root.render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </ThemeProvider>
    </StrictMode>,
  ),
);

registerServiceWorker();
