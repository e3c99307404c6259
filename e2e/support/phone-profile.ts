import type { Page } from '@playwright/test';

/**
 * A phone on a slow mobile network, as Lighthouse's mobile profile models it: slow 4G (150 ms
 * round trip, 1.6 Mbps down, 750 kbps up), a CPU 4× slower than this machine's, the HTTP cache off.
 * Applied to one page through the Chrome DevTools Protocol (Chromium only); call before its first `goto`.
 */
export async function throttleLikeAPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/**
 * Makes the page note, in `window.__shownAt[selector]`, the time from navigation start (performance.now())
 * of the first frame in which an element matching `selector` is laid out with a size. Call before `goto`;
 * read it with `shownAt`.
 */
export async function recordWhenShown(page: Page, selector: string): Promise<void> {
  await page.addInitScript((watched: string) => {
    const times: Record<string, number> = {};
    (window as unknown as { __shownAt: Record<string, number> }).__shownAt = times;
    const check = () => {
      if (times[watched] !== undefined) return;
      const element = document.querySelector(watched);
      if (!element || element.getBoundingClientRect().height === 0) return;
      // The element is in the layout: it is on screen with the next frame.
      requestAnimationFrame(() => {
        times[watched] ??= performance.now();
      });
      observer.disconnect();
    };
    const observer = new MutationObserver(check);
    observer.observe(document, { childList: true, subtree: true, attributes: true });
  }, selector);
}

/** The time recorded by `recordWhenShown` for `selector`, in ms from navigation start (undefined if never). */
export function shownAt(page: Page, selector: string): Promise<number | undefined> {
  return page.evaluate((watched) => (window as unknown as { __shownAt?: Record<string, number> }).__shownAt?.[watched], selector);
}
