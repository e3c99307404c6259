import type { EventSettings, EventSettingsInput } from '@quorum/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** GET /api/settings (public): the event's name, dates and venue. */
export const settingsQuery = queryOptions({
  queryKey: ['settings'],
  queryFn: () => api<EventSettings>('/api/settings'),
  staleTime: 5 * 60_000,
});

/** PUT /api/settings (Gestor). */
export function useUpdateSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: EventSettingsInput) => api<EventSettings>('/api/settings', { method: 'PUT', body: input }),
    onSuccess: (settings) => client.setQueryData(settingsQuery.queryKey, settings),
  });
}
