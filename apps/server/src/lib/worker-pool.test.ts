import { describe, expect, it } from 'vitest';
import { PoolBusyError, workerPool } from './worker-pool';

type GateTask = { gate: SharedArrayBuffer; label: string };

describe('the worker pool', () => {
  it('holds at most maxThreads running and maxQueue waiting, refuses one more at once, and frees a cancelled task’s place', async () => {
    const pool = workerPool<GateTask, string>({
      file: new URL('../../test/gate-worker.mjs', import.meta.url),
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
});
