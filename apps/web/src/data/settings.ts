import type { EventSettings } from '@quorum/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api';
import { pageData } from '../lib/page-data';

/** The API path of the event's settings; the server writes its answer into the pages it renders on request (`/`). */
export const SETTINGS_PATH = '/api/settings';

/** GET /api/settings (public): the event's name, dates and venue. */
export const settingsQuery = queryOptions({
  queryKey: ['settings'],
  queryFn: () => api<EventSettings>(SETTINGS_PATH),
  initialData: () => pageData<EventSettings>(SETTINGS_PATH),
  staleTime: 5 * 60_000,
});
