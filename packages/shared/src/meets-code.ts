/** The check-in code's alphabet, length and windows (meets.ts), in a module without zod: /meets paints without it. */

/** Letters and digits without look-alikes: no 0/O, 1/I/L, 5/S, 2/Z, 8/B. */
export const MEETS_CODE_ALPHABET = '34679ACDEFGHJKMNPQRTUVWXY';
/** Characters of a check-in code (≈ 28 bits with the alphabet). */
export const MEETS_CODE_LENGTH = 6;
/** The code changes every 30 s. */
export const MEETS_WINDOW_MS = 30_000;
/** The previous window's code is still accepted during the first 10 s of the next one. */
export const MEETS_GRACE_MS = 10_000;
