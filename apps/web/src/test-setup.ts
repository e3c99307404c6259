/**
 * Runs before every web test file. The web project shares one process and one jsdom per worker between files
 * (`isolate: false` in vitest.config.ts), so what a file leaves behind is undone here rather than in each file:
 * the rendered trees after each test, and after each file its stubbed globals, fake timers, storage, address
 * and page title.
 */
import { afterAll, afterEach, vi } from 'vitest';

const inBrowser = typeof document !== 'undefined';

afterEach(async () => {
  if (!inBrowser) return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
});

afterAll(() => {
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
});
