/**
 * A value read as a store (React's `useSyncExternalStore`): `get` it, `subscribe` to hear it change. A store's change
 * draws again its readers only, where a context's new value is looked for through the whole tree below it.
 */
export interface ReadStore<T> {
  get(): T;
  subscribe(listener: () => void): () => void;
}

/** A store holding `initial` until `set` gives it another value (the same value tells no one). */
export function heldStore<T>(initial: T): ReadStore<T> & { set(next: T): void } {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next) => {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
