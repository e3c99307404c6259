import { z } from 'zod';
import {
  type APP_ROUTES,
  HOME_NEWS,
  legalPath,
  PUBLIC_COMMISSIONS_PATH,
  PUBLIC_OFFER_PATH,
  REGISTRATION_OPTIONS_PATH,
  SESSION_PATH,
  SETTINGS_PATH,
  SETUP_STATUS_PATH,
} from './routes';

/**
 * What the web build hands the server (decisions 028 and 029): one file in `dist`, written by the build
 * (apps/web/vite.config.ts, then apps/web/scripts/prerender.mjs), read by the bundle check
 * (apps/web/scripts/bundle-size.mjs) and by the server (apps/server/src/web). A dot file: the server's static
 * files never serve it.
 */
export const WEB_PAGES_FILE = '.route-preloads.json';

/**
 * Where the build leaves its server renderer (a module exporting `renderPage`), relative to the web app's folder:
 * beside `dist`, never served.
 */
export const WEB_RENDERER = { folder: 'build-meta/ssr', file: 'prerender.js' } as const;

/** Where the server puts the markup, styles and title it renders into a page rendered on request. */
export const PAGE_MARKS = { body: '<!--quorum:body-->', styles: '<!--quorum:styles-->', title: 'quorum:title' } as const;

/** A page as the web build's renderer draws it (apps/web/src/prerender.tsx `renderPage`). */
export interface RenderedPage {
  /** What goes inside `<div id="root">`. */
  body: string;
  /** The emotion styles the markup uses, as `<style data-emotion>` tags the browser's emotion takes over. */
  styles: string;
  title: string;
}

/** A page the build rendered, and the visits it fits (`RoutePage`'s `built`). */
const builtPageSchema = z.object({
  mode: z.literal('built'),
  html: z.string(),
  fits: z.union([z.literal('always'), z.literal('withoutQuery'), z.object({ withParam: z.string() })]),
});

/** A page rendered on request with the answers of `apis` into `html`, which holds the `PAGE_MARKS` (`RoutePage`'s `rendered`). */
const onRequestPageSchema = z.object({
  mode: z.literal('rendered'),
  html: z.string(),
  apis: z.array(z.string()),
  visitor: z.boolean().optional(),
  /** Drawn for visits without a query only; the others get index.html with the same preloads. */
  fits: z.literal('withoutQuery').optional(),
  /**
   * A staff page drawn for the session (decision 041): its scripts are named in `#page-scripts` for `/after-paint.js`
   * to ask for once it has painted, not in its head; the server adds no preloads to it.
   */
  afterPaint: z.literal(true).optional(),
});

/** One route of the build: a public one, or a staff page (`signedIn`, decisions 032 and 041). */
export const webPageSchema = z.object({
  /** As the web app's routes write it (`/banner/:id`). */
  path: z.string(),
  /** The chunks its first visit needs beyond the entry's, named as modulepreload links. */
  files: z.array(z.string()),
  /**
   * A staff page: its chunks are named only to a visit with a session cookie (decision 032); a visit without one is
   * sent to `/` by the web app, and gets index.html as it is.
   */
  signedIn: z.literal(true).optional(),
  /**
   * index.html naming the route's own scripts instead of the app's (a phone page's, from the phone pages' build:
   * decision 032), sent to the visits its page is not drawn for by their query (`fits`); without one, index.html
   * with `files` as preloads.
   */
  index: z.string().optional(),
  /** How its page is sent; without one, index.html. */
  page: z.discriminatedUnion('mode', [builtPageSchema, onRequestPageSchema]).optional(),
});
export type WebPage = z.infer<typeof webPageSchema>;

export const webPagesSchema = z.array(webPageSchema);

/**
 * How the server sends a public route's page (decision 029); a route without one gets index.html naming its chunks.
 * - `built`: the page the web build rendered, whose first screen needs no data of the server, sent to the visits
 *   it fits — `'always'`; `'withoutQuery'` (drawn as it is without a query: /verificator, /load and /in show their
 *   code forms then, and something else for `?code=`); `{ withParam }` (drawn with that query parameter whatever its
 *   value: /reset-password shows its form to the link a mail sent, and without a token says the link is not
 *   valid). Other visits get index.html, which the browser draws itself.
 * - `rendered`: what it shows first comes from the server: rendered on request with the answers of these public GETs
 *   (asked in process, the route's parameters and the visit's query parameters written in, `:name`), kept until one
 *   changes, the answers written into the page for the browser's first render. `visitor`: asked with the visit's
 *   cookie (the room's screen, as its projection cookie opens it; a staff page, drawn for the signed-in visitor, whose
 *   session is one of its answers). `fits: 'withoutQuery'`: drawn for visits without a query only (the finder keeps
 *   its search in the address), the others getting index.html, which the browser draws itself.
 */
export type RoutePage =
  | { built: 'always' | 'withoutQuery' | { withParam: string } }
  | { rendered: readonly string[]; visitor?: true; fits?: 'withoutQuery' };

/**
 * The page of each route the server sends drawn, by the route's key in `APP_ROUTES`: the options of those
 * routes, kept beside the table rather than in it so the browser's bundle, which carries the table, does not carry
 * them. Read by the build (apps/web/scripts/prerender.mjs), which writes each into `WEB_PAGES_FILE`.
 */
export const ROUTE_PAGES = {
  // The event's name, what is open, the commissions and the headlines.
  home: { rendered: [SETTINGS_PATH, PUBLIC_OFFER_PATH, PUBLIC_COMMISSIONS_PATH, `/api/news?limit=${HOME_NEWS}`] },
  login: { built: 'always' },
  verificator: { built: 'withoutQuery' },
  // An institution's advisor: the frame while the page reads the link's school (`?code=`).
  advisor: { built: 'withoutQuery' },
  // Its form while registration is open, or why it is not.
  register: { rendered: [REGISTRATION_OPTIONS_PATH] },
  // The legal text a registering delegate is asked to accept, its Markdown rendered with it.
  tyc: { rendered: [SETTINGS_PATH, legalPath('tyc')] },
  privacy: { rendered: [SETTINGS_PATH, legalPath('privacy')] },
  meets: { built: 'always' },
  in: { built: 'withoutQuery' },
  // The room pass: bare, the phone's room while its device cookie asks (`?code=` exchanges a personal code first).
  room: { built: 'withoutQuery' },
  // A commission's working papers and one of them: their frame while the phone's pass reads them.
  roomPapers: { built: 'always' },
  roomPaper: { built: 'always' },
  data: { built: 'always' },
  // The room's session, as its projection cookie opens it.
  banner: { rendered: ['/api/banner/:id/live'], visitor: true },
  // The article a shared link opens; the server adds its Open Graph tags (apps/server/src/features/press/press.page.ts).
  newsArticle: { rendered: [SETTINGS_PATH, '/api/news/:slug'] },
  load: { built: 'withoutQuery' },
  // The first run's form, or why its link no longer works, from the link's token.
  setup: { rendered: [SETTINGS_PATH, SETUP_STATUS_PATH] },
  resetPassword: { built: { withParam: 'token' } },
  error: { built: 'always' },
  // The door's search, drawn for the signed-in visitor (decision 041): its session, and the event's name in the bar.
  staffFinder: { rendered: [SESSION_PATH, SETTINGS_PATH], visitor: true, fits: 'withoutQuery' },
  // The chair's console: the commission, its seated delegates and its live state, as the chair's session reads them.
  presidentSessions: {
    rendered: [SESSION_PATH, SETTINGS_PATH, '/api/commissions/:id', '/api/commissions/:id/delegates', '/api/commissions/:id/live'],
    visitor: true,
    fits: 'withoutQuery',
  },
} as const satisfies Partial<Record<(typeof APP_ROUTES)[number]['key'], RoutePage>>;
