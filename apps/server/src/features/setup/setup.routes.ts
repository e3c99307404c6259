import { sessionInfoSchema, setupSchema } from '@quorum/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createStaffAccount } from '../../auth/accounts';
import { signIn } from '../../auth/sign-in';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { withJobLock } from '../../lib/job-lock';
import { perMinute } from '../../plugins/security';
import { consumeSetupToken, isSetupNeeded, isSetupTokenValid, releaseSetupToken } from './setup-token';

/** Longest a first setup may hold its lock (a crashed one frees it after this). */
const SETUP_LOCK_SECONDS = 60;

/** First run: the one-time link printed by the server creates the first Gestor. */
export function setupRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const limit = perMinute(ctx.config.authRateLimitPerMinute);
  return async (app) => {
    app.get(
      '/api/setup/status',
      {
        config: limit,
        schema: {
          tags: ['setup'],
          querystring: z.object({ token: z.string().max(200).optional() }),
          response: { 200: z.object({ needed: z.boolean(), tokenValid: z.boolean() }) },
        },
      },
      async (request) => {
        const needed = await isSetupNeeded(ctx.db);
        const token = request.query.token;
        return { needed, tokenValid: needed && token ? await isSetupTokenValid(ctx.db, token) : false };
      },
    );

    app.post(
      '/api/setup',
      { config: limit, schema: { tags: ['setup'], body: setupSchema, response: { 200: sessionInfoSchema } } },
      async (request, reply) => {
        const { token, name, email, password } = request.body;
        // One setup at a time, across processes: two setup links (two starts of the server) used at once
        // must not make two first Gestores. Inside it, the token first, claimed before the account is made:
        // only the holder of the link reaches the (costlier) password strength check.
        const done = await withJobLock(ctx.db, 'setup', SETUP_LOCK_SECONDS, async () => {
          if (!(await isSetupNeeded(ctx.db))) throw new AppError('SETUP_DONE');
          if (!(await consumeSetupToken(ctx.db, token))) throw new AppError('TOKEN_INVALID');
          try {
            await createStaffAccount(ctx, { email, name, role: 'Gestor', password }, { uid: null, ip: request.ip });
          } catch (error) {
            await releaseSetupToken(ctx.db, token);
            throw error;
          }
          return true;
        });
        if (!done) throw new AppError('SETUP_IN_PROGRESS');
        return signIn(ctx, request, reply, email, password);
      },
    );
  };
}
