import { availableParallelism } from 'node:os';
import type { ErrorCode } from '@quorum/shared';
import { Piscina } from 'piscina';
import { RetryLaterError } from '../lib/errors';

/**
 * The one way the server runs work in a thread of its own: a small pool of worker threads (piscina) for what the
 * event loop must not hold — certificates, the acta's downloads, an import's spreadsheet, a page drawn with its
 * answers (decisions 016, 019, 029). Each use makes its pool with `workerPool` and a worker file of this folder,
 * named without `.worker.mjs`. The threads start when a task comes and end after a while idle, so an idle pool
 * never keeps the process alive; each has its own heap limit. The worker files are plain JavaScript found next
 * to this module, so they start the same way under tsx, vitest, node or the compiled server, which puts them
 * beside the bundle (scripts/build-server.mjs).
 */

/**
 * Threads for background work: one per core but one, at least one and at most four — the server's own
 * thread keeps a core for everyone else's requests.
 */
export const BACKGROUND_THREADS = Math.max(1, Math.min(4, availableParallelism() - 1));

/**
 * The CPU priority the pools' threads take (background-thread.mjs), the server's BACKGROUND_NICE: one value for the
 * process, as the pools are, set by buildApp before any task runs.
 */
let threadNice: number | undefined;

/** Sets the nice value of the threads the pools start from now on (config.backgroundNice). */
export function setBackgroundNice(nice: number): void {
  threadNice = nice;
}

/** The worker files of this folder: `<name>.worker.mjs`. */
type WorkerName = 'certificates' | 'acta' | 'resolution' | 'import-parse' | 'page-render';

export interface WorkerPoolOptions {
  /** The worker file: the name of one in this folder, or (tests) its URL. */
  worker: WorkerName | URL;
  /** At most this many threads (default BACKGROUND_THREADS). */
  maxThreads?: number;
  /** Old-generation heap of one thread, MB; a thread past it ends and its task rejects with ERR_WORKER_OUT_OF_MEMORY. */
  heapMb: number;
  /** Young-generation heap of one thread, MB (V8's default if not given). */
  youngHeapMb?: number;
  /** A thread idle this long ends (default 30 s). */
  idleMs?: number;
  /** At most this many tasks wait for a thread; one more is refused with PoolBusyError (default: no limit). */
  maxQueue?: number;
  /** A task running longer than this (counted from its start, not its wait) is ended: TimeLimitError. */
  timeLimitMs?: number;
}

/** A task refused because `maxQueue` tasks already wait for a thread: nothing was started. */
export class PoolBusyError extends Error {
  constructor() {
    super('the worker pool queue is full');
  }
}

/** A task ended because it ran longer than its pool's `timeLimitMs` (its thread ended with it). */
export class TimeLimitError extends Error {
  constructor(ms: number) {
    super(`the task ran longer than ${ms} ms`);
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
  const maxThreads = options.maxThreads ?? BACKGROUND_THREADS;
  const file = typeof options.worker === 'string' ? new URL(`./${options.worker}.worker.mjs`, import.meta.url) : options.worker;
  let pool: Piscina<Task, Result> | undefined;
  const threads = () => {
    if (pool) return pool;
    pool = new Piscina<Task, Result>({
      filename: file.href,
      minThreads: 0,
      maxThreads,
      idleTimeout: options.idleMs ?? 30_000,
      resourceLimits: { maxOldGenerationSizeMb: options.heapMb, maxYoungGenerationSizeMb: options.youngHeapMb },
      ...(threadNice === undefined ? {} : { workerData: { nice: threadNice } }),
    });
    // A thread that fails outside a task is replaced; a task's own failure rejects its caller.
    pool.on('error', () => {});
    return pool;
  };

  // Tasks wait for a thread here, not in piscina's queue: piscina is handed a task only when a thread is free for
  // it, so a time limit counts from the task's start, and the bound is exactly maxThreads running + maxQueue
  // waiting (piscina's own maxQueue also grows by the threads still starting).
  const capacity = maxThreads + (options.maxQueue ?? Number.POSITIVE_INFINITY);
  const waiting: (() => void)[] = [];
  let running = 0;
  let inFlight = 0;
  const full = () => inFlight >= capacity;

  /** A thread's place for one task: at once if one is free, else when a task ends (or the signal cancels the wait). */
  const place = async (signal?: AbortSignal): Promise<void> => {
    signal?.throwIfAborted();
    if (running < maxThreads) {
      running += 1;
      return;
    }
    await new Promise<void>((resolve, reject) => {
      const start = () => {
        signal?.removeEventListener('abort', leave);
        resolve();
      };
      const leave = () => {
        waiting.splice(waiting.indexOf(start), 1);
        reject(signal?.reason);
      };
      waiting.push(start);
      signal?.addEventListener('abort', leave, { once: true });
    });
  };
  /** The place of a task that ended goes to the first one waiting, if any. */
  const leavePlace = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  /** Runs a task that has its place; past `timeLimitMs` it is ended as if cancelled, and rejects with TimeLimitError. */
  const runInThread = async (task: Task, signal?: AbortSignal, transferList?: ArrayBuffer[]): Promise<Result> => {
    const limitMs = options.timeLimitMs;
    const limit = limitMs === undefined ? undefined : new AbortController();
    const timer = limit && setTimeout(() => limit.abort(), limitMs);
    const stop = limit && signal ? AbortSignal.any([signal, limit.signal]) : (limit?.signal ?? signal);
    try {
      return await threads().run(task, { ...(stop ? { signal: stop } : {}), ...(transferList ? { transferList } : {}) });
    } catch (error) {
      if (limit?.signal.aborted && !signal?.aborted) throw new TimeLimitError(limitMs as number);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    run: async (task, signal, transferList) => {
      if (full()) throw new PoolBusyError();
      inFlight += 1;
      try {
        await place(signal);
        try {
          return await runInThread(task, signal, transferList);
        } finally {
          leavePlace();
        }
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

/** Files built, builds cancelled because their client went away, refused as busy, and running or waiting now. */
export interface RenderCounts {
  rendered: number;
  cancelled: number;
  refused: number;
  inFlight: number;
}

/** A pool of downloads built in a thread (the acta's, a resolution's): a full queue refuses at once, to be tried later. */
export interface RenderPool<Task> {
  /** The busy refusal at once when the queue is full: asked before what to build is read, so a burst costs no reads. */
  assertRoom(): void;
  /** The file built in a thread; `signal` (the client went away) cancels it. The busy refusal when the queue is full. */
  render(task: Task, signal?: AbortSignal): Promise<Buffer>;
  /** What the pool built, cancelled and refused so far, and what it has in hand (tests, benches). */
  counts(): RenderCounts;
}

/**
 * A pool for downloads built on request: `busy.code` (a 429 of the catalogue) with a `Retry-After` of `busy.retryMs`
 * (about the time one build takes) when `maxQueue` wait already.
 */
export function renderPool<Task>(options: WorkerPoolOptions & { busy: { code: ErrorCode; retryMs: number } }): RenderPool<Task> {
  const pool = workerPool<Task, Uint8Array>(options);
  const counts = { rendered: 0, cancelled: 0, refused: 0 };
  const busy = () => {
    counts.refused += 1;
    return new RetryLaterError(new Date(Date.now() + options.busy.retryMs), { code: options.busy.code });
  };
  return {
    assertRoom: () => {
      if (pool.full) throw busy();
    },
    render: async (task, signal) => {
      try {
        const bytes = await pool.run(task, signal);
        counts.rendered += 1;
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      } catch (error) {
        if (error instanceof PoolBusyError) throw busy();
        if (signal?.aborted) counts.cancelled += 1;
        throw error;
      }
    },
    counts: () => ({ ...counts, inFlight: pool.inFlight }),
  };
}
