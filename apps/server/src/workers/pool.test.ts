import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PoolBusyError, TimeLimitError, workerPool } from './pool';

type GateTask = { gate: SharedArrayBuffer; label: string };

describe('the worker pool', () => {
  it('holds at most maxThreads running and maxQueue waiting, refuses one more at once, and frees a cancelled task’s place', async () => {
    const pool = workerPool<GateTask, string>({
      worker: new URL('../../test/gate-worker.mjs', import.meta.url),
      maxThreads: 1,
      maxQueue: 2,
      heapMb: 32,
    });
    const gate = new SharedArrayBuffer(4);
    const task = (label: string, signal?: AbortSignal) => pool.run({ gate, label }, signal);

    const first = task('uno');
    const second = task('dos');
    const leaving = new AbortController();
    const third = task('tres', leaving.signal);
    expect(pool.inFlight).toBe(3);
    expect(pool.full).toBe(true);
    await expect(task('cuatro')).rejects.toBeInstanceOf(PoolBusyError);
    expect(pool.inFlight).toBe(3);

    leaving.abort();
    await expect(third).rejects.toThrow();
    expect(pool.full).toBe(false);
    const fifth = task('cinco');

    const cell = new Int32Array(gate);
    Atomics.store(cell, 0, 1);
    Atomics.notify(cell, 0);
    expect(await Promise.all([first, second, fifth])).toEqual(['uno', 'dos', 'cinco']);
    expect(pool.inFlight).toBe(0);
  });

  it('ends a task that runs past the time limit, counted from its start rather than from when it was asked', async () => {
    const pool = workerPool<GateTask, string>({
      worker: new URL('../../test/gate-worker.mjs', import.meta.url),
      maxThreads: 1,
      heapMb: 32,
      timeLimitMs: 1500,
    });
    const gate = new SharedArrayBuffer(4);
    const stuck = pool.run({ gate, label: 'uno' });
    // Asked at the same time, it waits for the thread: its 1.5 s start when the first one is ended.
    const next = pool.run({ gate, label: 'dos' });
    await expect(stuck).rejects.toBeInstanceOf(TimeLimitError);
    const cell = new Int32Array(gate);
    Atomics.store(cell, 0, 1);
    Atomics.notify(cell, 0);
    expect(await next).toBe('dos');
    expect(pool.inFlight).toBe(0);
  });

  it('rejects a task whose thread runs out of memory with ERR_WORKER_OUT_OF_MEMORY, and starts a new thread for the next', async () => {
    // A thread that keeps what it is asked to build: 'grow' never ends before its heap does.
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'quorum-oom-')), 'grow.mjs');
    writeFileSync(
      file,
      `export default (task) => {
        if (task !== 'grow') return task;
        const kept = [];
        for (;;) kept.push(new Array(100000).fill(kept.length));
      };`,
    );
    const pool = workerPool<string, string>({ worker: pathToFileURL(file), maxThreads: 1, heapMb: 16 });
    await expect(pool.run('grow')).rejects.toMatchObject({ code: 'ERR_WORKER_OUT_OF_MEMORY' });
    expect(await pool.run('sigue')).toBe('sigue');
  });
});
