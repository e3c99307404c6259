import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

export interface SetupStatus {
  needed: boolean;
  tokenValid: boolean;
}

/** GET /api/setup/status?token=: whether the first run is still needed and the link's token is valid. */
export const setupStatusQuery = (token: string) =>
  queryOptions({
    queryKey: ['setup-status', token],
    queryFn: () => api<SetupStatus>(`/api/setup/status?token=${encodeURIComponent(token)}`),
    staleTime: 0,
  });
