import type {
  AssignDelegationInput,
  CommissionDelegate,
  Country,
  DelegatePersonalPatchInput,
  Delegation,
  DelegationInput,
  MemberStatesInput,
  MemberStatesResult,
} from '@quorum/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useInvalidatingMutation } from '../../lib/mutations';
import { commissionDelegatesQuery } from '../../data/commission-delegates';

const enc = encodeURIComponent;

/** GET /api/countries: UN member and observer states in Spanish (any staff). Never changes while running. */
export function countriesQuery() {
  return queryOptions({ queryKey: ['countries'], queryFn: () => api<Country[]>('/api/countries'), staleTime: Number.POSITIVE_INFINITY });
}

/** GET /api/commissions/:id/delegations: the commission's delegations in order, with delegate counts. */
export function delegationsQuery(commissionId: string) {
  return queryOptions({
    queryKey: ['delegations', commissionId],
    queryFn: () => api<Delegation[]>(`/api/commissions/${enc(commissionId)}/delegations`),
  });
}

/** The commission's roster to download (GET /api/assignment/commissions/:id/export, roll-call.pdf): the chair's columns only. */
export function rosterExportUrl(commissionId: string, format: 'xlsx' | 'csv' | 'pdf'): string {
  const base = `/api/assignment/commissions/${enc(commissionId)}`;
  return format === 'pdf' ? `${base}/roll-call.pdf` : `${base}/export?format=${format}`;
}

function useDelegationsMutation<V, R>(commissionId: string, request: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => client.invalidateQueries({ queryKey: ['delegations', commissionId] }),
  });
}

export function useAddDelegation(commissionId: string) {
  return useDelegationsMutation(commissionId, (input: DelegationInput) =>
    api<Delegation>(`/api/commissions/${enc(commissionId)}/delegations`, { method: 'POST', body: input }),
  );
}

export function useUpdateDelegation(commissionId: string) {
  const client = useQueryClient();
  const key = delegationsQuery(commissionId).queryKey;
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: Partial<DelegationInput> }) =>
      api<Delegation>(`/api/delegations/${enc(id)}`, { method: 'PATCH', body: changes }),
    // A ticked box shows at once; an error puts the stored value back.
    onMutate: ({ id, changes }) => {
      const before = client.getQueryData(key);
      if (before)
        client.setQueryData(
          key,
          before.map((d) => (d.id === id ? ({ ...d, ...changes } as Delegation) : d)),
        );
      return { before };
    },
    onError: (_error, _vars, context) => {
      if (context?.before) client.setQueryData(key, context.before);
    },
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}

export function useRemoveDelegation(commissionId: string) {
  return useDelegationsMutation(commissionId, (id: string) => api<null>(`/api/delegations/${enc(id)}`, { method: 'DELETE' }));
}

export function useReorderDelegations(commissionId: string) {
  const client = useQueryClient();
  const key = delegationsQuery(commissionId).queryKey;
  return useMutation({
    mutationFn: (ids: string[]) =>
      api<Delegation[]>(`/api/commissions/${enc(commissionId)}/delegations/order`, { method: 'PUT', body: { ids } }),
    // Show the new order at once; the server's answer (or a refetch after an error) settles it.
    onMutate: (ids) => {
      const before = client.getQueryData(key);
      if (before) {
        const byId = new Map(before.map((d) => [d.id, d]));
        client.setQueryData(
          key,
          ids.map((id, i) => ({ ...(byId.get(id) as Delegation), position: i + 1 })),
        );
      }
      return { before };
    },
    onSuccess: (rows) => client.setQueryData(key, rows),
    onError: (_error, _ids, context) => {
      if (context?.before) client.setQueryData(key, context.before);
      void client.invalidateQueries({ queryKey: key });
    },
  });
}

/** Writes that change how many seats the commission has: its delegations and the assignment's matrix refetch. */
function useSeatsMutation<V, R>(commissionId: string, request: (vars: V) => Promise<R>) {
  return useInvalidatingMutation(request, [['delegations', commissionId], ['assignment']]);
}

/** POST /api/commissions/:id/delegations/member-states: every missing UN member state, or up to the capacity. */
export function useAddMemberStates(commissionId: string) {
  return useSeatsMutation(commissionId, (input: MemberStatesInput) =>
    api<MemberStatesResult>(`/api/commissions/${enc(commissionId)}/delegations/member-states`, { method: 'POST', body: input }),
  );
}

/** POST /api/commissions/:id/delegations/sort: the delegations in Spanish alphabetical order. */
export function useSortDelegations(commissionId: string) {
  return useSeatsMutation(commissionId, () =>
    api<Delegation[]>(`/api/commissions/${enc(commissionId)}/delegations/sort`, { method: 'POST' }),
  );
}

export function useAssignDelegation(commissionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ delegateId, delegationId }: { delegateId: string } & AssignDelegationInput) =>
      api<CommissionDelegate>(`/api/commissions/${enc(commissionId)}/delegates/${enc(delegateId)}/delegation`, {
        method: 'PUT',
        body: { delegationId },
      }),
    onSuccess: (row) => {
      client.setQueryData(commissionDelegatesQuery(commissionId).queryKey, (rows) => rows?.map((r) => (r.id === row.id ? row : r)));
      void client.invalidateQueries({ queryKey: ['delegations', commissionId] });
    },
  });
}

/**
 * PATCH /api/commissions/:id/delegates/:delegateId: a chair's correction of a delegate's personal data (with
 * `delegates.editPersonalData`); the row answered replaces the listed one.
 */
export function useCorrectDelegate(commissionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ delegateId, patch }: { delegateId: string; patch: DelegatePersonalPatchInput }) =>
      api<CommissionDelegate>(`/api/commissions/${enc(commissionId)}/delegates/${enc(delegateId)}`, { method: 'PATCH', body: patch }),
    onSuccess: (row) => {
      client.setQueryData(commissionDelegatesQuery(commissionId).queryKey, (rows) => rows?.map((r) => (r.id === row.id ? row : r)));
    },
  });
}
