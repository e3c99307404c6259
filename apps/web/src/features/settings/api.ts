import type { EventSettings, EventSettingsInput } from '@quorum/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
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
