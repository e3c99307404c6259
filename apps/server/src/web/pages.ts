import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PAGE_DATA_ID, pageTitle } from '@quorum/shared';
import { PAGE_MARKS, type RenderedPage, WEB_PAGES_FILE, webPagesSchema } from '@quorum/shared/web-build';

export type { RenderedPage };

const ASSET_URL = /^\/assets\/[\w.-]+\.js$/;
/** An answer path: one of the app's own GET routes (with a plain query, e.g. `?limit=4`). */
const API_PATH = /^\/api\/[\w/-]+(?:\?[\w=&-]+)?$/;
/**
 * An answer a page rendered on request is drawn with: an answer path that may take the route's parameters
 * (`/api/banner/:id/live` for `/banner/:id`) and, in its query, the visit's query parameters (`/api/setup/status?token=:token`).
 */
const ANSWER_PATTERN = /^\/api\/[\w/:-]+(?:\?[\w=&:-]+)?$/;

/**
 * A page the server renders on request (`RoutePage`'s `rendered` in @quorum/shared: `/`, `/register`, the room's
 * screen…) with the answers of `apis`, public GETs of this server asked in process: `html` is the page with the marks
 * for the rendered markup, styles and title (`fillRenderedPage`).
 */
export interface OnRequestPage {
  apis: string[];
  html: string;
  /** The answers are asked as the visitor (with the request's cookie): the room's screen, opened with its code. */
  visitor?: boolean;
}

/**
 * What a feature adds to a page the server renders on request, from the answers the page is drawn with (by the path
 * pattern they were asked at, `/api/news/:slug`): a title and `<head>` markup (an article's Open Graph tags, for link
 * previews). Null adds nothing. The markup is the feature's, escaped by it.
 */
export type PageHead = (answers: Record<string, unknown>) => { title: string; tags: string } | null;

/** The heads features add to the pages of their routes, by route pattern (`/noticias/:slug`), built by app.ts from the features' page modules. */
export type PageHeads = ReadonlyMap<string, PageHead>;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** A text as HTML text or attribute value. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

/** A page with a feature's head: its title replaced («{title} | Quórum») and its tags at the end of `<head>`. */
export function withHead(html: string, head: { title: string; tags: string } | null): string {
  if (!head) return html;
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(pageTitle(head.title))}</title>`)
    .replace('</head>', () => `${head.tags}</head>`);
}

export interface RoutePage {
  /** The route's path, as the web app's routes write it (`/banner/:id`). */
  path: string;
  /** The route's path as a pattern: `/banner/:id` matches `/banner/<anything but a slash>`, as the group `id`. */
  pattern: RegExp;
  /**
   * The route's page with its `<link rel="modulepreload">` tags in its head: the page the build rendered when its
   * page is `built` (decision 029), else index.html.
   */
  html: string;
  /**
   * For a page built or rendered for some visits only (`withoutQuery`, `withParam`): whether a visit's query (`?…`, or
   * '') is one.
   */
  fits?: (search: string) => boolean;
  /**
   * index.html with the same preloads (or the route's own index.html, naming its scripts: a phone page's), for the
   * visits the page is not built or drawn for (a query), which the browser draws itself.
   */
  plain?: string;
  onRequest?: OnRequestPage;
  /** A staff page: its preloads go only to a visit with a session cookie (decision 032). */
  signedIn?: true;
}

/**
 * The page of each route (`WEB_PAGES_FILE`), a staff page's for a signed-in visit only: the one the build rendered for it (its markup and styles in
 * index.html, so a phone paints it before any JavaScript has run), the one the server renders on request, or
 * index.html; each with `<link rel="modulepreload">` for the chunks its first visit needs beyond the entry's, so a
 * phone requests them all at once instead of after the entry has run (decision 028). Empty when the build wrote no
 * list: every page is then the plain index.html. Throws when the list is not what `webPagesSchema` says (a build of
 * another version).
 */
export function routePages(webDist: string): RoutePage[] {
  const listPath = path.join(webDist, WEB_PAGES_FILE);
  if (!existsSync(listPath)) return [];
  const index = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const routes = webPagesSchema.parse(JSON.parse(readFileSync(listPath, 'utf8')));
  return routes.map(({ path: routePath, files, page, signedIn, index: ownIndex }) => {
    const links = files
      .filter((file) => ASSET_URL.test(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
      .join('');
    const pattern = new RegExp(`^${routePath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, '(?<$1>[^/]+)')}/?$`);
    const withLinks = (html: string) => html.replace('</head>', () => `${links}</head>`);
    const built = page?.mode === 'built' ? page : undefined;
    const onRequest = page?.mode === 'rendered' && page.apis.every((api) => ANSWER_PATTERN.test(api)) ? page : undefined;
    // index.html for the visits a page is built or drawn without (a query): the route's own, naming its scripts itself.
    const plain = ownIndex ?? withLinks(index);
    return {
      path: routePath,
      pattern,
      html: withLinks(built?.html ?? index),
      ...(signedIn ? { signedIn } : {}),
      ...(built && built.fits !== 'always' ? { fits: fitting(built.fits), plain } : {}),
      ...(onRequest?.fits ? { fits: fitting(onRequest.fits), plain } : {}),
      ...(onRequest
        ? {
            onRequest: {
              apis: onRequest.apis,
              // A staff page drawn for the session names its scripts itself, to ask for them once painted (decision 041).
              html: onRequest.afterPaint ? onRequest.html : withLinks(onRequest.html),
              ...(onRequest.visitor ? { visitor: true } : {}),
            },
          }
        : {}),
    };
  });
}

/** The visits a page built for some fits: without a query, or with `withParam` set (not empty). */
function fitting(fits: 'withoutQuery' | { withParam: string }): (search: string) => boolean {
  if (fits === 'withoutQuery') return (search) => search === '';
  return (search) => Boolean(new URLSearchParams(search).get(fits.withParam));
}

/** The visit's query parameters a page rendered on request takes in its answers (`/api/setup/status?token=:token` → `token`). */
export function queryNamesOf(apis: string[]): string[] {
  const names = apis.flatMap((api) => [...(api.split('?')[1] ?? '').matchAll(/:(\w+)/g)].map((m) => m[1] as string));
  return [...new Set(names)];
}

/**
 * An answer path of a page rendered on request, for a visit: the route's parameters written in (`/api/banner/:id/live` → `/api/banner/
 * 7f3…/live`), encoded; null when the visit's path lacks one or a value would not make a plain path.
 */
export function answerPath(api: string, params: Record<string, string | undefined>): string | null {
  let missing = false;
  const filled = api.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) missing = true;
    return encodeURIComponent(value ?? '');
  });
  return missing || !API_PATH.test(filled) ? null : filled;
}

/**
 * A page with the answers it was drawn with, as `<script type="application/json" id="page-data">` (API path →
 * answer; the web app's lib/page-data.ts reads it). `<` is escaped so no text of an answer can close the block.
 */
function withPageData(html: string, answers: Record<string, unknown>): string {
  const json = JSON.stringify(answers).replace(/</g, '\\u003c');
  return html.replace('</body>', () => `<script type="application/json" id="${PAGE_DATA_ID}">${json}</script></body>`);
}

/** A page rendered on request: its markup, styles and title in place of the marks, and the answers it was drawn with. */
export function fillRenderedPage(html: string, page: RenderedPage, answers: Record<string, unknown>): string {
  const title = page.title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const filled = html
    .replace(PAGE_MARKS.body, () => page.body)
    .replace(PAGE_MARKS.styles, () => page.styles)
    .replace(PAGE_MARKS.title, () => title);
  return withPageData(filled, answers);
}
