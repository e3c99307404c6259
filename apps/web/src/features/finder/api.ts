import type { CheckInResult, FinderDelegate, FinderResults } from '@quorum/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useInvalidatingMutation } from '../../lib/mutations';

const path = (id: string) => `/api/finder/delegates/${encodeURIComponent(id)}`;

/** GET /api/finder?q=: up to 20 delegates and how many match; the previous results stay while the next ones load. */
export function useFinderSearch(q: string) {
  const query = q.trim();
  return useQuery({
    queryKey: ['finder', 'search', query],
    queryFn: ({ signal }) => api<FinderResults>(`/api/finder?q=${encodeURIComponent(query)}`, { signal }),
    enabled: query.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}

/** GET /api/finder/delegates/:id: one delegate's card. */
export function finderDelegateQuery(id: string) {
  return queryOptions({ queryKey: ['finder', 'delegate', id], queryFn: () => api<FinderDelegate>(path(id)) });
}

/** GET /api/finder/code/:code: the delegate of a scanned badge (its badge code, or an older badge's personal code). */
export function lookupByCode(code: string): Promise<FinderDelegate> {
  return api<FinderDelegate>(`/api/finder/code/${encodeURIComponent(code)}`);
}

function useCardMutation<V>(request: (vars: V) => Promise<FinderDelegate>) {
  return useInvalidatingMutation(request, [['finder', 'search']], {
    onSuccess: (delegate, client) => client.setQueryData(['finder', 'delegate', delegate.id], delegate),
  });
}

/** POST …/check-in ("Acreditar"): idempotent; says who checked the delegate in and when. */
export function useCheckIn() {
  return useInvalidatingMutation(
    (id: string) => api<CheckInResult>(`${path(id)}/check-in`, { method: 'POST', body: {} }),
    [['finder', 'search']],
    {
      onSuccess: (result, client) => client.setQueryData(['finder', 'delegate', result.delegate.id], result.delegate),
    },
  );
}

/** POST …/check-in/undo («Deshacer»): whoever checked the delegate in, shortly after; the Gestor at any time. */
export function useUndoCheckIn() {
  return useCardMutation((id: string) => api<FinderDelegate>(`${path(id)}/check-in/undo`, { method: 'POST', body: {} }));
}

/** PUT …/kit: sets the items sent (the others keep their value); the card ticks the box at once. */
export function useSetKit() {
  return useCardMutation(({ id, items }: { id: string; items: Record<string, boolean> }) =>
    api<FinderDelegate>(`${path(id)}/kit`, { method: 'PUT', body: { items } }),
  );
}

/** PUT …/notes. */
export function useSaveNotes() {
  return useCardMutation(({ id, notes }: { id: string; notes: string }) =>
    api<FinderDelegate>(`${path(id)}/notes`, { method: 'PUT', body: { notes } }),
  );
}
