import type { Commission, CommissionInput } from '@quorum/shared';
import { COMMISSIONS_KEY, commissionQuery } from '../../data/commissions';
import { USERS_KEY } from '../../data/users';
import { api } from '../../lib/api';
import { useInvalidatingMutation } from '../../lib/mutations';

/** Puts the returned commission in its own query and refreshes the lists (and, with `alsoUsers`, the users). */
function useCommissionMutation<V>(request: (vars: V) => Promise<Commission>, alsoUsers = false) {
  return useInvalidatingMutation(request, alsoUsers ? [COMMISSIONS_KEY, USERS_KEY] : [COMMISSIONS_KEY], {
    onSuccess: (commission, client) => client.setQueryData(commissionQuery(commission.id).queryKey, commission),
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

/** PUT …/chairs: chairs may change a Presidente's commission, so the users are refreshed too. */
export function useSetChairs() {
  return useCommissionMutation(
    ({ id, userIds }: { id: string; userIds: string[] }) =>
      api<Commission>(`/api/commissions/${encodeURIComponent(id)}/chairs`, { method: 'PUT', body: { userIds } }),
    true,
  );
}
