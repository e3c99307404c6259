import type { EventSettings, EventSettingsInput, MotionCatalogue, MotionCatalogueSettings } from '@quorum/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsQuery } from '../../data/settings';
import { api } from '../../lib/api';

/** PUT /api/settings (Gestor). */
export function useUpdateSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: EventSettingsInput) => api<EventSettings>('/api/settings', { method: 'PUT', body: input }),
    onSuccess: (settings) => client.setQueryData(settingsQuery.queryKey, settings),
  });
}

/** GET /api/settings/motions (Gestor): the event's motion catalogue and whether it is the default one. */
export const motionCatalogueQuery = queryOptions({
  queryKey: ['settings', 'motions'] as const,
  queryFn: () => api<MotionCatalogueSettings>('/api/settings/motions'),
});

/** PUT /api/settings/motions (Gestor): the catalogue every live command uses from the next one on. */
export function useSaveMotionCatalogue() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (catalogue: MotionCatalogue) => api<MotionCatalogueSettings>('/api/settings/motions', { method: 'PUT', body: catalogue }),
    onSuccess: (saved) => client.setQueryData(motionCatalogueQuery.queryKey, saved),
  });
}
