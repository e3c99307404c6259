import { useEffect, useState } from 'react';

/** A clock the live client keeps (the server's time, measured): read it, hear it corrected. */
export interface TickingClock {
  now(): number;
  subscribe(listener: () => void): () => void;
}

/**
 * The clock's time, re-read every `everyMs` and whenever the clock is corrected (a timer on screen re-renders with
 * it). `startAt`: the time a page rendered by the server was drawn at, so hydration draws its timers as they were
 * sent (then the first tick moves on).
 */
export function useClockNow(clock: TickingClock, everyMs: number, startAt?: number): number {
  const [now, setNow] = useState(() => startAt ?? clock.now());
  useEffect(() => {
    const tick = () => setNow(clock.now());
    const id = window.setInterval(tick, everyMs);
    const unsubscribe = clock.subscribe(tick);
    return () => {
      window.clearInterval(id);
      unsubscribe();
    };
  }, [clock, everyMs]);
  return now;
}
