// A certificate renderer's worker thread (certificates.render-pool.ts). Plain JavaScript on purpose, so that
// it starts as is under tsx, vitest and node: the renderer itself is TypeScript, loaded through tsx. Under tsx
// (dev, `npm start`) the worker inherits its loader; elsewhere (the tests) it is registered here.
import { register } from 'tsx/esm/api';

if (!process.execArgv.some((arg) => arg.includes('tsx'))) register();
const { renderTask } = await import('./certificates.render.ts');

export default renderTask;
