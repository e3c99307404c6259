import { z } from 'zod';

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

/** What the pieces of a page rendered by the web build's renderer are (apps/web/src/prerender.tsx `renderPage`). */
export const renderedPageSchema = z.object({ body: z.string(), styles: z.string(), title: z.string() });
export type RenderedPage = z.infer<typeof renderedPageSchema>;

/** One public route of the build. */
export const webPageSchema = z.object({
  /** As the web app's routes write it (`/banner/:id`). */
  path: z.string(),
  /** The chunks its first visit needs beyond the entry's, named as modulepreload links. */
  files: z.array(z.string()),
  /** The page rendered at build time, when there is one; else index.html is sent. */
  html: z.string().optional(),
  /** The rendered page fits a visit without a query only (`/verificator`). */
  queryless: z.boolean().optional(),
  /** The rendered page fits a visit with this query parameter set (`/reset-password?token=`). */
  param: z.string().optional(),
  /** A second drawing, sent while the public GET `api` answers `field` true, with that answer written in. */
  variant: z.object({ api: z.string(), field: z.string(), html: z.string() }).optional(),
  /** Rendered on request with the answers of `apis` into `html`, which holds the `PAGE_MARKS`. */
  live: z.object({ apis: z.array(z.string()), html: z.string(), visitor: z.boolean().optional() }).optional(),
});
export type WebPage = z.infer<typeof webPageSchema>;

export const webPagesSchema = z.array(webPageSchema);
