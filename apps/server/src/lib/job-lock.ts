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
