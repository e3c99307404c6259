import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';

/**
 * A small pool of worker threads for heavy work the event loop must not hold (certificates, the acta's
 * downloads; decision 019). The threads start when a task comes and end after a while idle, so an idle pool
 * never keeps the process alive; each has its own heap limit. The worker file is plain JavaScript located
 * next to the module that asks for it (`new URL('./x.mjs', import.meta.url)`), so it is found the same way
 * under tsx, vitest, node or a bundle that copies it alongside.
 */

/**
 * Threads for background work: one per core but one, at least one and at most four — the server's own
 * thread keeps a core for everyone else's requests.
 */
export const BACKGROUND_THREADS = Math.max(1, Math.min(4, availableParallelism() - 1));

export interface WorkerPoolOptions {
  /** The worker file, as a URL resolved against the caller's `import.meta.url`. */
  file: URL;
  /** At most this many threads (default BACKGROUND_THREADS). */
  maxThreads?: number;
  /** Old-generation heap of one thread, MB. */
  heapMb: number;
  /** Young-generation heap of one thread, MB (V8's default if not given). */
  youngHeapMb?: number;
  /** A thread idle this long ends (default 30 s). */
  idleMs?: number;
  /** At most this many tasks wait for a thread; one more is refused with PoolBusyError (default: no limit). */
  maxQueue?: number;
}

/** A task refused because `maxQueue` tasks already wait for a thread: nothing was started. */
export class PoolBusyError extends Error {
  constructor() {
    super('the worker pool queue is full');
  }
}

export interface WorkerPool<Task, Result> {
  /**
   * Runs one task in a thread; `signal` cancels it (a waiting task never starts, a running one's thread ends).
   * Rejects with PoolBusyError, at once, when every thread is busy and `maxQueue` tasks already wait.
   * `transferList`: buffers of the task moved to the thread rather than copied (unusable here afterwards).
   */
  run(task: Task, signal?: AbortSignal, transferList?: ArrayBuffer[]): Promise<Result>;
  /** Tasks running or waiting now. */
  readonly inFlight: number;
  /** Whether a task now would be refused (every thread busy, `maxQueue` tasks waiting). */
  readonly full: boolean;
}

/** A pool created on its first task. */
export function workerPool<Task, Result>(options: WorkerPoolOptions): WorkerPool<Task, Result> {
  let pool: Piscina<Task, Result> | undefined;
  const threads = () => {
    if (pool) return pool;
    pool = new Piscina<Task, Result>({
      filename: options.file.href,
      minThreads: 0,
      maxThreads: options.maxThreads ?? BACKGROUND_THREADS,
      idleTimeout: options.idleMs ?? 30_000,
      resourceLimits: { maxOldGenerationSizeMb: options.heapMb, maxYoungGenerationSizeMb: options.youngHeapMb },
    });
    // A thread that fails outside a task is replaced; a task's own failure rejects its caller.
    pool.on('error', () => {});
    return pool;
  };
  // Counted here rather than with piscina's own maxQueue, whose limit also grows by the threads still
  // starting: the bound is then exactly maxThreads running + maxQueue waiting.
  const capacity = (options.maxThreads ?? BACKGROUND_THREADS) + (options.maxQueue ?? Number.POSITIVE_INFINITY);
  let inFlight = 0;
  const full = () => inFlight >= capacity;
  return {
    run: async (task, signal, transferList) => {
      if (full()) throw new PoolBusyError();
      inFlight += 1;
      try {
        return await threads().run(task, { ...(signal ? { signal } : {}), ...(transferList ? { transferList } : {}) });
      } finally {
        inFlight -= 1;
      }
    },
    get inFlight() {
      return inFlight;
    },
    get full() {
      return full();
    },
  };
}
