import type { Commission, CommissionInput } from '@quorum/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** GET /api/commissions (staff; a Presidente gets their own), archived ones included on request. */
export function commissionsQuery(includeArchived = false) {
  return queryOptions({
    queryKey: ['commissions', { includeArchived }],
    queryFn: () => api<Commission[]>(includeArchived ? '/api/commissions?archived=true' : '/api/commissions'),
  });
}

/** GET /api/commissions/:id (Gestor, the commission's Presidente). */
export function commissionQuery(id: string) {
  return queryOptions({
    queryKey: ['commission', id],
    queryFn: () => api<Commission>(`/api/commissions/${encodeURIComponent(id)}`),
  });
}

function useCommissionMutation<V>(request: (vars: V) => Promise<Commission>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (commission) => {
      client.setQueryData(commissionQuery(commission.id).queryKey, commission);
      void client.invalidateQueries({ queryKey: ['commissions'] });
    },
  });
}

export function useCreateCommission() {
  return useCommissionMutation((input: CommissionInput) => api<Commission>('/api/commissions', { method: 'POST', body: input }));
}

export function useUpdateCommission() {
  return useCommissionMutation(({ id, input }: { id: string; input: CommissionInput }) =>
    api<Commission>(`/api/commissions/${encodeURIComponent(id)}`, { method: 'PATCH', body: input }),
  );
}

export function useSetArchived() {
  return useCommissionMutation(({ id, archived }: { id: string; archived: boolean }) =>
    api<Commission>(`/api/commissions/${encodeURIComponent(id)}/${archived ? 'archive' : 'unarchive'}`, {
      method: 'POST',
      body: {},
    }),
  );
}

export function useRegenerateProjectionCode() {
  return useCommissionMutation((id: string) =>
    api<Commission>(`/api/commissions/${encodeURIComponent(id)}/projection-code`, { method: 'POST', body: {} }),
  );
}

export function useSetChairs() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, userIds }: { id: string; userIds: string[] }) =>
      api<Commission>(`/api/commissions/${encodeURIComponent(id)}/chairs`, { method: 'PUT', body: { userIds } }),
    onSuccess: (commission) => {
      client.setQueryData(commissionQuery(commission.id).queryKey, commission);
      void client.invalidateQueries({ queryKey: ['commissions'] });
      // Chairs may change a Presidente's commission.
      void client.invalidateQueries({ queryKey: ['users'] });
    },
  });
}
