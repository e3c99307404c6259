/**
 * Registers `/service-worker.js` after the page has loaded (seed §7). When a new worker reaches the
 * `installed` state while an old one controls the page, the page reloads (seed §4): the worker is
 * built with skipWaiting + clientsClaim (vite.config.ts), so the reload is served by the new version.
 * A failed registration is ignored silently (seed §8).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register('/service-worker.js')
      .then((registration) => {
        registration.addEventListener('updatefound', () => {
          const worker = registration.installing;
          if (!worker) return;
          worker.addEventListener('statechange', () => {
            if (worker.state === 'installed' && navigator.serviceWorker.controller) window.location.reload();
          });
        });
      })
      .catch(() => {
        // Ignored silently: the app works without the worker.
      });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
