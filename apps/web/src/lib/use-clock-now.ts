import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { heldStore } from './held-store';

/** A clock the live client keeps (the server's time, measured): read it, hear it corrected. */
export interface TickingClock {
  now(): number;
  subscribe(listener: () => void): () => void;
}

/**
 * The clock's time as a store (`useSyncExternalStore`): read with `get`, its readers told with `subscribe`, ticked from
 * the clock every `everyMs` and whenever the clock is corrected while `start`'s cleanup has not run. Its first time is
 * `startAt` when given: the time a page rendered by the server was drawn at, so hydration draws its timers as they
 * were sent (then the first tick moves on).
 */
export function tickingTime(clock: TickingClock, startAt: number | undefined) {
  const time = heldStore(startAt ?? clock.now());
  const tick = () => time.set(clock.now());
  return {
    get: time.get,
    subscribe: time.subscribe,
    start(everyMs: number): () => void {
      const id = window.setInterval(tick, everyMs);
      const unsubscribe = clock.subscribe(tick);
      return () => {
        window.clearInterval(id);
        unsubscribe();
      };
    },
  };
}

/** The clock's time, re-read every `everyMs` and whenever the clock is corrected (a timer on screen re-renders with it). */
export function useClockNow(clock: TickingClock, everyMs: number, startAt?: number): number {
  const time = useMemo(() => tickingTime(clock, startAt), [clock, startAt]);
  useEffect(() => time.start(everyMs), [time, everyMs]);
  return useSyncExternalStore(time.subscribe, time.get, time.get);
}
