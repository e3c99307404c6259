// A certificate renderer's worker thread (certificates.render-pool.ts). Plain JavaScript on purpose, so that
// it starts as is under tsx, vitest and node: the renderer itself is TypeScript, loaded through tsx's loader,
// registered here for this thread (a worker does not inherit the server's).
import { register } from 'tsx/esm/api';
import { lowerThisThreadPriority } from '../../lib/background-thread.mjs';

lowerThisThreadPriority();
register();
const { renderTask } = await import('./certificates.render.ts');

export default renderTask;
