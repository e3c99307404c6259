import { accountGuessesMessage } from '@quorum/shared';
import type { Executor } from '../db/database';
import { ACCOUNT_GUESSES, clearAttempts, takeAttempt } from '../lib/attempt-limit';
import { AppError } from '../lib/errors';

/** The counter key of guesses at an account's password: by e-mail at sign-in, by account when signed in. */
export const guessKey = {
  signIn: (email: string) => `sign-in:${email.trim().toLowerCase()}`,
  currentPassword: (uid: string) => `password:${uid}`,
};

/**
 * Runs one guess at an account's password under the per-account limit (ACCOUNT_GUESSES): refused with 429
 * RATE_LIMITED and when to retry while the account waits; `guess` throws when wrong; a right guess clears
 * the counter.
 */
export async function limitGuesses<T>(db: Executor, key: string, guess: () => Promise<T>): Promise<T> {
  const retryAt = await takeAttempt(db, key, ACCOUNT_GUESSES);
  if (retryAt) throw new AppError('RATE_LIMITED', accountGuessesMessage(retryAt.getTime() - Date.now()));
  const result = await guess();
  await clearAttempts(db, key);
  return result;
}
