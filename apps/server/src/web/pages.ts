import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PAGE_DATA_ID, pageTitle } from '@quorum/shared';
import { PAGE_MARKS, type RenderedPage, WEB_PAGES_FILE, webPagesSchema } from '@quorum/shared/web-build';

export type { RenderedPage };

const ASSET_URL = /^\/assets\/[\w.-]+\.js$/;
/**
 * A variant's or a live page's answer is one of the app's own GET routes (with a plain query, e.g. `?limit=4`); a live
 * page's may take the route's parameters (`/api/banner/:id/live` for `/banner/:id`) and, in its query, the visit's
 * query parameters (`/api/setup/status?token=:token` for `/setup?token=…`).
 */
const API_PATH = /^\/api\/[\w/-]+(?:\?[\w=&-]+)?$/;
const LIVE_API_PATH = /^\/api\/[\w/:-]+(?:\?[\w=&:-]+)?$/;

/**
 * A second drawing of a page (decision 029): sent instead when the answer of `api` (a public GET of this server) has
 * `field` true, with that answer written into the page, so the browser's first render draws the same.
 */
export interface PageVariant {
  api: string;
  field: string;
  /** The variant's page, with the same preloads. */
  html: string;
}

/**
 * A page the server renders on request (decision 029: `/`) with the answers of `apis`, public GETs of this server
 * asked in process: `html` is the page with marks for the rendered markup, styles and title (`fillLivePage`).
 */
export interface LivePage {
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
   * The route's page with its `<link rel="modulepreload">` tags in its head: the page rendered at build time when
   * the build wrote one (decision 029), else index.html.
   */
  html: string;
  /**
   * For a page the build rendered for some visits only: whether a visit's query (`?…`, or '') is one of them. Drawn as
   * it is without a query (`/verificator`, whose `?code=` shows a delegate's data), or with a parameter whatever its
   * value (`/reset-password?token=`, without which the page says the link is not valid).
   */
  fits?: (search: string) => boolean;
  /** index.html with the same preloads, for the other visits, which the browser draws itself. */
  plain?: string;
  variant?: PageVariant;
  live?: LivePage;
}

/**
 * The page of each public route: the one the build rendered for it (its markup and styles in index.html, so a phone
 * paints it before any JavaScript has run; decision 029) or index.html, with `<link rel="modulepreload">` for the
 * chunks its first visit needs beyond the entry's, so a phone requests them all at once instead of after the entry
 * has run. Empty when the build wrote no list: every page is then the plain index.html. Throws when the list is not
 * what `webPagesSchema` says (a build of another version).
 */
export function routePages(webDist: string): RoutePage[] {
  const listPath = path.join(webDist, WEB_PAGES_FILE);
  if (!existsSync(listPath)) return [];
  const index = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const routes = webPagesSchema.parse(JSON.parse(readFileSync(listPath, 'utf8')));
  return routes.map((route) => {
    const links = route.files
      .filter((file) => ASSET_URL.test(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
      .join('');
    const pattern = new RegExp(`^${route.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, '(?<$1>[^/]+)')}/?$`);
    const withLinks = (html: string) => html.replace('</head>', () => `${links}</head>`);
    const { variant, live } = route;
    return {
      path: route.path,
      pattern,
      html: withLinks(route.html ?? index),
      ...(route.html && (route.queryless || route.param) ? { fits: fitting(route.param), plain: withLinks(index) } : {}),
      ...(variant && API_PATH.test(variant.api) ? { variant: { ...variant, html: withLinks(variant.html) } } : {}),
      ...(live?.apis.every((api) => LIVE_API_PATH.test(api))
        ? { live: { apis: live.apis, html: withLinks(live.html), ...(live.visitor ? { visitor: true } : {}) } }
        : {}),
    };
  });
}

/** The visits a page drawn for some fits: with `param` set (not empty), or without a query. */
function fitting(param: string | undefined): (search: string) => boolean {
  return param ? (search) => Boolean(new URLSearchParams(search).get(param)) : (search) => search === '';
}

/** The visit's query parameters a live page's answers take (`/api/setup/status?token=:token` → `token`). */
export function queryNamesOf(apis: string[]): string[] {
  const names = apis.flatMap((api) => [...(api.split('?')[1] ?? '').matchAll(/:(\w+)/g)].map((m) => m[1] as string));
  return [...new Set(names)];
}

/**
 * A live page's answer path for a visit: the route's parameters written in (`/api/banner/:id/live` → `/api/banner/
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
export function withPageData(html: string, answers: Record<string, unknown>): string {
  const json = JSON.stringify(answers).replace(/</g, '\\u003c');
  return html.replace('</body>', () => `<script type="application/json" id="${PAGE_DATA_ID}">${json}</script></body>`);
}

/** A live page as rendered: its markup, styles and title in place of the marks, and the answers it was drawn with. */
export function fillLivePage(html: string, page: RenderedPage, answers: Record<string, unknown>): string {
  const title = page.title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const filled = html
    .replace(PAGE_MARKS.body, () => page.body)
    .replace(PAGE_MARKS.styles, () => page.styles)
    .replace(PAGE_MARKS.title, () => title);
  return withPageData(filled, answers);
}
