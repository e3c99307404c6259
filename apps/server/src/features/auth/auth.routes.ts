import { forgotPasswordSchema, resetPasswordSchema, sessionInfoSchema, signInSchema } from '@quorum/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertStrongPassword, sendPasswordLink } from '../../auth/accounts';
import { presentProfile } from '../../auth/profiles';
import { signIn } from '../../auth/sign-in';
import { requireStaff } from '../../auth/guards';
import { authHeaders, forwardCookies, loadStaff } from '../../auth/staff';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { perMinute } from '../../plugins/security';

/** Sign-in, sign-out, the current session and password reset. */
export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const limit = perMinute(ctx.config.authRateLimitPerMinute);
  return async (app) => {
    app.post(
      '/api/auth/sign-in',
      { config: limit, schema: { tags: ['auth'], body: signInSchema, response: { 200: sessionInfoSchema } } },
      (request, reply) => signIn(ctx, request, reply, request.body.email, request.body.password),
    );

    app.post(
      '/api/auth/sign-out',
      { onRequest: requireStaff(ctx), schema: { tags: ['auth'], response: { 204: z.null() } } },
      async (request, reply) => {
        const result = await ctx.auth.api.signOut({ headers: authHeaders(request), returnHeaders: true });
        forwardCookies(reply, result.headers);
        return reply.status(204).send(null);
      },
    );

    app.get('/api/auth/session', { schema: { tags: ['auth'], response: { 200: sessionInfoSchema } } }, async (request) => {
      const staff = await loadStaff(ctx, request);
      if (!staff) throw new AppError('UNAUTHENTICATED');
      const { profile } = staff;
      return { user: { id: staff.uid, email: profile.email, name: profile.name }, profile: presentProfile(profile) };
    });

    app.post(
      '/api/auth/forgot-password',
      { config: limit, schema: { tags: ['auth'], body: forgotPasswordSchema, response: { 202: z.object({ ok: z.literal(true) }) } } },
      async (request, reply) => {
        const row = await ctx.db.selectFrom('profile').select('uid').where('email', '=', request.body.email).executeTakeFirst();
        if (row) await sendPasswordLink(ctx, row.uid, 'reset');
        return reply.status(202).send({ ok: true });
      },
    );

    app.post(
      '/api/auth/reset-password',
      { config: limit, schema: { tags: ['auth'], body: resetPasswordSchema, response: { 204: z.null() } } },
      async (request, reply) => {
        const authCtx = await ctx.auth.$context;
        const verification = await authCtx.internalAdapter.findVerificationValue(`reset-password:${request.body.token}`);
        if (!verification || new Date(verification.expiresAt) < new Date()) throw new AppError('TOKEN_INVALID');
        const profile = await ctx.db
          .selectFrom('profile')
          .select(['email', 'name'])
          .where('uid', '=', verification.value)
          .executeTakeFirst();
        await assertStrongPassword(request.body.password, profile ? [profile.email, profile.name] : []);
        try {
          await ctx.auth.api.resetPassword({ body: { token: request.body.token, newPassword: request.body.password } });
        } catch {
          throw new AppError('TOKEN_INVALID');
        }
        return reply.status(204).send(null);
      },
    );
  };
}
