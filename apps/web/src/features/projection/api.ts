import type { ProjectionOpenResult } from '@quorum/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api';

/**
 * POST /api/projection/open (public, /in): a projection code opens its commission's banner; the server keeps
 * the code in a cookie sent only to that banner's API.
 */
export function useOpenProjection() {
  return useMutation({
    mutationFn: (code: string) => api<ProjectionOpenResult>('/api/projection/open', { method: 'POST', body: { code } }),
  });
}
