import { type EventSettings, SETTINGS_PATH } from '@quorum/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api';
import { pageData } from '../lib/page-data';

/** GET /api/settings (public): the event's name, dates and venue. */
export const settingsQuery = queryOptions({
  queryKey: ['settings'],
  queryFn: () => api<EventSettings>(SETTINGS_PATH),
  initialData: () => pageData<EventSettings>(SETTINGS_PATH),
  staleTime: 5 * 60_000,
});
