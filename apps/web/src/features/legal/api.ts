import { type LegalKind, type LegalText, legalPath } from '@quorum/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../lib/api';
import { pageData } from '../../lib/page-data';

/**
 * GET /api/legal/:kind (public): the current text, or null when none has been published (404). The page comes drawn
 * with it (decision 029), so its first render takes the answer written into the page.
 */
export function legalQuery(kind: LegalKind) {
  return queryOptions({
    queryKey: ['legal', kind],
    initialData: () => pageData<LegalText>(legalPath(kind)),
    queryFn: async () => {
      try {
        return await api<LegalText>(legalPath(kind));
      } catch (error) {
        if (isApiError(error, 'NOT_FOUND')) return null;
        throw error;
      }
    },
  });
}

/** GET /api/legal/:kind/versions (Gestor): every published version. */
export function legalVersionsQuery(kind: LegalKind) {
  return queryOptions({
    queryKey: ['legal', kind, 'versions'],
    queryFn: () => api<LegalText[]>(`${legalPath(kind)}/versions`),
  });
}

/** POST /api/legal/:kind (Gestor): publishes a new version. */
export function usePublishLegal(kind: LegalKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => api<LegalText>(legalPath(kind), { method: 'POST', body: { body } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['legal', kind] }),
  });
}
