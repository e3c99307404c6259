import type { AccessView, CapabilityChange, PublicFeatures } from '@quorum/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** GET /api/access (Gestor): capabilities per role and public features. */
export const accessQuery = queryOptions({
  queryKey: ['access'],
  queryFn: () => api<AccessView>('/api/access'),
});

/** PUT /api/access/capabilities (Gestor). */
export function useSetCapability() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: CapabilityChange) => api<AccessView>('/api/access/capabilities', { method: 'PUT', body: change }),
    onSuccess: (view) => client.setQueryData(accessQuery.queryKey, view),
  });
}

/** PUT /api/access/public-features (Gestor). */
export function useSavePublicFeatures() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (features: PublicFeatures) => api<AccessView>('/api/access/public-features', { method: 'PUT', body: features }),
    onSuccess: (view) => {
      client.setQueryData(accessQuery.queryKey, view);
      client.invalidateQueries({ queryKey: ['registration'] });
      // What `/` advertises follows these switches.
      client.invalidateQueries({ queryKey: ['access', 'public'] });
    },
  });
}
