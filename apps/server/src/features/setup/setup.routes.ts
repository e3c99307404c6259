import { sessionInfoSchema, setupSchema } from '@quorum/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createStaffAccount } from '../../auth/accounts';
import { signIn } from '../../auth/sign-in';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { perMinute } from '../../plugins/security';
import { consumeSetupToken, isSetupNeeded, isSetupTokenValid, releaseSetupToken } from './setup-token';

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
        if (!(await isSetupNeeded(ctx.db))) throw new AppError('SETUP_DONE');
        // The token first, claimed before the account is made: only the holder of the link reaches the (costlier)
        // password strength check, and of concurrent requests with one token only one creates a Gestor.
        if (!(await consumeSetupToken(ctx.db, token))) throw new AppError('TOKEN_INVALID');
        try {
          await createStaffAccount(ctx, { email, name, role: 'Gestor', password }, { uid: null, ip: request.ip });
        } catch (error) {
          await releaseSetupToken(ctx.db, token);
          throw error;
        }
        return signIn(ctx, request, reply, email, password);
      },
    );
  };
}
