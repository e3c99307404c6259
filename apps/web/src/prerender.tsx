import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { pageTitle, SESSION_PATH, type SessionInfo } from '@quorum/shared';
import type { RenderedPage } from '@quorum/shared/web-build';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app-providers';
import { clearSession, setSession } from './data/session';
import { loadSpanish } from './i18n';
import { setPageData } from './lib/page-data';
import { queryClient } from './lib/query-client';
import { routes } from './router';

const handler = createStaticHandler(routes);

/**
 * Renders the page at `pathname` as the browser's first render of it would be, for a visitor without a session (or,
 * for a staff page, for the session among the answers, `SESSION_PATH`: decision 041), with `data`, the answers (API path → answer) the server writes into the page (lib/page-data.ts): at build time
 * (scripts/prerender.mjs) without any, each part showing the place it keeps while it loads, for the routes whose
 * page is `built`; on request, in the server's renderer thread, with the answers of a `rendered` route (`RoutePage`
 * in @quorum/shared, decision 029).
 */
export async function renderPage(pathname: string, data: Record<string, unknown> = {}): Promise<RenderedPage> {
  await loadSpanish();
  queryClient.clear();
  setPageData(data);
  // A staff page is drawn for the session among its answers (decision 041); any other page for a visitor without one.
  const session = data[SESSION_PATH] as SessionInfo | undefined;
  if (session) setSession(session);
  else clearSession();
  const context = await handler.query(new Request(new URL(pathname, 'http://quorum.local')));
  if (context instanceof Response) throw new Error(`${pathname} answers ${context.status} at build time`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // The browser's emotion uses the default key, `css`: the same class names, and it adopts these style tags.
  const cache = createCache({ key: 'css' });
  const server = createEmotionServer(cache);
  // Rendered whole: a part loaded on demand (the Markdown of a legal text) is waited for, not left to the browser.
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </CacheProvider>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  const markup = Buffer.concat(chunks).toString('utf8');
  // Every style the render made, not only those whose class is in the markup: a styled part passes its class to the
  // part it wraps, which merges it into its own, so the passed one is not in the markup. The browser's emotion would
  // compile and insert those again while it hydrates, on a phone's main thread; with them here it takes them as done.
  const styles = server.constructStyleTagsFromChunks(
    server.extractCriticalToChunks(`${markup} ${Object.keys(cache.registered).join(' ')}`),
  );
  const leaf = context.matches.at(-1)?.route as { handle?: { route?: { name?: string } | null } } | undefined;
  return { body: markup, styles, title: pageTitle(leaf?.handle?.route?.name ?? null) };
}
