import { existsSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { ERROR_MESSAGES_ES } from '@quorum/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { type PageVariant, routePages, withPageData } from '../lib/web-pages';

/** A page as it is sent: plain, and compressed when first asked for (then kept), like the build's own files. */
interface SentPage {
  html: Record<Encoding, () => Buffer>;
  /** Its validator: a browser that has this version gets 304 and keeps its copy. */
  etag: string;
}

interface CompressedPage extends SentPage {
  pattern: RegExp;
  variant?: VariantPage;
}

/** A variant (decision 029) and the last page made from it: the answer it is chosen on changes seldom. */
interface VariantPage extends PageVariant {
  last?: { answer: string; page: SentPage };
}

type Encoding = 'identity' | 'gzip' | 'br';

/** A value computed on first use and kept: compressing every page at start would delay the start. */
function once(make: () => Buffer): () => Buffer {
  let made: Buffer | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

function sentPage(text: string): SentPage {
  const html = Buffer.from(text);
  const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
  const compressed = {
    identity: () => html,
    gzip: once(() => gzipSync(html, { level: 9 })),
    br: once(() => brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })),
  };
  return { html: compressed, etag };
}

/** Each public route's page (decisions 028 and 029), ready to send. */
function compressedPages(webDist: string): CompressedPage[] {
  return routePages(webDist).map(({ pattern, html, variant }) => ({ pattern, ...sentPage(html), ...(variant ? { variant } : {}) }));
}

/**
 * The variant of a page when the answer it depends on says so (a public GET of this server, asked in process), with
 * that answer written into it; null otherwise, or when the answer cannot be read: the page as built then.
 */
async function variantPage(app: FastifyInstance, variant: VariantPage): Promise<SentPage | null> {
  const answer = await app.inject({ method: 'GET', url: variant.api });
  if (answer.statusCode !== 200) return null;
  let value: unknown;
  try {
    value = answer.json();
  } catch {
    return null;
  }
  if ((value as Record<string, unknown> | null)?.[variant.field] !== true) return null;
  if (variant.last?.answer !== answer.body) {
    variant.last = { answer: answer.body, page: sentPage(withPageData(variant.html, variant.api, value)) };
  }
  return variant.last.page;
}

/**
 * Serves the built web app: the .br/.gz written next to each file at build time (scripts/precompress.mjs) to
 * browsers that accept them, hashed assets cached for a year, index.html and the service worker never cached.
 * A public route's page names its chunks for preloading (decision 028) and, for the pages a phone opens first, is
 * the page rendered at build time, or its variant for the server's current answer (/register while open; decision
 * 029); any other page is index.html.
 */
export async function serveWebApp(app: FastifyInstance, webDist: string | null): Promise<void> {
  const hasIndex = webDist !== null && existsSync(path.join(webDist, 'index.html'));
  const pages = hasIndex ? compressedPages(webDist) : [];
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
    const page = (route.variant && (await variantPage(app, route.variant))) || route;
    reply.header('etag', page.etag);
    if (request.headers['if-none-match'] === page.etag) return reply.status(304).send();
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding: Encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : 'identity';
    reply.type('text/html; charset=utf-8').header('vary', 'accept-encoding');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(page.html[encoding]());
  });
}
