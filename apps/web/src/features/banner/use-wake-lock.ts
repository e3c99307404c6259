import { useEffect } from 'react';

/**
 * Keeps the screen awake while the page is shown (Screen Wake Lock API): the browser releases the lock when
 * the page is hidden, so it is asked again each time the page is visible. Where the API is missing or refuses
 * (no permission, battery saver), the screen simply follows its own settings.
 */
export function useWakeLock(): void {
  useEffect(() => {
    const wakeLock = (navigator as Navigator & { wakeLock?: WakeLock }).wakeLock;
    if (!wakeLock) return;
    let sentinel: WakeLockSentinel | null = null;
    let stopped = false;
    const request = () => {
      if (document.visibilityState !== 'visible') return;
      wakeLock.request('screen').then(
        (lock) => {
          if (stopped) void lock.release();
          else sentinel = lock;
        },
        () => undefined,
      );
    };
    request();
    document.addEventListener('visibilitychange', request);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', request);
      void sentinel?.release().catch(() => undefined);
    };
  }, []);
}
