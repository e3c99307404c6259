import { useSyncExternalStore } from 'react';

/**
 * The check-ins made at this door in this shift: the delegates this device checked in since the page was
 * opened (kept in sessionStorage, so a reload keeps the count and another tab or device starts its own).
 * An undo takes its delegate out again.
 */
const KEY = 'quorum.finder.shift';

const listeners = new Set<() => void>();
let cached: { raw: string | null; ids: readonly string[] } = { raw: null, ids: [] };

function read(): readonly string[] {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(KEY);
  } catch {
    // No storage (private mode): the count starts from nothing.
  }
  if (raw === cached.raw) return cached.ids;
  let ids: string[] = [];
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    if (Array.isArray(parsed)) ids = parsed.filter((id): id is string => typeof id === 'string');
  } catch {
    // An unreadable value counts as an empty shift.
  }
  cached = { raw, ids };
  return ids;
}

function write(ids: readonly string[]): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(ids));
  } catch {
    cached = { raw: JSON.stringify(ids), ids };
  }
  for (const listener of listeners) listener();
}

/** Counts a check-in made here (once per delegate). */
export function addShiftCheckIn(delegateId: string): void {
  const ids = read();
  if (!ids.includes(delegateId)) write([...ids, delegateId]);
}

/** Takes an undone check-in out of the shift's count (if it was made here). */
export function removeShiftCheckIn(delegateId: string): void {
  const ids = read();
  if (ids.includes(delegateId)) write(ids.filter((id) => id !== delegateId));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** React hook: how many check-ins this device made in this shift. */
export function useShiftCount(): number {
  // The page the server draws (decision 041) counts none; the browser reads this device's count once it has hydrated.
  return useSyncExternalStore(
    subscribe,
    () => read().length,
    () => 0,
  );
}
