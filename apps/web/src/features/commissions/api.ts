import type { Commission, CommissionInput } from '@quorum/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMMISSIONS_KEY, commissionQuery } from '../../data/commissions';
import { USERS_KEY } from '../../data/users';
import { api } from '../../lib/api';

function useCommissionMutation<V>(request: (vars: V) => Promise<Commission>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (commission) => {
      client.setQueryData(commissionQuery(commission.id).queryKey, commission);
      void client.invalidateQueries({ queryKey: COMMISSIONS_KEY });
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
      void client.invalidateQueries({ queryKey: COMMISSIONS_KEY });
      // Chairs may change a Presidente's commission.
      void client.invalidateQueries({ queryKey: USERS_KEY });
    },
  });
}
