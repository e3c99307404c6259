/**
 * Tables that only hold bookkeeping no kept read (lib/kept-reads.ts) depends on — the guessing limits' counters
 * (lib/attempt-limit.ts) and the background jobs' locks (lib/job-lock.ts) — so writing them does not move the
 * data generation. Without this, every public look-up on the check-in morning, and every run of a daily purge
 * with nothing to purge, would drop every kept read of every process. Their PostgreSQL tables get no
 * generation trigger (db/generation-triggers.ts).
 */
export const COUNTER_TABLES: readonly string[] = ['attemptLimit', 'jobLock'];

const COUNTER_WRITE = new RegExp(`^\\s*(insert\\s+into|update|delete\\s+from)\\s+"(${COUNTER_TABLES.join('|')})"`, 'i');

/** Whether a SQL text (as Kysely compiles it) writes only a counter table. */
export function writesOnlyCounters(sql: string): boolean {
  return COUNTER_WRITE.test(sql);
}
