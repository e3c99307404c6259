import { MAX_LOAD_CELL_CHARS, MAX_LOAD_COLUMNS, MAX_LOAD_ROWS } from '@quorum/shared';
import { TimeLimitError, workerPool } from '../../../workers/pool';

/**
 * Runs workers/import-parse.worker.mjs for one file: XLSX or CSV bytes become raw rows in a worker thread, so a
 * large or hostile file never holds the event loop. At most PARSERS files are parsed at once (the rest wait
 * their turn); each thread has a memory cap and each parse a time limit: a file past either is refused as too
 * large.
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
const PARSERS = 2;

/** A parse that runs longer is ended and the file refused as too large. */
const PARSE_TIME_LIMIT_MS = 60_000;

/** Parser threads; the heap of one (a file within the limits needs a fraction of it). */
const parsers = workerPool<ParseTask, ParseAnswer>({
  worker: 'import-parse',
  maxThreads: PARSERS,
  heapMb: 256,
  timeLimitMs: PARSE_TIME_LIMIT_MS,
});

interface ParseTask {
  kind: 'xlsx' | 'csv';
  content: Uint8Array;
  limits: { rows: number; columns: number; cellChars: number };
}

/** A parse ended by the thread's memory cap or the time limit: the file is too large to read. */
function tooBig(error: unknown): boolean {
  return error instanceof TimeLimitError || (error as { code?: string } | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY';
}

/** Parses XLSX or CSV bytes in a worker thread, stopping past `maxRows` rows and at the column and cell-length limits. */
export async function parseInWorker(kind: 'xlsx' | 'csv', content: Buffer, maxRows = MAX_LOAD_ROWS): Promise<ParseAnswer> {
  try {
    return await parsers.run({ kind, content, limits: { rows: maxRows, columns: MAX_LOAD_COLUMNS, cellChars: MAX_LOAD_CELL_CHARS } });
  } catch (error) {
    if (tooBig(error)) return { ok: false, reason: 'tooBig' };
    throw error;
  }
}
