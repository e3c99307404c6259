import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { setBackgroundNice, workerPool } from './pool';

/** A thread's nice value, from /proc (field 19 of its stat, after the command in parentheses). */
function niceOf(tid: number): number {
  const stat = readFileSync(`/proc/${process.pid}/task/${tid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
}

describe.runIf(existsSync('/proc/thread-self'))('background work in a worker thread', () => {
  it('lowers the calling worker thread to the background priority and leaves the server thread as it was', async () => {
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
      // BACKGROUND_NICE in background-thread.mjs, the value docs/operations.md states.
      expect(niceOf(tid)).toBe(10);
      expect(niceOf(process.pid)).toBe(0);
    } finally {
      await worker.terminate();
    }
  });
});

describe.runIf(existsSync('/proc/thread-self'))('the priority the server sets (BACKGROUND_NICE)', () => {
  it('starts a pool’s threads at that priority', async () => {
    // A thread that lowers its priority as every worker file does, and answers its thread id.
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'quorum-nice-')), 'nice.mjs');
    const module = new URL('./background-thread.mjs', import.meta.url).href;
    writeFileSync(
      file,
      `import { readlinkSync } from 'node:fs';
      import { lowerThisThreadPriority } from ${JSON.stringify(module)};
      lowerThisThreadPriority();
      export default () => Number(readlinkSync('/proc/thread-self').split('/').pop());`,
    );
    setBackgroundNice(5);
    try {
      const pool = workerPool<null, number>({ worker: pathToFileURL(file), maxThreads: 1, heapMb: 64, idleMs: 2000 });
      expect(niceOf(await pool.run(null))).toBe(5);
    } finally {
      setBackgroundNice(10);
    }
  });
});

describe('bytes a pool thread answers', () => {
  it('are moved to the server thread, not copied: the thread keeps no copy of them', async () => {
    // A thread that answers 64 KB and, asked next, says how many bytes its last answer still holds there.
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'quorum-move-')), 'answer.mjs');
    writeFileSync(
      file,
      `import { movedToServer } from ${JSON.stringify(new URL('./background-thread.mjs', import.meta.url).href)};
      let last;
      export default (task) => {
        if (task === 'left') return last.byteLength;
        last = new Uint8Array(65536).fill(7);
        return movedToServer(last);
      };`,
    );
    const pool = workerPool<string, Uint8Array | number>({ worker: pathToFileURL(file), maxThreads: 1, heapMb: 32 });
    const bytes = (await pool.run('answer')) as Uint8Array;
    expect(bytes.byteLength).toBe(65536);
    expect(bytes[65535]).toBe(7);
    expect(await pool.run('left')).toBe(0);
  });
});
