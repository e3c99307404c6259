import type { AuditPage, AuditQuery } from '@quorum/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** GET /api/audit (Gestor): a page of the audit log, newest first, filtered by person and dates. */
export function auditQuery(query: AuditQuery) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  return queryOptions({
    queryKey: ['audit', query],
    queryFn: () => api<AuditPage>(`/api/audit?${params}`),
    placeholderData: keepPreviousData,
  });
}
