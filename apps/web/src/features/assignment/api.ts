import {
  type AssignmentMatrix,
  type AutoAssignmentInput,
  type AutoAssignmentResult,
  type ManualAssignmentInput,
  type MatrixDelegate,
  UNASSIGNED_PAGE_SIZE,
  type UnassignedPage,
} from '@quorum/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useInvalidatingMutation } from '../../lib/mutations';

/** GET /api/assignment/matrix (Gestor): commissions × delegations with delegates, and those without a commission. */
export const assignmentMatrixQuery = queryOptions({
  queryKey: ['assignment', 'matrix'],
  queryFn: () => api<AssignmentMatrix>('/api/assignment/matrix'),
});

/** GET /api/assignment/unassigned (Gestor): a page of the delegates without a commission matching a search. */
export function unassignedQuery({ q, page }: { q: string; page: number }) {
  const params = new URLSearchParams({ page: String(page), pageSize: String(UNASSIGNED_PAGE_SIZE) });
  if (q) params.set('q', q);
  return queryOptions({
    queryKey: ['assignment', 'unassigned', { q, page }],
    queryFn: () => api<UnassignedPage>(`/api/assignment/unassigned?${params}`),
  });
}

function useRefreshAfter<V, R>(request: (vars: V) => Promise<R>) {
  return useInvalidatingMutation(request, [['assignment'], ['delegates']], { always: true });
}

/** PUT /api/assignment/delegates/:id: a manual assignment (commissionId null = back to the pool). */
export function useAssignDelegate() {
  return useRefreshAfter(({ delegateId, ...input }: ManualAssignmentInput & { delegateId: string }) =>
    api<MatrixDelegate>(`/api/assignment/delegates/${encodeURIComponent(delegateId)}`, { method: 'PUT', body: input }),
  );
}

type AutoOptions = Omit<AutoAssignmentInput, 'dryRun'>;

/** POST /api/assignment/auto with `dryRun`: what the automatic assignment would do, writing nothing. */
export function autoAssignPreviewQuery(options: AutoOptions) {
  return queryOptions({
    queryKey: ['assignment-preview', options],
    queryFn: () => api<AutoAssignmentResult>('/api/assignment/auto', { method: 'POST', body: { ...options, dryRun: true } }),
    // A preview is only true now: never shown from the cache, and outside ['assignment'] so a run does not ask for another.
    staleTime: 0,
    gcTime: 0,
  });
}

/** POST /api/assignment/auto: the automatic assignment from preferences. */
export function useAutoAssign() {
  return useRefreshAfter((options: AutoOptions) =>
    api<AutoAssignmentResult>('/api/assignment/auto', { method: 'POST', body: { ...options, dryRun: false } }),
  );
}

/** Download links of a commission (the browser sends the session cookie). */
export function exportUrl(commissionId: string, format: 'xlsx' | 'csv' | 'pdf'): string {
  const id = encodeURIComponent(commissionId);
  return format === 'pdf' ? `/api/assignment/commissions/${id}/roll-call.pdf` : `/api/assignment/commissions/${id}/export?format=${format}`;
}
