import type { StaffUser } from '@quorum/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api';

/** Query key of every staff-account list (mutations of users and of chairs invalidate it). */
export const USERS_KEY = ['users'] as const;

/** GET /api/users (Gestor): every staff account, with whether an invited one still has to set its password. */
export const usersQuery = queryOptions({
  queryKey: USERS_KEY,
  queryFn: () => api<StaffUser[]>('/api/users'),
});
