// What every worker file of this folder shares: background work in a worker thread (parsing an import, rendering
// certificates) yields the CPU to requests, and to their database's processes, first. Plain JavaScript: worker
// threads import it as is.
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { move, workerData } from 'piscina';

/**
 * The nice value of background threads unless the server says another (BACKGROUND_NICE, passed by workers/pool.ts as
 * the pool's `workerData.nice`). At 10 a busy request thread gets about nine tenths of a contended core (the kernel's
 * weights: 1024 against 110); at 19 (weight 15) a long import or render could wait minutes while other processes
 * kept the machine busy.
 */
export const BACKGROUND_NICE = 10;

/** A lower CPU priority for the calling worker thread only: on Linux a thread has its own nice value, set through its id. */
export function lowerThisThreadPriority() {
  const nice = typeof workerData?.nice === 'number' ? workerData.nice : BACKGROUND_NICE;
  if (nice === 0) return;
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (tid > 0 && tid !== process.pid) setPriority(tid, nice);
  } catch {
    // No /proc (not Linux): the thread keeps the process's priority.
  }
}

/**
 * What a worker thread running the server's TypeScript does first: it lowers its priority, then, run from source (tsx,
 * vitest, node), registers tsx's loader for this thread (a worker does not inherit the server's). In the compiled
 * server (scripts/build-server.mjs defines QUORUM_COMPILED) that code is bundled into the worker and tsx is not loaded.
 */
export async function startTypeScriptThread() {
  lowerThisThreadPriority();
  if (typeof QUORUM_COMPILED === 'undefined') {
    const { register } = await import('tsx/esm/api');
    register();
  }
}

/**
 * A task's bytes as a pool thread answers them: moved to the server's thread rather than copied (a copy would
 * stay in this thread's memory until it collects), when they are the whole of their buffer; copied otherwise.
 */
export function movedToServer(bytes) {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? move(bytes) : bytes;
}

/**
 * An answer for the server's thread (shared-slots.ts): written into the task's shared slot when it fits, and its
 * length answered; else its bytes as a latin1 text (one character per byte), never a buffer that would stay in
 * this thread's memory.
 */
export function answerInto(slot, bytes) {
  if (slot && bytes.byteLength <= slot.byteLength) {
    slot.set(bytes);
    return bytes.byteLength;
  }
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
}
