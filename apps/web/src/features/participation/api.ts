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

/** GET …/live/participation/export: the same table as a spreadsheet for the awards committee, for a plain link. */
export function participationExportPath(commissionId: string, format: 'xlsx' | 'csv'): string {
  return `/api/commissions/${encodeURIComponent(commissionId)}/live/participation/export?format=${format}`;
}
