import { existsSync, readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';

/** A thread's nice value, from /proc (field 19 of its stat, after the command in parentheses). */
function niceOf(tid: number): number {
  const stat = readFileSync(`/proc/${process.pid}/task/${tid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
}

describe.runIf(existsSync('/proc/thread-self'))('background work in a worker thread', () => {
  it('lowers the calling worker thread to the lowest priority and leaves the server thread as it was', async () => {
    const module = new URL('./background-thread.mjs', import.meta.url).href;
    const worker = new Worker(
      `import(${JSON.stringify(module)}).then(async ({ lowerThisThreadPriority }) => {
        const { readlinkSync } = await import('node:fs');
        const { parentPort } = await import('node:worker_threads');
        lowerThisThreadPriority();
        parentPort.postMessage(Number(readlinkSync('/proc/thread-self').split('/').pop()));
        setTimeout(() => {}, 2000);
      });`,
      { eval: true },
    );
    try {
      const tid = await new Promise<number>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      });
      expect(niceOf(tid)).toBe(19);
      expect(niceOf(process.pid)).toBe(0);
    } finally {
      await worker.terminate();
    }
  });
});
