// A worker thread of the page renderer (lib/page-renderer.ts): loads the web build's server renderer
// (apps/web/build-meta/ssr/prerender.js, decision 029) once per thread and renders a page with the answers given.
import { pathToFileURL } from 'node:url';

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
