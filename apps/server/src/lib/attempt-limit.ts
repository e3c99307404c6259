import { type Expression, type SqlBool, sql } from 'kysely';
import type { Executor } from '../db/database';

/**
 * Guessing limits kept in the database (`attemptLimit`), so every server process shares them. Each
 * counter is taken with one atomic upsert, so concurrent requests cannot slip past it.
 */

/** A limit with a growing wait: `free` attempts, then a wait that doubles with each further attempt. */
export interface GuessPolicy {
  /** Attempts before the first wait. */
  free: number;
  /** A counter untouched this long (after its last attempt or wait) starts again. */
  windowMs: number;
  /** The first wait; each further attempt doubles it, up to `maxWaitMs`. */
  firstWaitMs: number;
  maxWaitMs: number;
}

/** Guessing an account's password (sign-in, the current password): 5 attempts per 15 min, then 1, 2, 4 … 15 min. */
export const ACCOUNT_GUESSES: GuessPolicy = { free: 5, windowMs: 15 * 60_000, firstWaitMs: 60_000, maxWaitMs: 15 * 60_000 };

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Takes one attempt of `key`. Answers null when it may go ahead, or the time from which to try again. The
 * attempt that reaches the limit already sets the wait (a right guess clears it with `clearAttempts`), so
 * concurrent attempts beyond the limit are refused before anything is checked.
 */
export async function takeAttempt(db: Executor, key: string, policy: GuessPolicy): Promise<Date | null> {
  const nowMs = Date.now();
  const now = iso(nowMs);
  const existing = sql.ref('attemptLimit.count');
  const stale = sql<SqlBool>`coalesce(${sql.ref('attemptLimit.blockedUntil')}, ${sql.ref('attemptLimit.lastAt')}) < ${iso(nowMs - policy.windowMs)}`;
  const count = sql<number>`(case when ${stale} then 1 else ${existing} + 1 end)`;
  // The wait set by the n-th attempt: none below `free`, then firstWait · 2^(n − free), capped.
  const waits: Expression<string | null>[] = [];
  for (let n = policy.free, wait = policy.firstWaitMs; wait < policy.maxWaitMs; n++, wait *= 2) {
    waits.push(sql<string>`when ${count} = ${n} then ${iso(nowMs + wait)}`);
  }
  const blockedUntil = sql<
    string | null
  >`(case when ${count} < ${policy.free} then null ${sql.join(waits, sql` `)} else ${iso(nowMs + policy.maxWaitMs)} end)`;
  const taken = await db
    .insertInto('attemptLimit')
    .values({ key, count: 1, windowStartedAt: now, lastAt: now, blockedUntil: policy.free <= 1 ? iso(nowMs + policy.firstWaitMs) : null })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({
          count,
          windowStartedAt: sql<string>`(case when ${stale} then ${now} else ${sql.ref('attemptLimit.windowStartedAt')} end)`,
          lastAt: now,
          blockedUntil,
        })
        .where((eb) => eb.or([eb('attemptLimit.blockedUntil', 'is', null), eb('attemptLimit.blockedUntil', '<=', now)])),
    )
    .returning('count')
    .executeTakeFirst();
  if (taken) return null;
  const row = await db.selectFrom('attemptLimit').select('blockedUntil').where('key', '=', key).executeTakeFirst();
  return row?.blockedUntil ? new Date(row.blockedUntil) : new Date(nowMs + policy.firstWaitMs);
}

/** Forgets the attempts of `key` (after a right guess). */
export async function clearAttempts(db: Executor, key: string): Promise<void> {
  await db.deleteFrom('attemptLimit').where('key', '=', key).execute();
}

/** Spent windows remembered per process, so each further use is refused without a query. */
const MAX_SPENT_WINDOWS = 10_000;

/**
 * Windows this process found spent, by the database they were counted in: key → when the window ends. A
 * window's count only grows until it ends (refused uses are not counted and nothing clears a window), so a
 * window spent in the database stays spent until then, whichever process used it up.
 */
const spentWindows = new WeakMap<Executor, Map<string, number>>();

function spentUntil(db: Executor, key: string, nowMs: number): number | null {
  const spent = spentWindows.get(db);
  const endsAt = spent?.get(key);
  if (endsAt === undefined) return null;
  if (endsAt > nowMs) return endsAt;
  spent?.delete(key);
  return null;
}

/** When the window of `key` ends, if `takeFromWindow` has found it spent (through the same `db`); no statement. */
export function windowSpentUntil(db: Executor, key: string): Date | null {
  const endsAt = spentUntil(db, key, Date.now());
  return endsAt === null ? null : new Date(endsAt);
}

function rememberSpent(db: Executor, key: string, endsAt: number): void {
  let spent = spentWindows.get(db);
  if (!spent) {
    spent = new Map();
    spentWindows.set(db, spent);
  }
  spent.delete(key);
  if (spent.size >= MAX_SPENT_WINDOWS) spent.delete(spent.keys().next().value as string);
  spent.set(key, endsAt);
}

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
/** The longest window or wait of any counter (the load checks' hour; a sign-in wait is 15 min at most). */
const LONGEST_WINDOW_MS = HOUR;
/** The counter whose hourly window of one use elects the one process that purges (see `purgeHourly`). */
export const PURGE_KEY = 'attempt-limit:purge';

/**
 * Deletes the counters whose window (or wait) ended more than a day before `nowMs`: last used more than a
 * day plus the longest window ago, and not waiting since. Answers how many went.
 */
async function purgeOldAttempts(db: Executor, nowMs = Date.now()): Promise<number> {
  const cutoff = iso(nowMs - DAY - LONGEST_WINDOW_MS);
  const result = await db
    .deleteFrom('attemptLimit')
    .where('lastAt', '<', cutoff)
    .where((eb) => eb.or([eb('blockedUntil', 'is', null), eb('blockedUntil', '<', cutoff)]))
    .where('key', '!=', PURGE_KEY)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** When this process last asked to purge, by database. */
const purgeAskedAt = new WeakMap<Executor, number>();

/**
 * Purges old counters at most once an hour, on the counters' own write path (no timer). Each process asks
 * once an hour; the one that takes the hour's single use of `PURGE_KEY` (an atomic upsert) purges, the
 * others are refused, so several processes purge once an hour between them.
 */
async function purgeHourly(db: Executor, nowMs: number): Promise<void> {
  const askedAt = purgeAskedAt.get(db);
  if (askedAt !== undefined && nowMs - askedAt < HOUR) return;
  purgeAskedAt.set(db, nowMs);
  if ((await countInWindow(db, PURGE_KEY, 1, HOUR, nowMs)) === null) await purgeOldAttempts(db, nowMs);
}

/**
 * Counts one use of `key` in a fixed window of `windowMs`: null while the window has used at most `limit`,
 * otherwise the time the window ends. A refused use is not counted. Once refused, further uses of the same
 * window (through the same `db`) are refused from memory until it ends: a flood of refused requests costs no
 * database work. Once an hour, it also purges old counters (`purgeHourly`).
 */
export async function takeFromWindow(db: Executor, key: string, limit: number, windowMs: number): Promise<Date | null> {
  const nowMs = Date.now();
  await purgeHourly(db, nowMs);
  return countInWindow(db, key, limit, windowMs, nowMs);
}

async function countInWindow(db: Executor, key: string, limit: number, windowMs: number, nowMs: number): Promise<Date | null> {
  const counted = await useOfWindow(db, key, limit, windowMs, nowMs);
  return 'spentUntil' in counted ? new Date(counted.spentUntil) : null;
}

/**
 * Counts one use of `key` in its fixed window when the window has used fewer than `limit`: the uses counted so far
 * and when the window ends; otherwise (nothing counted) when the spent window ends, remembered by this process.
 */
async function useOfWindow(
  db: Executor,
  key: string,
  limit: number,
  windowMs: number,
  nowMs: number,
): Promise<{ count: number; endsAt: number } | { spentUntil: number }> {
  const spentEnd = spentUntil(db, key, nowMs);
  if (spentEnd !== null) return { spentUntil: spentEnd };
  const now = iso(nowMs);
  const stale = sql<SqlBool>`${sql.ref('attemptLimit.windowStartedAt')} <= ${iso(nowMs - windowMs)}`;
  const taken = await db
    .insertInto('attemptLimit')
    .values({ key, count: 1, windowStartedAt: now, lastAt: now, blockedUntil: null })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({
          count: sql<number>`(case when ${stale} then 1 else ${sql.ref('attemptLimit.count')} + 1 end)`,
          windowStartedAt: sql<string>`(case when ${stale} then ${now} else ${sql.ref('attemptLimit.windowStartedAt')} end)`,
          lastAt: now,
        })
        .where((eb) => eb.or([stale, eb('attemptLimit.count', '<', limit)])),
    )
    .returning(['count', 'windowStartedAt'])
    .executeTakeFirst();
  if (taken) return { count: Number(taken.count), endsAt: Date.parse(taken.windowStartedAt) + windowMs };
  const row = await db.selectFrom('attemptLimit').select('windowStartedAt').where('key', '=', key).executeTakeFirst();
  const endsAt = Date.parse(row?.windowStartedAt ?? now) + windowMs;
  rememberSpent(db, key, endsAt);
  return { spentUntil: endsAt };
}

/**
 * A request counted against `limit` requests of `key` per `windowMs`, as the routes' rate limiter reads it: the
 * requests counted in the window (`limit + 1` once it is spent: that one was refused, not counted) and the
 * milliseconds until the window ends. Shared by every process on the database, like the other counters.
 */
export async function countRequest(db: Executor, key: string, limit: number, windowMs: number): Promise<{ current: number; ttl: number }> {
  const nowMs = Date.now();
  await purgeHourly(db, nowMs);
  const counted = await useOfWindow(db, key, limit, windowMs, nowMs);
  return 'spentUntil' in counted
    ? { current: limit + 1, ttl: Math.max(0, counted.spentUntil - nowMs) }
    : { current: counted.count, ttl: Math.max(0, counted.endsAt - nowMs) };
}

/** Gives back one use of `key` taken with `takeFromWindow` (a reservation that turned out not to count). */
export async function giveBackToWindow(db: Executor, key: string): Promise<void> {
  await db
    .updateTable('attemptLimit')
    .set({ count: sql<number>`${sql.ref('count')} - 1` })
    .where('key', '=', key)
    .where('count', '>', 0)
    .execute();
}
