import type { Participation } from '@quorum/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** GET /api/commissions/:id/live/participation: each delegation's attendance, speeches, time spoken and warnings. */
export function participationQuery(commissionId: string) {
  return queryOptions({
    queryKey: ['commissions', commissionId, 'participation'],
    queryFn: () => api<Participation>(`/api/commissions/${encodeURIComponent(commissionId)}/live/participation`),
  });
}
