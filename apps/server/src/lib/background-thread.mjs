// Transitional: this is workers/background-thread.mjs. Only plugins/import-body-worker.mjs, which is being
// removed, still imports it from here; delete this file with it.
export { lowerThisThreadPriority } from '../workers/background-thread.mjs';
