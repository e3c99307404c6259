/**
 * Runs before every web test file. The web project shares one process and one jsdom per worker between files
 * (`isolate: false` in vitest.config.ts), so what a file leaves behind is undone here rather than in each file:
 * the rendered trees after each test, and after each file its stubbed globals, fake timers, storage, address,
 * page title and the interface language (Spanish).
 */
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

const inBrowser = typeof document !== 'undefined';

// The toasts' view is a lazy chunk: one still loading when a file ends fails with the file's environment, and
// React.lazy would keep that failure for every later file. It is loaded before the first test instead.
beforeAll(async () => {
  if (inBrowser) await import('./components/toast/toast-view');
});

afterEach(async () => {
  if (!inBrowser) return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
});

afterAll(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  if (!inBrowser) return;
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  document.title = '';
  document.body.replaceChildren();
  const { setLanguage } = await import('./i18n');
  await setLanguage('es');
});
