import type { PublicOffer } from '@quorum/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** GET /api/access/public (public): which entry points `/` may advertise now (Permisos' switches). */
export const publicOfferQuery = queryOptions({
  queryKey: ['access', 'public'],
  queryFn: () => api<PublicOffer>('/api/access/public'),
});
