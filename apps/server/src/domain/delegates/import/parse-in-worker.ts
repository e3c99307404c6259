import { Worker } from 'node:worker_threads';
import { MAX_LOAD_CELL_CHARS, MAX_LOAD_COLUMNS, MAX_LOAD_ROWS } from '@quorum/shared';

/**
 * Runs parse-worker.mjs for one file: XLSX or CSV bytes become raw rows in a worker thread, so a large
 * or hostile file never holds the event loop. At most MAX_PARSERS files are parsed at once (the rest
 * wait their turn); each worker has a memory cap and a time limit, and is ended when it answers.
 */

/** One non-empty row as read: its number as the person sees it and its cell values by column (from 0). */
export interface RawRow {
  row: number;
  values: unknown[];
}

/** What the worker answers: the rows, or why it stopped (a limit crossed, or a file it cannot read). */
export type ParseAnswer =
  | { ok: true; table: RawRow[] }
  | {
      ok: false;
      reason: 'rows' | 'columns' | 'cell' | 'damaged' | 'noSheet' | 'notText' | 'quotes' | 'tooBig';
      row?: number;
      column?: number;
    };

/** Files parsed at the same time; the machine's other work keeps the remaining cores. */
const MAX_PARSERS = 2;
/** Heap of one parse: a file within the limits needs a fraction of it. */
const PARSER_HEAP_MB = 256;
/** A parse that takes longer is ended and the file refused as too large. */
const PARSE_TIME_LIMIT_MS = 60_000;

const WORKER_FILE = new URL('./parse-worker.mjs', import.meta.url);
let running = 0;
const waiting: (() => void)[] = [];

async function turn(): Promise<() => void> {
  if (running >= MAX_PARSERS) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  return () => {
    running -= 1;
    waiting.shift()?.();
  };
}

/** Parses XLSX or CSV bytes in a worker thread, stopping past `maxRows` rows and at the column and cell-length limits. */
export async function parseInWorker(kind: 'xlsx' | 'csv', content: Buffer, maxRows = MAX_LOAD_ROWS): Promise<ParseAnswer> {
  const done = await turn();
  try {
    return await new Promise<ParseAnswer>((resolve, reject) => {
      const worker = new Worker(WORKER_FILE, {
        workerData: { kind, content, limits: { rows: maxRows, columns: MAX_LOAD_COLUMNS, cellChars: MAX_LOAD_CELL_CHARS } },
        resourceLimits: { maxOldGenerationSizeMb: PARSER_HEAP_MB },
      });
      const finish = (answer: ParseAnswer | Error) => {
        clearTimeout(timer);
        void worker.terminate();
        if (answer instanceof Error) reject(answer);
        else resolve(answer);
      };
      const timer = setTimeout(() => finish({ ok: false, reason: 'tooBig' }), PARSE_TIME_LIMIT_MS);
      worker.once('message', (answer: ParseAnswer) => finish(answer));
      worker.once('error', (error: Error & { code?: string }) =>
        finish(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? { ok: false, reason: 'tooBig' } : error),
      );
      worker.once('exit', () => finish({ ok: false, reason: 'damaged' }));
    });
  } finally {
    done();
  }
}
