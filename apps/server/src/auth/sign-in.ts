import type { SessionInfo } from '@quorum/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { AppError } from '../lib/errors';
import { nowIso } from '../lib/ids';
import { guessKey, limitGuesses } from './guess-limit';
import { findProfile, presentProfile } from './profiles';
import { authHeaders, forwardCookies } from './staff';

/**
 * Signs a staff user in: the password is checked first (so the answer reveals nothing about unknown
 * accounts), under the per-account guessing limit, then the profile; a session without an active profile
 * is ended at once.
 */
export async function signIn(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  email: string,
  password: string,
): Promise<SessionInfo> {
  const result = await limitGuesses(ctx.db, guessKey.signIn(email), () =>
    ctx.auth.api
      .signInEmail({ body: { email, password, rememberMe: true }, headers: authHeaders(request), returnHeaders: true })
      .catch(() => {
        throw new AppError('INVALID_CREDENTIALS');
      }),
  );
  const { user, token } = result.response;
  const profile = await findProfile(ctx.db, user.id);
  if (!profile?.active) {
    const authCtx = await ctx.auth.$context;
    await authCtx.internalAdapter.deleteSession(token);
    throw new AppError(profile ? 'ACCOUNT_DISABLED' : 'PROFILE_MISSING');
  }
  const now = nowIso();
  await ctx.db.updateTable('profile').set({ lastLoginAt: now }).where('uid', '=', user.id).execute();
  forwardCookies(reply, result.headers);
  return { user: { id: user.id, email: user.email, name: user.name }, profile: presentProfile({ ...profile, lastLoginAt: now }) };
}
