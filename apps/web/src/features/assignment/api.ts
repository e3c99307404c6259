import type { AssignmentMatrix, AutoAssignmentResult, ManualAssignmentInput, MatrixDelegate } from '@quorum/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useInvalidatingMutation } from '../../lib/mutations';

/** GET /api/assignment/matrix (Gestor): commissions × delegations with delegates, and those without a commission. */
export const assignmentMatrixQuery = queryOptions({
  queryKey: ['assignment', 'matrix'],
  queryFn: () => api<AssignmentMatrix>('/api/assignment/matrix'),
});

function useRefreshAfter<V, R>(request: (vars: V) => Promise<R>) {
  return useInvalidatingMutation(request, [['assignment'], ['delegates']], { always: true });
}

/** PUT /api/assignment/delegates/:id: a manual assignment (commissionId null = back to the pool). */
export function useAssignDelegate() {
  return useRefreshAfter(({ delegateId, ...input }: ManualAssignmentInput & { delegateId: string }) =>
    api<MatrixDelegate>(`/api/assignment/delegates/${encodeURIComponent(delegateId)}`, { method: 'PUT', body: input }),
  );
}

/** POST /api/assignment/auto: the automatic assignment from preferences. */
export function useAutoAssign() {
  return useRefreshAfter(() => api<AutoAssignmentResult>('/api/assignment/auto', { method: 'POST', body: {} }));
}

/** Download links of a commission (the browser sends the session cookie). */
export function exportUrl(commissionId: string, format: 'xlsx' | 'csv' | 'pdf'): string {
  const id = encodeURIComponent(commissionId);
  return format === 'pdf' ? `/api/assignment/commissions/${id}/roll-call.pdf` : `/api/assignment/commissions/${id}/export?format=${format}`;
}
