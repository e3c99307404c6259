import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { pageTitle, type RegistrationOptions } from '@quorum/shared';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app-providers';
import { PUBLIC_COMMISSIONS_PATH, PUBLIC_OFFER_PATH } from './features/home/api';
import { legalPath } from './features/legal/api';
import { HOME_NEWS } from './features/press/components/latest-news';
import { REGISTRATION_OPTIONS_PATH } from './features/registration/api';
import { SETUP_STATUS_PATH } from './features/setup/api';
import { SETTINGS_PATH } from './data/settings';
import { loadSpanish } from './i18n';
import { setPageData } from './lib/page-data';
import { queryClient } from './lib/query-client';
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
 * while it loads — but for `data`, the answers (API path → answer) the server writes into this variant of the
 * page, so the page is drawn with them (lib/page-data.ts). Run at build time (scripts/prerender.mjs, decision 029).
 */
export async function renderPage(pathname: string, data: Record<string, unknown> = {}): Promise<RenderedPage> {
  await loadSpanish();
  queryClient.clear();
  setPageData(data);
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

/**
 * A second drawing of a page, which the server sends instead when the answer of `api` has `field` true, with that
 * answer written into the page (lib/page-data.ts). Drawn with `standIn` as the answer: what it shows must not
 * depend on the answer's other fields.
 */
export interface PageVariant {
  api: string;
  field: string;
  standIn: Record<string, unknown>;
}

/** /register while registration is open: the form's first step, which shows nothing of the options. */
const REGISTRATION_OPEN: RegistrationOptions = {
  open: true,
  ready: true,
  notReadyMessage: null,
  registrationOpen: true,
  registrationStart: null,
  registrationEnd: null,
  commissions: [],
  termsVersion: 0,
  privacyVersion: 0,
};

/**
 * The routes rendered at build time: the public forms a phone opens first, whose first screen needs no data of the
 * server (/register also as it is while registration is open), and the page a refused visit lands on. A `queryless`
 * page is drawn as it is without a query: /verificator, /load and /in show their code forms then, and something else
 * for `?code=` (a delegate's data, a school's workspace, the room's screen opening), so a visit with a query gets the
 * page the browser draws itself. A page with a `param` is drawn with that query parameter, whatever its value, and
 * sent to visits that carry it: /reset-password shows its form to the link a mail sent (`?token=`), and without one
 * says the link is not valid. `/` and `/banner/{id}` are not: what they show first (the event's name, the room's
 * session) comes from the server, so a build-time page would only paint a placeholder sooner and leave the page's
 * scripts running after that paint, where they count as blocking time (decision 029 has the figures).
 */
export const PRERENDERED: { path: string; variant?: PageVariant; queryless?: boolean; param?: string }[] = [
  { path: '/login' },
  { path: '/register', variant: { api: REGISTRATION_OPTIONS_PATH, field: 'open', standIn: REGISTRATION_OPEN } },
  { path: '/data' },
  { path: '/meets' },
  { path: '/verificator', queryless: true },
  { path: '/load', queryless: true },
  { path: '/in', queryless: true },
  { path: '/reset-password', param: 'token' },
  { path: '/error' },
];

/**
 * The routes the server renders when asked, with the answers of `apis` (GETs it asks itself, the route's parameters
 * written in; as the visitor when `visitor`) written in: what they show first comes from the server. `/` shows the
 * event's name, what is open and the commissions; `/banner/{id}` the room's session, as its projection cookie opens
 * it; `/tyc` and `/privacy-policy` the legal text a registering delegate is asked to accept (its Markdown is rendered
 * with it, while in the browser it loads on demand); `/noticias/{slug}` the article a shared link opens, to which the
 * server adds the article's Open Graph tags for link previews (press.page.ts); `/setup` the first run's form, or why
 * its link no longer works, from the link's token (an answer may take the visit's query parameters). The server
 * keeps a page until one of its answers changes (decision 029).
 */
export const RENDERED_ON_REQUEST: { path: string; apis: string[]; visitor?: boolean }[] = [
  { path: '/', apis: [SETTINGS_PATH, PUBLIC_OFFER_PATH, PUBLIC_COMMISSIONS_PATH, `/api/news?limit=${HOME_NEWS}`] },
  { path: '/banner/:id', apis: ['/api/banner/:id/live'], visitor: true },
  { path: '/tyc', apis: [SETTINGS_PATH, legalPath('tyc')] },
  { path: '/privacy-policy', apis: [SETTINGS_PATH, legalPath('privacy')] },
  { path: '/noticias/:slug', apis: [SETTINGS_PATH, '/api/news/:slug'] },
  { path: '/setup', apis: [SETTINGS_PATH, SETUP_STATUS_PATH] },
];
