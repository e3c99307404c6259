import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/database';
import { withJobLock } from '../lib/job-lock';

/** A day, the period of the daily jobs (the trash purges). */
export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Runs `work` once the server is ready and then every `everyMs`, under the job lock `name` (one process at a
 * time); a failure is logged and tried again next time. The first run does not hold the server's start (it is
 * not awaited by `onReady`); closing the server stops the timer and waits for a run in progress.
 */
export function scheduleJob(
  app: FastifyInstance,
  db: Executor,
  name: string,
  { everyMs, lockSeconds }: { everyMs: number; lockSeconds: number },
  work: () => Promise<unknown>,
): void {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = withJobLock(db, name, lockSeconds, work).catch((err: unknown) => app.log.error({ err, job: name }, 'scheduled job failed'));
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
