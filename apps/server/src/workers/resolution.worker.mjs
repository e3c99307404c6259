// A resolution's downloads' worker thread (features/papers/resolution.render-pool.ts), started as the acta's is
// (acta.worker.mjs): tsx's loader registered for this thread when run from source (`startTypeScriptThread`), the
// drawing code bundled in when compiled (scripts/build-server.mjs defines QUORUM_COMPILED).
import { movedToServer, startTypeScriptThread } from './background-thread.mjs';

await startTypeScriptThread();
const { renderResolution } = await import('../features/papers/resolution.render.ts');

export default async (task) => movedToServer(await renderResolution(task));
