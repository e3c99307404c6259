import { pageTitle } from '@quorum/shared';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useMatches, useNavigation } from 'react-router';
import type { RouteHandle } from '../router';
import { LoadingOverlay } from './loading-overlay';

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'route' in handle;
}

/** The root of every page: sets the document title and hides the view while a route loads. */
export function Root() {
  const navigation = useNavigation();
  const matches = useMatches();
  const handle = [...matches].reverse().find((m) => isRouteHandle(m.handle))?.handle as RouteHandle | undefined;
  const name = handle?.route?.name ?? null;

  useEffect(() => {
    document.title = pageTitle(name);
  }, [name]);

  return (
    <>
      <ScrollRestoration />
      <Outlet />
      {navigation.state === 'loading' && <LoadingOverlay />}
    </>
  );
}
