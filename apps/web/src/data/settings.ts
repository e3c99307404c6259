import type { EventSettings } from '@quorum/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api';

/** GET /api/settings (public): the event's name, dates and venue. */
export const settingsQuery = queryOptions({
  queryKey: ['settings'],
  queryFn: () => api<EventSettings>('/api/settings'),
  staleTime: 5 * 60_000,
});
