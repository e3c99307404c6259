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
  const undone = new Set<number>();
  for (const row of latestFirst) {
    if (queue.length >= count) break;
    const payload = JSON.parse(row.payload) as { undoes?: number; undo?: unknown };
    if (row.event === 'action.undone') undone.add(Number(payload.undoes));
    else if (!undone.has(Number(row.sequence))) {
      if (!payload.undo) break;
      queue.push(row);
    }
  }
  return queue;
}

/** The entry the next undo takes (which may be one that cannot be undone), or null when nothing is left. */
export function undoTarget(latestFirst: readonly LogRow[]): LogRow | null {
  const undone = new Set<number>();
  for (const row of latestFirst) {
    const payload = JSON.parse(row.payload) as { undoes?: number };
    if (row.event === 'action.undone') undone.add(Number(payload.undoes));
    else if (!undone.has(Number(row.sequence))) return row;
  }
  return null;
}
