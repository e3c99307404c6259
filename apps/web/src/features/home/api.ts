import type { PublicCommission, PublicOffer } from '@quorum/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** GET /api/access/public (public): which entry points `/` may advertise now (Permisos' switches). */
export const publicOfferQuery = queryOptions({
  queryKey: ['access', 'public'],
  queryFn: () => api<PublicOffer>('/api/access/public'),
});

/**
 * GET /api/commissions/public (public): the active commissions with their topics and rooms, for `/`. Its key
 * starts with the commissions' prefix, so a staff change to a commission refreshes it too.
 */
export const publicCommissionsQuery = queryOptions({
  queryKey: ['commissions', 'public'],
  queryFn: () => api<PublicCommission[]>('/api/commissions/public'),
});
