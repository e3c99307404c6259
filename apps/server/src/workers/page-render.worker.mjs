// A worker thread of the page renderer (web/render.ts): loads the web build's server renderer
// (apps/web/build-meta/ssr/prerender.js, decision 029) once per thread and renders a page with the answers given.
import { pathToFileURL } from 'node:url';

// The page must be drawn as the browser's production build draws it: React, MUI and emotion read NODE_ENV when they
// load, and in development emotion names each class after its component, so no class would match the browser's,
// which would then compile and insert every style again while hydrating. Set here, before the renderer loads, for
// this thread only (a worker thread has its own copy of the environment).
process.env.NODE_ENV = 'production';

/** @type {Map<string, Promise<{ renderPage: (pathname: string, data: Record<string, unknown>) => Promise<unknown> }>>} */
const bundles = new Map();

/** @param {{ bundle: string, pathname: string, data: Record<string, unknown> }} task */
export default async function render({ bundle, pathname, data }) {
  let loaded = bundles.get(bundle);
  if (!loaded) {
    loaded = import(pathToFileURL(bundle).href);
    bundles.set(bundle, loaded);
  }
  return (await loaded).renderPage(pathname, data);
}
