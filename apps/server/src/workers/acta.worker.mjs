// The acta downloads' worker thread (features/live/acta.render-pool.ts). Plain JavaScript on purpose, like the
// certificates' renderer: it starts as is under tsx, vitest and node, registers tsx's loader for this thread
// (`startTypeScriptThread`: a worker does not inherit the server's) and loads the TypeScript drawing code. In the compiled server
// (scripts/build-server.mjs defines QUORUM_COMPILED) the drawing code is bundled into this file and tsx is not loaded.
import { movedToServer, startTypeScriptThread } from './background-thread.mjs';

await startTypeScriptThread();
const { renderActa } = await import('../features/live/acta.render.ts');

export default async (task) => movedToServer(await renderActa(task));
