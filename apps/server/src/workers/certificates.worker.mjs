// A certificate renderer's worker thread (features/certificates/certificates.render-pool.ts). Plain JavaScript on purpose, so that
// it starts as is under tsx, vitest and node: the renderer itself is TypeScript, loaded through tsx's loader,
// registered for this thread by `startTypeScriptThread` (a worker does not inherit the server's). In the compiled server
// (scripts/build-server.mjs defines QUORUM_COMPILED) the renderer is bundled into this file and tsx is not loaded.
import { answerInto, startTypeScriptThread } from './background-thread.mjs';

await startTypeScriptThread();
const { renderTask } = await import('../features/certificates/certificates.render.ts');

// The PDF goes back in the task's shared slot when it fits, else as a latin1 text (answerInto; see renderInPool).
export default async (task) => answerInto(task.into, await renderTask(task));
