import type { AdvisorLinkInput, AdvisorLinks, AdvisorView } from '@quorum/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** The advisor's page's address for a link's code (`/asesor?code=…`), shown to the Gestor to copy. */
export function advisorPagePath(code: string): string {
  return `/asesor?code=${encodeURIComponent(code)}`;
}

/** GET /api/advisor-links (Gestor): the institutions the delegates come from, each with its link in force. */
export const advisorLinksQuery = queryOptions({
  queryKey: ['advisor-links'],
  queryFn: () => api<AdvisorLinks>('/api/advisor-links'),
});

/** POST /api/advisor-links (a new link, the earlier revoked) or …/:id/revoke: the list as it stands. */
export function useAdvisorLinkWrite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (write: { issue: AdvisorLinkInput } | { revoke: string }) =>
      'issue' in write
        ? api<AdvisorLinks>('/api/advisor-links', { method: 'POST', body: write.issue })
        : api<AdvisorLinks>(`/api/advisor-links/${encodeURIComponent(write.revoke)}/revoke`, { method: 'POST', body: {} }),
    onSuccess: (links) => client.setQueryData(advisorLinksQuery.queryKey, links),
  });
}

/** How often an open advisor's page reads its link again: a revoked link stops showing within this. */
const ADVISOR_REFRESH_MS = 10_000;

/** GET /api/advisor/:code (public): the school's delegates, read again every ADVISOR_REFRESH_MS. */
export function advisorViewQuery(code: string) {
  return queryOptions({
    queryKey: ['advisor', code],
    queryFn: () => api<AdvisorView>(`/api/advisor/${encodeURIComponent(code)}`),
    refetchInterval: ADVISOR_REFRESH_MS,
    retry: false,
  });
}
