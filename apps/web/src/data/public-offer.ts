import { PUBLIC_OFFER_PATH, type PublicOffer } from '@quorum/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api';
import { pageData } from '../lib/page-data';

/**
 * GET /api/access/public (public): which entry points work now (Permisos' switches) — what `/` advertises, and
 * whether a chair may open a self check-in roll call.
 */
export const publicOfferQuery = queryOptions({
  queryKey: ['access', 'public'],
  queryFn: () => api<PublicOffer>(PUBLIC_OFFER_PATH),
  initialData: () => pageData<PublicOffer>(PUBLIC_OFFER_PATH),
});
