import { createHash, createHmac } from 'node:crypto';
import { MEETS_CODE_ALPHABET, MEETS_CODE_LENGTH, MEETS_GRACE_MS, MEETS_WINDOW_MS } from '@quorum/shared';

/**
 * The rotating self check-in code (decision 012): derived, never stored. For a roll call and a 30-second
 * window of server time, the code is an HMAC of both under a key derived from the server's secret, written
 * with an alphabet without look-alikes. Pure: time comes in as `nowMs`.
 */

/** How many earlier windows a typed code is compared with, to tell a stale code from a wrong one. */
export const STALE_WINDOWS = 10;

/** The key of the check-in codes: a hash of the server's secret, kept apart from what else the secret signs. */
export function meetsKeyOf(secret: string): Buffer {
  return createHash('sha256').update(`${secret}\0meets`).digest();
}

/** The window of a server time: a new one every 30 s. */
export function windowOf(nowMs: number): number {
  return Math.floor(nowMs / MEETS_WINDOW_MS);
}

/** The code of a roll call in a window: 6 characters of the alphabet. */
export function meetsCode(key: Buffer, rollCallId: string, window: number): string {
  let n = createHmac('sha256', key).update(`${rollCallId}:${window}`).digest().readBigUInt64BE(0);
  const base = BigInt(MEETS_CODE_ALPHABET.length);
  let code = '';
  for (let i = 0; i < MEETS_CODE_LENGTH; i++) {
    code += MEETS_CODE_ALPHABET[Number(n % base)];
    n /= base;
  }
  return code;
}

/** The code to show now and the server time (ms) the next one starts. */
export function currentMeetsCode(key: Buffer, rollCallId: string, nowMs: number): { code: string; changesAt: number } {
  const window = windowOf(nowMs);
  return { code: meetsCode(key, rollCallId, window), changesAt: (window + 1) * MEETS_WINDOW_MS };
}

/**
 * How a typed code relates to a roll call now: `valid` (this window's, or the previous one's during the
 * first 10 s of this window), `stale` (an earlier window's, up to STALE_WINDOWS back), or null (never its code).
 */
export function codeAge(key: Buffer, rollCallId: string, code: string, nowMs: number): 'valid' | 'stale' | null {
  const window = windowOf(nowMs);
  if (meetsCode(key, rollCallId, window) === code) return 'valid';
  const inGrace = nowMs - window * MEETS_WINDOW_MS < MEETS_GRACE_MS;
  if (meetsCode(key, rollCallId, window - 1) === code) return inGrace ? 'valid' : 'stale';
  for (let w = window - 2; w >= window - STALE_WINDOWS; w--) if (meetsCode(key, rollCallId, w) === code) return 'stale';
  return null;
}
