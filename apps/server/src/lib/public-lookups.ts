import { type ErrorCode, PUBLIC_LOOKUP_LIMIT_MESSAGES, type PublicLookupLimit } from '@quorum/shared';
import type { AppContext } from '../context';
import { giveBackToWindow, takeFromWindow } from './attempt-limit';
import { AppError, RetryLaterError } from './errors';
import { perMinute } from '../plugins/security';

/**
 * The public look-ups (/data, /verificator with a personal, certificate or acta code, /meets, the room pass, the pre-registration
 * form, asking for the personal link again) behind one rule. A venue or a
 * school puts thousands of delegates behind one address, so the limit that follows a person is the one per
 * subject (document number, personal link), from any address; one address only has generous hourly ceilings
 * per page: every look-up (`PUBLIC_LOOKUPS_PER_ADDRESS_PER_HOUR`) and those that found nothing
 * (`PUBLIC_FAILED_LOOKUPS_PER_ADDRESS_PER_HOUR`), which is what guessing looks like. Counters live in
 * `attemptLimit` (shared by every process, each taken atomically, so concurrent requests cannot slip past).
 */

export type PublicLookupPage = 'data' | 'verificator' | 'certificate' | 'acta' | 'advisor' | 'meets' | 'room' | 'registration' | 'resend';

interface PageRule {
  /** Look-ups of one subject, from any address, per `windowMs`. */
  perSubject: number;
  windowMs: number;
  /** The limit named when a subject's look-ups are refused. */
  subjectLimit: PublicLookupLimit;
  /** The refusals that mean "found nothing": they count against the address's failed ceiling. */
  misses: readonly ErrorCode[];
}

const TEN_MINUTES = 10 * 60_000;
const HOUR = 60 * 60_000;

export const PUBLIC_LOOKUP_RULES: Record<PublicLookupPage, PageRule> = {
  data: { perSubject: 10, windowMs: TEN_MINUTES, subjectLimit: 'documentLookups', misses: ['NOT_FOUND'] },
  verificator: { perSubject: 60, windowMs: TEN_MINUTES, subjectLimit: 'personalLinkLookups', misses: ['NOT_FOUND'] },
  certificate: { perSubject: 60, windowMs: TEN_MINUTES, subjectLimit: 'certificateCodeLookups', misses: ['NOT_FOUND'] },
  // An acta's code (decision 039): checked by whoever holds the minutes, as a certificate is.
  acta: { perSubject: 60, windowMs: TEN_MINUTES, subjectLimit: 'actaLookups', misses: ['NOT_FOUND'] },
  // An advisor's link (decision 040): opened and read again by the advisor's page; an unknown or revoked one is a miss.
  advisor: { perSubject: 120, windowMs: TEN_MINUTES, subjectLimit: 'advisorLookups', misses: ['NOT_FOUND'] },
  meets: {
    perSubject: 10,
    windowMs: TEN_MINUTES,
    subjectLimit: 'meetsAttempts',
    misses: ['MEETS_NOT_IN_ROOM', 'MEETS_CODE_INVALID'],
  },
  // The room pass (decision 035): a personal code, limited as the personal link is; a badge code is a miss too.
  room: {
    perSubject: 60,
    windowMs: TEN_MINUTES,
    subjectLimit: 'personalLinkLookups',
    misses: ['ROOM_PASS_UNKNOWN', 'ROOM_PASS_BADGE_CODE'],
  },
  // "Already registered?" while filling the form: its answer is never "nothing found", so no misses.
  registration: { perSubject: 10, windowMs: TEN_MINUTES, subjectLimit: 'documentLookups', misses: [] },
  // Each one sends an e-mail; the answer is the same whether the document exists or not, so no misses.
  resend: { perSubject: 5, windowMs: HOUR, subjectLimit: 'resendLink', misses: [] },
};

async function take(ctx: AppContext, key: string, count: number, windowMs: number, limit: PublicLookupLimit) {
  const retryAt = await takeFromWindow(ctx.db, key, count, windowMs);
  if (retryAt) throw new RetryLaterError(retryAt, { message: PUBLIC_LOOKUP_LIMIT_MESSAGES[limit](retryAt.getTime() - Date.now()), limit });
}

/** Counts one request of `page` against the address's hourly ceiling (RATE_LIMITED with Retry-After past it). */
export async function takeAddressAllowance(ctx: AppContext, page: PublicLookupPage, ip: string): Promise<void> {
  await take(ctx, `lookup-address:${page}:${ip}`, ctx.config.publicLookups.perAddressPerHour, HOUR, 'publicLookups');
}

/**
 * Runs the look-up `look` of `subject` on `page` from `ip` within the limits: the address's ceiling, the
 * subject's (named as `subjectLimit` when a page takes two kinds of subject), and the address's failed ceiling. A failed slot is reserved before looking and given back when
 * something was found, so concurrent guesses never exceed it.
 */
export async function limitedLookup<T>(
  ctx: AppContext,
  lookup: { page: PublicLookupPage; ip: string; subject: string; subjectLimit?: PublicLookupLimit },
  look: () => Promise<T>,
): Promise<T> {
  const rule = PUBLIC_LOOKUP_RULES[lookup.page];
  await takeAddressAllowance(ctx, lookup.page, lookup.ip);
  await take(
    ctx,
    `lookup-subject:${lookup.page}:${lookup.subject}`,
    rule.perSubject,
    rule.windowMs,
    lookup.subjectLimit ?? rule.subjectLimit,
  );
  if (rule.misses.length === 0) return look();
  const failedKey = `lookup-failed:${lookup.page}:${lookup.ip}`;
  await take(ctx, failedKey, ctx.config.publicLookups.failedPerAddressPerHour, HOUR, 'failedLookups');
  let missed = false;
  try {
    return await look();
  } catch (error) {
    missed = error instanceof AppError && rule.misses.includes(error.code);
    throw error;
  } finally {
    if (!missed) await giveBackToWindow(ctx.db, failedKey);
  }
}

/**
 * The in-memory per-minute limit of a public look-up route: twice a whole hour's allowance in one minute, so
 * it never cuts in before the rule above (the rate-limit plugin refuses a whole concurrent burst that goes
 * past its `max`, not only the excess), and only sheds a flood before it reaches the database.
 */
export function publicLookupRouteLimit(ctx: AppContext) {
  return perMinute(2 * ctx.config.publicLookups.perAddressPerHour);
}
