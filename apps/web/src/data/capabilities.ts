import type { MyCapabilities } from '@quorum/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api';

/** GET /api/profile/capabilities (staff): what the signed-in user may do now, as Permisos set it. */
export const myCapabilitiesQuery = queryOptions({
  queryKey: ['profile', 'capabilities'],
  queryFn: () => api<MyCapabilities>('/api/profile/capabilities'),
});
