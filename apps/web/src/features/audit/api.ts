import type { AuditEntry } from '@quorum/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** GET /api/audit (Gestor): the latest 100 audit entries. */
export const auditQuery = queryOptions({
  queryKey: ['audit'],
  queryFn: () => api<AuditEntry[]>('/api/audit'),
});
