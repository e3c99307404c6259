import { type WorkerPool, type WorkerPoolOptions, workerPool as pool } from '../workers/pool';

/**
 * Transitional: the pool is workers/pool.ts. Only plugins/import-body-in-worker.ts, which is being removed, still
 * makes its pool here, from a worker file next to it; delete this file with it.
 */
export function workerPool<Task, Result>({
  file,
  ...options
}: Omit<WorkerPoolOptions, 'worker'> & { file: URL }): WorkerPool<Task, Result> {
  return pool<Task, Result>({ ...options, worker: file });
}
