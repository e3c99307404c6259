// A certificate renderer's worker thread (features/certificates/certificates.render-pool.ts). Plain JavaScript on
// purpose, so that it starts as is under tsx, vitest and node: the renderer itself is TypeScript, loaded through
// tsx's loader, registered here for this thread (a worker does not inherit the server's). In the compiled server
// (scripts/build-server.mjs defines QUORUM_COMPILED) the renderer is bundled into this file and tsx is not loaded.
// A PDF's bytes are moved to the server's thread, not copied.
import { lowerThisThreadPriority, movedToServer } from './background-thread.mjs';

lowerThisThreadPriority();
if (typeof QUORUM_COMPILED === 'undefined') {
  const { register } = await import('tsx/esm/api');
  register();
}
const { renderTask } = await import('../features/certificates/certificates.render.ts');

export default async (task) => movedToServer(await renderTask(task));
