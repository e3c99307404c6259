import { PUBLIC_COMMISSIONS_PATH, type PublicCommission } from '@quorum/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { pageData } from '../../lib/page-data';

/**
 * GET /api/commissions/public (public): the active commissions with their topics and rooms, for `/`. Its key
 * starts with the commissions' prefix, so a staff change to a commission refreshes it too.
 */
export const publicCommissionsQuery = queryOptions({
  queryKey: ['commissions', 'public'],
  queryFn: () => api<PublicCommission[]>(PUBLIC_COMMISSIONS_PATH),
  initialData: () => pageData<PublicCommission[]>(PUBLIC_COMMISSIONS_PATH),
});
