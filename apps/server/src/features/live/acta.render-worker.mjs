// The acta downloads' worker thread (acta.render-pool.ts). Plain JavaScript on purpose, like the
// certificates' renderer: it starts as is under tsx, vitest and node, registers tsx's loader for this thread
// (a worker does not inherit the server's) and loads the TypeScript drawing code.
import { register } from 'tsx/esm/api';
import { lowerThisThreadPriority } from '../../lib/background-thread.mjs';

lowerThisThreadPriority();
register();
const { renderActa } = await import('./acta.render.ts');

export default renderActa;
