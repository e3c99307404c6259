import { workerPool } from '../workers/pool';
import type { RenderedPage } from './pages';

interface RenderTask {
  /** The web build's server renderer (an ES module exporting `renderPage`). */
  bundle: string;
  pathname: string;
  /** API path → answer, drawn into the page (the web app's lib/page-data.ts). */
  data: Record<string, unknown>;
}

/**
 * Renders a page of the web app with the server's answers in a worker thread (decision 029): React's rendering of
 * a page takes tens of milliseconds and loading the renderer more, which the event loop must not spend. One thread,
 * started with the first page and ended after a minute idle; a page is rendered again only when its answers change.
 */
const pool = workerPool<RenderTask, RenderedPage>({
  worker: 'page-render',
  maxThreads: 1,
  heapMb: 192,
  idleMs: 60_000,
  maxQueue: 16,
});

export function renderInWorker(task: RenderTask): Promise<RenderedPage> {
  return pool.run(task);
}
