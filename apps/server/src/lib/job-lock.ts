import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/database';
import { newId, nowIso } from './ids';

/**
 * Runs `work` holding a named lock stored in the database, so it cannot run twice at once even across
 * processes. Returns null (without running) when someone else holds an unexpired lock.
 */
export async function withJobLock<T>(db: Executor, name: string, ttlSeconds: number, work: () => Promise<T>): Promise<T | null> {
  const holder = newId();
  const now = nowIso();
  await db.deleteFrom('jobLock').where('name', '=', name).where('expiresAt', '<', now).execute();
  const inserted = await db
    .insertInto('jobLock')
    .values({ name, holder, expiresAt: new Date(Date.now() + ttlSeconds * 1000).toISOString(), createdAt: now, updatedAt: now })
    .onConflict((oc) => oc.column('name').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return null;
  try {
    return await work();
  } finally {
    await db.deleteFrom('jobLock').where('name', '=', name).where('holder', '=', holder).execute();
  }
}

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
