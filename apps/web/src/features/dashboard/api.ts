import type { Dashboard, FirstSteps } from '@quorum/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** GET /api/dashboard (Gestor): figures of the secretary's dashboard, days counted in the browser's time zone. */
export const dashboardQuery = queryOptions({
  queryKey: ['dashboard'],
  queryFn: () => api<Dashboard>(`/api/dashboard?tz=${new Date().getTimezoneOffset()}`),
  refetchInterval: 60_000,
});

/**
 * GET /api/dashboard/first-steps (Gestor): the "primeros pasos" of a fresh installation, each done or not. Each step
 * is done on another page (settings, commissions, users, Permisos): the dashboard asks again whenever it opens, so
 * the list goes away as soon as the Gestor comes back from doing the last one.
 */
export const firstStepsQuery = queryOptions({
  queryKey: ['dashboard', 'first-steps'],
  queryFn: () => api<FirstSteps>('/api/dashboard/first-steps'),
  staleTime: 0,
});
