import type { AppRoute } from '@quorum/shared';
import { useMatches } from 'react-router';
import type { RouteHandle } from '../router';

/** The APP_ROUTES row of the page being shown (from the route's handle). */
export function usePageRoute(): AppRoute | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle && 'route' in handle) return handle.route;
  }
  return null;
}
