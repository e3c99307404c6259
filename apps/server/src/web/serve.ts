import { existsSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { ERROR_MESSAGES_ES, PAGE_DRAWN_AT, PAGE_TIME_ZONE } from '@quorum/shared';
import { WEB_RENDERER } from '@quorum/shared/web-build';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { renderInWorker } from './render';
import { acceptedEncoding } from '../plugins/compressed-answers';
import {
  answerPath,
  fillRenderedPage,
  type OnRequestPage,
  type PageHead,
  type PageHeads,
  queryNamesOf,
  routePages,
  withHead,
} from './pages';

/** A page as it is sent: plain, and compressed when first asked for (then kept), like the build's own files. */
interface SentPage {
  html: Record<Encoding, () => Buffer>;
  /** Its validator: a browser that has this version gets 304 and keeps its copy. */
  etag: string;
}

interface CompressedPage extends SentPage {
  pattern: RegExp;
  /** Whether the built page fits a visit's query, and the page for those it does not (`RoutePage.fits`). */
  fits?: (search: string) => boolean;
  plain?: SentPage;
  onRequest?: OnRequestRoute;
  /** A staff page: sent with its preloads to a visit with a session cookie only (decision 032). */
  signedIn?: true;
}

/**
 * A page rendered on request (decision 029: `/`, `/register`, `/banner/{id}`…) and, per path, the last one made, kept
 * until one of its answers changes.
 */
interface OnRequestRoute extends OnRequestPage {
  /** The web build's server renderer; null when the build left none (the page as built is then sent, with `head`). */
  bundle: string | null;
  /** The route's path as a pattern, whose groups are the parameters its answers take. */
  pattern: RegExp;
  /** The page as built, which gets the route's head when the page cannot be rendered. */
  built: string;
  /** What the route's feature adds to its head (an article's Open Graph tags). */
  head?: PageHead;
  /** The visit's query parameters its answers take (`queryNamesOf`). */
  queryNames: string[];
  /**
   * A staff page (decision 041): drawn only when every answer is there, the session's first; a stale cookie's visit
   * gets the page as built (index.html), whose browser asks who is signed in and goes to the sign-in flow.
   */
  signedIn?: true;
  last: Map<string, { key: string; drawnAt: number; page: Promise<SentPage | null> }>;
}

/**
 * Whether a visit carries the session cookie (better-auth's `quorum.session_token`, `__Secure-` on HTTPS). Only its
 * presence is read, to name a staff page's chunks: a stale cookie costs a few preloads, and the page still asks the
 * server who is signed in.
 */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?quorum\.session_token=/;

/** The event's clock (its setting, an IANA zone), read when a page is drawn: its moments are written on it (`PAGE_TIME_ZONE`). */
type EventTimeZone = () => Promise<string>;

/** The paths of a route rendered on request whose last page is kept (a banner per commission): the oldest is dropped beyond. */
const KEPT_PATHS = 64;
/** How long a page drawn with a visitor's answers is kept: the room's screen shows running timers, drawn at a time. */
const VISITOR_PAGE_MS = 1000;

type Encoding = 'identity' | 'gzip' | 'br';

/** A value computed on first use and kept: compressing every page at start would delay the start. */
function once(make: () => Buffer): () => Buffer {
  let made: Buffer | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

/** A page's validator, from its bytes. */
function etagOf(html: Buffer): string {
  return `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
}

function sentPage(text: string): SentPage {
  const html = Buffer.from(text);
  const etag = etagOf(html);
  const compressed = {
    identity: () => html,
    gzip: once(() => gzipSync(html, { level: 9 })),
    br: once(() => brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })),
  };
  return { html: compressed, etag };
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** A page made while the server runs: compressed at once, off the event loop (zlib's threads). */
async function sentPageAsync(text: string): Promise<SentPage> {
  const html = Buffer.from(text);
  const etag = etagOf(html);
  const [gz, br] = await Promise.all([
    gzipAsync(html, { level: 9 }),
    brotliAsync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  ]);
  return { html: { identity: () => html, gzip: () => gz, br: () => br }, etag };
}

/** Where the web build leaves its server renderer (`WEB_RENDERER`): beside dist, never served. */
function rendererOf(webDist: string): string | null {
  const bundle = path.join(webDist, '..', WEB_RENDERER.folder, WEB_RENDERER.file);
  return existsSync(bundle) ? bundle : null;
}

/** Each public route's page (decisions 028 and 029), ready to send. */
function compressedPages(webDist: string, heads: PageHeads): CompressedPage[] {
  const bundle = rendererOf(webDist);
  return routePages(webDist).map(({ path: routePath, pattern, html, fits, plain, onRequest, signedIn }) => {
    const head = heads.get(routePath);
    return {
      pattern,
      ...(signedIn ? { signedIn } : {}),
      ...sentPage(html),
      ...(fits && plain ? { fits, plain: sentPage(plain) } : {}),
      ...(onRequest && (bundle || head)
        ? {
            onRequest: {
              ...onRequest,
              bundle,
              pattern,
              built: html,
              ...(head ? { head } : {}),
              ...(signedIn ? { signedIn } : {}),
              queryNames: queryNamesOf(onRequest.apis),
              last: new Map(),
            },
          }
        : {}),
    };
  });
}

/** The public routes' pages; none, with a warning, when the build's list cannot be read: every page is index.html. */
function pagesOrNone(app: FastifyInstance, webDist: string, heads: PageHeads): CompressedPage[] {
  try {
    return compressedPages(webDist, heads);
  } catch (error) {
    app.log.warn({ err: error }, "the web build's list of pages cannot be read; every page is sent as index.html");
    return [];
  }
}

/** The route's parameters in a visit's path, decoded; null when one is not valid percent-encoding. */
function routeParams(pattern: RegExp, pathname: string): Record<string, string> | null {
  try {
    return Object.fromEntries(Object.entries(pattern.exec(pathname)?.groups ?? {}).map(([k, v]) => [k, decodeURIComponent(v)]));
  } catch {
    return null;
  }
}

/**
 * A page the server renders with its current answers (decision 029: `/`, whose event name, offer and commissions
 * come from the server; `/register`, open or not; `/banner/{id}`, whose session comes from the live state): each answer asked in process, as
 * the visitor when the route says so (the room's screen shows what its projection cookie opens); the page made for
 * the same answers is kept, and made again in the renderer's thread when one changes. Drawn with the server's time
 * (`PAGE_DRAWN_AT`), which the browser hydrates at. The route's feature may add to its head from the same answers
 * (`/noticias/{slug}`: the article's Open Graph tags). Its moments are written on the event's clock (`PAGE_TIME_ZONE`),
 * and a changed zone draws it again. Null when an answer or the zone cannot be read, or the rendering fails and the
 * route adds nothing: the page as built is sent then, and the browser asks for the answers itself.
 */
async function pageOnRequest(
  app: FastifyInstance,
  route: OnRequestRoute,
  request: FastifyRequest,
  pathname: string,
  eventTimeZone: EventTimeZone,
): Promise<SentPage | null> {
  // The visit's query parameters the answers take, and only those, go into the path the page is drawn and kept for.
  const query = new URLSearchParams(request.url.slice(pathname.length));
  const taken = route.queryNames.flatMap((name) => {
    const value = query.get(name);
    return value ? [[name, value] as [string, string]] : [];
  });
  const drawnPath = taken.length ? `${pathname}?${new URLSearchParams(taken)}` : pathname;
  const routeValues = routeParams(route.pattern, pathname);
  const params = routeValues && { ...Object.fromEntries(taken), ...routeValues };
  const paths = route.apis.map((api) => params && answerPath(api, params));
  if (!paths.every((p): p is string => p !== null)) return null;
  const headers = route.visitor && request.headers.cookie ? { cookie: request.headers.cookie } : {};
  const answers: Record<string, unknown> = {};
  // The same answers by the pattern they were asked at, for the route's head (`/api/news/:slug`).
  const byPattern: Record<string, unknown> = {};
  const bodies: string[] = [];
  // Asked together: each visit to the page waits for the slowest answer only.
  const [timeZone, replies] = await Promise.all([
    eventTimeZone().catch(() => null),
    Promise.all(paths.map((url) => app.inject({ method: 'GET', url, headers }))),
  ]);
  if (timeZone === null) return null;
  // The zone is part of what the page is drawn from: a page on another clock is drawn again.
  bodies.push(`#timeZone ${timeZone}`);
  for (const [i, answer] of replies.entries()) {
    const api = paths[i] as string;
    bodies.push(`${answer.statusCode} ${answer.body}`);
    // A refused answer (the news while they are off) is left out: the page draws that part as the browser's first
    // render will, waiting for it. A staff page is not drawn without its session: the browser draws it as before.
    if (answer.statusCode !== 200) {
      if (route.signedIn) return null;
      continue;
    }
    try {
      answers[api] = answer.json();
    } catch {
      return null;
    }
    byPattern[route.apis[i] as string] = answers[api];
  }
  const key = bodies.join('\n');
  const kept = route.last.get(drawnPath);
  const drawnAt = Date.now();
  if (kept?.key === key && !(route.visitor && drawnAt - kept.drawnAt > VISITOR_PAGE_MS)) return kept.page;
  answers[PAGE_DRAWN_AT] = drawnAt;
  // The renderer's thread writes the moments on the event's clock; the browser hydrates with the same texts.
  answers[PAGE_TIME_ZONE] = timeZone;
  const head = route.head?.(byPattern) ?? null;
  const { bundle } = route;
  const rendered = bundle
    ? renderInWorker({ bundle, pathname: drawnPath, data: answers }).then(
        (drawn) => fillRenderedPage(route.html, drawn, answers),
        (error: unknown) => {
          app.log.warn({ err: error, pathname: drawnPath }, 'the page could not be rendered; the page as built is sent');
          // Not kept: the next visit tries again.
          if (route.last.get(drawnPath)?.key === key) route.last.delete(drawnPath);
          return null;
        },
      )
    : Promise.resolve(null);
  // Not rendered: the page as built, with the route's head when it has one.
  const page = rendered.then((html) => (html !== null || head ? sentPageAsync(withHead(html ?? route.built, head)) : null));
  route.last.delete(drawnPath);
  route.last.set(drawnPath, { key, drawnAt, page });
  if (route.last.size > KEPT_PATHS) route.last.delete(route.last.keys().next().value as string);
  return page;
}

/**
 * Serves the built web app: the .br/.gz written next to each file at build time (scripts/precompress.mjs) to
 * browsers that accept them, hashed assets cached for a year, index.html and the service worker never cached.
 * A public route's page names its chunks for preloading (decision 028) and is sent as the shared route table's
 * `page` says (decision 029): the page rendered at build time, for the visits it fits, or the page the server renders
 * with its answers (`/`, `/register`, the room's screen…), its moments on the event's clock (`eventTimeZone`); any
 * other page is index.html.
 */
export async function serveWebApp(
  app: FastifyInstance,
  webDist: string | null,
  heads: PageHeads,
  eventTimeZone: EventTimeZone,
): Promise<void> {
  const hasIndex = webDist !== null && existsSync(path.join(webDist, 'index.html'));
  const pages = hasIndex ? pagesOrNone(app, webDist, heads) : [];
  if (hasIndex) {
    await app.register(async (files) => {
      // What the file route refuses (a folder, `..` written in percent-encoding, a NUL) is answered like any
      // other unknown path, by the handler below.
      files.setErrorHandler((error: FastifyError, _request, reply) => {
        if (error.statusCode === 403) return reply.callNotFound();
        throw error;
      });
      await files.register(fastifyStatic, {
        root: webDist,
        // One route for every file, read when asked for: a route per file (over a thousand with the compressed
        // copies) cost the server's start about a sixth of its time. A missing file goes to the handler below.
        wildcard: true,
        dotfiles: 'ignore',
        index: false,
        preCompressed: true,
        setHeaders(reply, file) {
          const immutable = file.includes(`${path.sep}assets${path.sep}`);
          reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' && !request.url.startsWith('/api/') && !path.extname(pathname);
    if (!hasIndex || !wantsPage) return reply.status(404).send({ code: 'NOT_FOUND', message: ERROR_MESSAGES_ES.NOT_FOUND });
    reply.header('cache-control', 'no-cache');
    const route = pages.find((p) => p.pattern.test(pathname));
    if (!route) return reply.sendFile('index.html');
    // A staff page names its chunks to a signed-in visit only: a visit without a session is sent to / by the app.
    if (route.signedIn) {
      reply.header('vary', 'accept-encoding, cookie');
      if (!SESSION_COOKIE.test(request.headers.cookie ?? '')) return reply.sendFile('index.html');
    }
    const page =
      (route.plain && !route.fits?.(request.url.slice(pathname.length)) ? route.plain : null) ||
      (route.onRequest && (await pageOnRequest(app, route.onRequest, request, pathname, eventTimeZone))) ||
      route;
    // A page drawn with the visitor's answers, or with what their address carries (a token), is theirs: no shared
    // cache keeps it.
    if (route.onRequest?.visitor || route.onRequest?.queryNames.length) reply.header('cache-control', 'private, no-cache');
    reply.header('etag', page.etag);
    if (request.headers['if-none-match'] === page.etag) return reply.status(304).send();
    const encoding: Encoding = acceptedEncoding(request.headers['accept-encoding']) ?? 'identity';
    reply.type('text/html; charset=utf-8');
    if (!route.signedIn) reply.header('vary', 'accept-encoding');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(page.html[encoding]());
  });
}
