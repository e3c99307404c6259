import { pageTitle } from '@quorum/shared';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { LoadingOverlay } from './loading-overlay';
import { usePageRoute } from './use-page-route';

/** The root of every page: sets the document title and hides the view while a route loads. */
export function Root() {
  const navigation = useNavigation();
  const name = usePageRoute()?.name ?? null;

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
