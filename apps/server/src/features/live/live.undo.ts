import { withoutUndone } from '../../domain/live/session-record';
import type { LogRow } from './live.repository';

/**
 * What «Deshacer» takes: the latest entry of the log not undone yet, then the one before it, and so on (an undo
 * entry itself is never undone). Read from the newest entries first, UNDO_REACH of them.
 */

/** Entries looked at to find what to undo: an undo reaches back this far. */
export const UNDO_REACH = 200;

/** The entries successive undos would take, newest first: up to `count`, ending before one that cannot be undone. */
export function undoQueue(latestFirst: readonly LogRow[], count: number): LogRow[] {
  const queue: LogRow[] = [];
  for (const row of withoutUndone(latestFirst)) {
    if (queue.length >= count || !(JSON.parse(row.payload) as { undo?: unknown }).undo) break;
    queue.push(row);
  }
  return queue;
}

/** The entry the next undo takes (which may be one that cannot be undone), or null when nothing is left. */
export function undoTarget(latestFirst: readonly LogRow[]): LogRow | null {
  return withoutUndone(latestFirst)[0] ?? null;
}
