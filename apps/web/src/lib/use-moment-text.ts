import { useSyncExternalStore } from 'react';
import { pageTimeZone } from './page-data';

const unchanging = () => () => {};

/**
 * A moment (ISO) as text in the reader's time zone, `format` choosing the words (lib/format.ts). A page the server
 * rendered (decision 029) wrote it on the event's clock (its time zone setting): the server's render and the browser's
 * hydration both use that zone, so the page hydrates without a mismatch, and the browser then redraws it in its own. '' when absent.
 */
export function useMomentText(iso: string | null | undefined, format: (iso: string, timeZone?: string) => string): string {
  return useSyncExternalStore(
    unchanging,
    () => (iso ? format(iso) : ''),
    () => (iso ? format(iso, pageTimeZone()) : ''),
  );
}
