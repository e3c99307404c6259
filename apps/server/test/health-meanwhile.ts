import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './harness';

/**
 * Runs `work` while /api/health is asked every few milliseconds: the answer of the work, and whether every health
 * check answered 200. The event loop's delay is a figure of the benches (`bench:stall`, `bench:acta`), not asserted
 * here: on a machine busy with other lanes it measures the machine, not the server.
 */
export async function whileAskingHealth<T>(t: TestApp, work: () => Promise<T>): Promise<{ result: T; healthy: boolean }> {
  const checks: Promise<LightMyRequestResponse>[] = [];
  const timer = setInterval(() => checks.push(t.call('GET', '/api/health')), 20);
  try {
    const result = await work();
    clearInterval(timer);
    checks.push(t.call('GET', '/api/health'));
    const answers = await Promise.all(checks);
    return { result, healthy: answers.every((a) => a.statusCode === 200) };
  } finally {
    clearInterval(timer);
  }
}
