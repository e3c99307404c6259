import type { Commission } from '@quorum/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api';
import { pageData } from '../lib/page-data';

/** Query key prefix of every commission list (mutations of commissions, chairs and users invalidate it). */
export const COMMISSIONS_KEY = ['commissions'] as const;

/** GET /api/commissions (staff; a Presidente gets their own), archived ones included on request. */
export function commissionsQuery(includeArchived = false) {
  return queryOptions({
    queryKey: [...COMMISSIONS_KEY, { includeArchived }],
    queryFn: () => api<Commission[]>(includeArchived ? '/api/commissions?archived=true' : '/api/commissions'),
  });
}

/** GET /api/commissions/:id (Gestor, the commission's Presidente). */
export function commissionQuery(id: string) {
  return queryOptions({
    queryKey: ['commission', id],
    queryFn: () => api<Commission>(`/api/commissions/${encodeURIComponent(id)}`),
    // The console the server drew (decision 041) was drawn with it.
    initialData: () => pageData<Commission>(`/api/commissions/${encodeURIComponent(id)}`),
  });
}
