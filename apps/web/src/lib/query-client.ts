import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

/**
 * The app's TanStack Query client: retries only when the server could not answer. It lives outside
 * the entry chunk: the `data` route (components/data-layer.tsx) provides it to every page.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Offline, a query fails with NETWORK (and the page says so) instead of waiting silently.
      networkMode: 'always',
      staleTime: 30_000,
      retry: (failureCount, error) => error instanceof ApiError && (error.code === 'NETWORK' || error.status >= 500) && failureCount < 2,
    },
    mutations: { retry: false, networkMode: 'always' },
  },
});

/** Forgets every cached answer (on sign-in and sign-out: the next user must not see them). */
export function clearQueryCache(): void {
  queryClient.clear();
}
