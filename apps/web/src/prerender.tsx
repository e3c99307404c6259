import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { pageTitle } from '@quorum/shared';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app-providers';
import { loadSpanish } from './i18n';
import { routes } from './router';

/** A public page as a visitor without a session first sees it: its markup, its styles and its title. */
export interface RenderedPage {
  /** What goes inside `<div id="root">`. */
  body: string;
  /** The emotion styles the markup uses, as `<style data-emotion>` tags the browser's emotion takes over. */
  styles: string;
  title: string;
}

const handler = createStaticHandler(routes);

/**
 * Renders the page at `pathname` as the browser's first render of it would be, for a visitor without a session:
 * the data from the server (settings, switches, lists) not there yet, so each part shows the place it keeps
 * while it loads. Run at build time (scripts/prerender.mjs, decision 029).
 */
export async function renderPage(pathname: string): Promise<RenderedPage> {
  await loadSpanish();
  const context = await handler.query(new Request(new URL(pathname, 'http://quorum.local')));
  if (context instanceof Response) throw new Error(`${pathname} answers ${context.status} at build time`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // The browser's emotion uses the default key, `css`: the same class names, and it adopts these style tags.
  const cache = createCache({ key: 'css' });
  const server = createEmotionServer(cache);
  const markup = renderToString(
    <CacheProvider value={cache}>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </CacheProvider>,
  );
  const styles = server.constructStyleTagsFromChunks(server.extractCriticalToChunks(markup));
  const leaf = context.matches.at(-1)?.route as { handle?: { route?: { name?: string } | null } } | undefined;
  return { body: markup, styles, title: pageTitle(leaf?.handle?.route?.name ?? null) };
}
