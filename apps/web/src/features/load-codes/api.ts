import type { DelegateLoad, LoadCode, LoadCodeInput } from '@quorum/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useInvalidatingMutation } from '../../lib/mutations';

/** GET /api/load-codes (Gestor): every load code with its rows loaded. */
export const loadCodesQuery = queryOptions({
  queryKey: ['load-codes'],
  queryFn: () => api<LoadCode[]>('/api/load-codes'),
});

/** GET /api/loads (Gestor): the history of saved loads, newest first. */
export const loadsHistoryQuery = queryOptions({
  queryKey: ['loads'],
  queryFn: () => api<DelegateLoad[]>('/api/loads'),
});

function useLoadCodeMutation<V>(request: (vars: V) => Promise<LoadCode>) {
  return useInvalidatingMutation(request, [loadCodesQuery.queryKey]);
}

export function useCreateLoadCode() {
  return useLoadCodeMutation((input: LoadCodeInput) => api<LoadCode>('/api/load-codes', { method: 'POST', body: input }));
}

export function useRevokeLoadCode() {
  return useLoadCodeMutation((id: string) =>
    api<LoadCode>(`/api/load-codes/${encodeURIComponent(id)}/revoke`, { method: 'POST', body: {} }),
  );
}

/** The link a school coordinator opens: /load?code=… on this site. */
export function loadLink(code: string): string {
  return `${window.location.origin}/load?code=${encodeURIComponent(code)}`;
}
