import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './harness';

/** Generous bound for "the server did not freeze" (the 100 ms target is measured by the benches, not asserted). */
export const EVENT_LOOP_BOUND_MS = 1000;

/**
 * Runs `work` while /api/health is asked every few milliseconds: the answer of the work, the longest
 * event-loop delay seen meanwhile (ms), and whether every health check answered 200.
 */
export async function whileWatchingTheLoop<T>(
  t: TestApp,
  work: () => Promise<T>,
): Promise<{ result: T; maxDelayMs: number; healthy: boolean }> {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const checks: Promise<LightMyRequestResponse>[] = [];
  const timer = setInterval(() => checks.push(t.call('GET', '/api/health')), 20);
  try {
    const result = await work();
    clearInterval(timer);
    checks.push(t.call('GET', '/api/health'));
    const answers = await Promise.all(checks);
    return { result, maxDelayMs: histogram.max / 1e6, healthy: answers.every((a) => a.statusCode === 200) };
  } finally {
    clearInterval(timer);
    histogram.disable();
  }
}
