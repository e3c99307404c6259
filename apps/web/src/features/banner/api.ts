import type { BannerLive, LiveState, MeetsCodeView, RequestQueue } from '@quorum/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, isApiError } from '../../lib/api';
import { pageData } from '../../lib/page-data';

/** What the room's screen shows of its commission (nothing personal). */
export type BannerCommission = BannerLive['commission'];

/** Where a banner reads: its live stream and the rotating `/meets` code. */
interface BannerUrls {
  events: string;
  meetsCode: string;
}

/** A banner's commission, the URLs it follows and the live state when it was read (drawn until the stream speaks). */
export interface BannerSource {
  commission: BannerCommission;
  urls: BannerUrls;
  state: LiveState;
}

/** The code a delegate types at `/meets` while a self check-in roll call is open, and when it changes (server ms). */
export type BannerMeetsCode = Pick<MeetsCodeView, 'code' | 'changesAt' | 'qrSvg'>;

/** Where a banner reads its commission and live state: the answer the server writes into the page it renders. */
function bannerLivePath(id: string): string {
  return `/api/banner/${encodeURIComponent(id)}/live`;
}

function sourceOf(id: string, live: BannerLive): BannerSource {
  const at = encodeURIComponent(id);
  const { commission, ...state } = live;
  return { commission, state, urls: { events: `/api/banner/${at}/live/events`, meetsCode: `/api/banner/${at}/meets-code` } };
}

/** The banner API (`/api/banner/:id/…`): allowed by the projection code's cookie or to a signed-in chair. */
export async function bannerUrls(id: string): Promise<BannerSource> {
  return sourceOf(id, await api<BannerLive>(bannerLivePath(id)));
}

/** Whether a screen was refused (no valid projection code, not the commission's chair). */
export function isRefused(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.status === 403);
}

/**
 * The banner's commission and URLs, read once per screen. A screen left alone in a room keeps trying while
 * the server cannot be reached or fails (up to every 30 s); an answer that refuses it is final.
 */
export function bannerSourceQuery(id: string) {
  return queryOptions({
    queryKey: ['banner', id],
    queryFn: () => bannerUrls(id),
    // The answer the server rendered the page with (decision 029), when it did: the first render draws the session.
    initialData: () => {
      const live = pageData<BannerLive>(bannerLivePath(id));
      return live ? sourceOf(id, live) : undefined;
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: (_, error) => isApiError(error, 'NETWORK') || (isApiError(error) && error.status >= 500),
    retryDelay: (failures) => Math.min(30_000, 1000 * 2 ** failures),
  });
}

/** The current `/meets` code of the open self check-in roll call (null when none is open). */
export function meetsCodeQuery(url: string, rollCallId: string | null) {
  return queryOptions({
    queryKey: ['banner', 'meets-code', url, rollCallId],
    enabled: rollCallId !== null,
    queryFn: async (): Promise<BannerMeetsCode | null> => {
      try {
        return await api<BannerMeetsCode>(url);
      } catch (error) {
        // No self check-in roll call open (409): nothing to show.
        if (isApiError(error) && error.status === 409) return null;
        throw error;
      }
    },
  });
}

/**
 * GET /api/banner/:id/requests: the phones' requests waiting for the chair, in the console's order (decision 037).
 * Keyed by the state's version (a ruling, an undo, the close are live commands) and the requests the stream announced.
 */
export function bannerRequestsQuery(id: string, version: number, heard: number) {
  return queryOptions({
    queryKey: ['banner', id, 'requests', version, heard],
    queryFn: () => api<RequestQueue>(`/api/banner/${encodeURIComponent(id)}/requests`),
    placeholderData: (previous) => previous,
  });
}
