import type { Award, AwardCategory, AwardCategoryInput, AwardCategoryPatch, AwardInput, CommissionAwards } from '@quorum/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useInvalidatingMutation } from '../../lib/mutations';

const enc = encodeURIComponent;
const CATEGORIES_KEY = ['award-categories'] as const;
const AWARDS_KEY = ['awards'] as const;

/** GET /api/award-categories: the categories in their order, with how many awards each has. */
export const awardCategoriesQuery = queryOptions({
  queryKey: CATEGORIES_KEY,
  queryFn: () => api<AwardCategory[]>('/api/award-categories'),
});

/** GET /api/commissions/:id/awards: the commission's awards per category, candidates and their eligibility. */
export function commissionAwardsQuery(commissionId: string) {
  return queryOptions({
    queryKey: [...AWARDS_KEY, commissionId],
    queryFn: () => api<CommissionAwards>(`/api/commissions/${enc(commissionId)}/awards`),
  });
}

/** Writes on categories or awards: both lists refetch (a category's count of awards, a commission's cards). */
function useAwardsMutation<V, R>(request: (vars: V) => Promise<R>) {
  return useInvalidatingMutation(request, [CATEGORIES_KEY, AWARDS_KEY], { always: true });
}

export function useCreateAwardCategory() {
  return useAwardsMutation((input: AwardCategoryInput) => api<AwardCategory>('/api/award-categories', { method: 'POST', body: input }));
}

export function useUpdateAwardCategory() {
  return useAwardsMutation(({ id, changes }: { id: string; changes: AwardCategoryPatch }) =>
    api<AwardCategory>(`/api/award-categories/${enc(id)}`, { method: 'PATCH', body: changes }),
  );
}

export function useDeleteAwardCategory() {
  return useAwardsMutation((id: string) => api<null>(`/api/award-categories/${enc(id)}`, { method: 'DELETE' }));
}

export function useReorderAwardCategories() {
  return useAwardsMutation((ids: string[]) => api<AwardCategory[]>('/api/award-categories/order', { method: 'PUT', body: { ids } }));
}

/** POST /api/commissions/:id/awards: gives a category to a delegate or delegation. */
export function useAssignAward(commissionId: string) {
  return useAwardsMutation((input: AwardInput) =>
    api<Award>(`/api/commissions/${enc(commissionId)}/awards`, { method: 'POST', body: input }),
  );
}

export function useUpdateAwardNote(commissionId: string) {
  return useAwardsMutation(({ awardId, note }: { awardId: string; note: string | null }) =>
    api<Award>(`/api/commissions/${enc(commissionId)}/awards/${enc(awardId)}`, { method: 'PATCH', body: { note } }),
  );
}

export function useRemoveAward(commissionId: string) {
  return useAwardsMutation((awardId: string) =>
    api<null>(`/api/commissions/${enc(commissionId)}/awards/${enc(awardId)}`, { method: 'DELETE' }),
  );
}

/** Lock (the chair or the Gestor), unlock and publish (the Gestor). */
export function useAwardStatus(commissionId: string) {
  return useAwardsMutation((change: 'lock' | 'unlock' | 'publish') =>
    api<CommissionAwards>(`/api/commissions/${enc(commissionId)}/awards/${change}`, { method: 'POST' }),
  );
}
