/**
 * Tables that only hold bookkeeping no kept read (lib/kept-reads.ts) depends on — the guessing limits' counters
 * (lib/attempt-limit.ts), the background jobs' locks (lib/job-lock.ts) and the live streams' leases
 * (lib/stream-leases.ts) — so writing them does not move the
 * data generation (db/write-watch.ts). Without this, every public look-up on the check-in morning, and every
 * run of a daily purge with nothing to purge, would drop every kept read of every process. Their PostgreSQL
 * tables get no generation trigger (db/generation-triggers.ts).
 */
export const COUNTER_TABLES: readonly string[] = ['attemptLimit', 'jobLock', 'streamLease'];
