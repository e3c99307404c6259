import type { LogRow } from './live.repository';

/**
 * What «Deshacer» takes: the latest entry of the log not undone yet, then the one before it, and so on (an undo
 * entry itself is never undone). Read from the newest entries first, UNDO_REACH of them.
 */

/** Entries looked at to find what to undo: an undo reaches back this far. */
export const UNDO_REACH = 200;

/** The sequence an «action.undone» entry undid; null for any other entry. */
export function undoneBy(row: Pick<LogRow, 'event' | 'payload'>): number | null {
  return row.event === 'action.undone' ? Number((JSON.parse(row.payload) as { undoes?: number }).undoes) : null;
}

/** The entries that stand, in the order given: neither an undo nor undone by one of `rows`. */
export function withoutUndone<Row extends Pick<LogRow, 'event' | 'payload' | 'sequence'>>(rows: readonly Row[]): Row[] {
  const undone = new Set(rows.map(undoneBy).filter((sequence) => sequence !== null));
  return rows.filter((row) => row.event !== 'action.undone' && !undone.has(Number(row.sequence)));
}

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
