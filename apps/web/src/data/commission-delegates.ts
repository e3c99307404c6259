import type { CommissionDelegate } from '@quorum/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api';
import { pageData } from '../lib/page-data';

/**
 * GET /api/commissions/:id/delegates: the commission's delegates for its chair. Read by the chair's pages and the
 * console; here rather than in the delegations feature, whose mutations the console's first visit would load with it.
 */
export function commissionDelegatesQuery(commissionId: string) {
  const path = `/api/commissions/${encodeURIComponent(commissionId)}/delegates`;
  return queryOptions({
    queryKey: ['commission-delegates', commissionId],
    queryFn: () => api<CommissionDelegate[]>(path),
    // The console the server drew (decision 041) was drawn with them.
    initialData: () => pageData<CommissionDelegate[]>(path),
  });
}
