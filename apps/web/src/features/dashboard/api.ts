import type { Dashboard } from '@quorum/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** GET /api/dashboard (Gestor): figures of the secretary's dashboard, days counted in the browser's time zone. */
export const dashboardQuery = queryOptions({
  queryKey: ['dashboard'],
  queryFn: () => api<Dashboard>(`/api/dashboard?tz=${new Date().getTimezoneOffset()}`),
  refetchInterval: 60_000,
});
