import type { UploadLimit } from '@quorum/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';

/** GET /api/profile/upload-limit (staff): the server's MAX_UPLOAD_MB, for documents, the file manager and covers. */
const uploadLimitQuery = queryOptions({
  queryKey: ['profile', 'upload-limit'],
  queryFn: () => api<UploadLimit>('/api/profile/upload-limit'),
  staleTime: Number.POSITIVE_INFINITY,
});

/** The largest file the server takes (bytes); undefined until it has answered. */
export function useServerUploadLimit(): number | undefined {
  return useQuery(uploadLimitQuery).data?.maxBytes;
}
