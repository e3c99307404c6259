import { SETUP_STATUS_PATH } from '@quorum/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { pageData } from '../../lib/page-data';

export interface SetupStatus {
  needed: boolean;
  tokenValid: boolean;
}

/**
 * GET /api/setup/status?token=: whether the first run is still needed and the link's token is valid; written into
 * the page when the server drew it (decision 029).
 */
export const setupStatusQuery = (token: string) => {
  const path = SETUP_STATUS_PATH.replace(':token', encodeURIComponent(token));
  return queryOptions({
    queryKey: ['setup-status', token],
    queryFn: () => api<SetupStatus>(path),
    initialData: () => pageData<SetupStatus>(path),
    staleTime: 0,
  });
};
