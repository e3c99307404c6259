import type { AppRoute } from '@quorum/shared';
import { useMatches } from 'react-router';

/** What a page route carries in `handle` (set by router.tsx): its row of APP_ROUTES, null for the 404 page. */
interface PageHandle {
  route: AppRoute | null;
}

function isPageHandle(handle: unknown): handle is PageHandle {
  return typeof handle === 'object' && handle !== null && 'route' in handle;
}

/** The APP_ROUTES row of the page being shown (from the route's handle). */
export function usePageRoute(): AppRoute | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isPageHandle(handle)) return handle.route;
  }
  return null;
}
