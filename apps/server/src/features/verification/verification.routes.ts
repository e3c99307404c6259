import { codeText, resendLinkSchema, verificationCorrectionSchema, verificationViewSchema } from '@quorum/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { perMinute } from '../../plugins/security';
import { confirmVerification, correctVerification, readVerification, resendLink } from './verification.use-cases';

const codeParams = z.object({ code: codeText({ max: 64 }) });
const schema = { tags: ['verification'], params: codeParams, response: { 200: verificationViewSchema } };

/**
 * /verificator (a) and (c): a delegate reaches their own data with the personal code from their link.
 * Part (b), certificate codes on the same page, comes with the certificates issue.
 */
export function verificationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  // Reading is the common case (a whole school opens links from one address): a wider limit.
  const readLimit = perMinute(ctx.config.authRateLimitPerMinute * 3);
  const writeLimit = perMinute(ctx.config.authRateLimitPerMinute);
  const actor = (ip: string) => ({ uid: null, ip });
  return async (app) => {
    app.get('/api/verification/:code', { config: readLimit, schema }, (request) => readVerification(ctx, request.params.code));

    app.patch('/api/verification/:code', { config: writeLimit, schema: { ...schema, body: verificationCorrectionSchema } }, (request) =>
      correctVerification(ctx, request.params.code, request.body, actor(request.ip)),
    );

    app.post('/api/verification/:code/confirm', { config: writeLimit, schema }, (request) =>
      confirmVerification(ctx, request.params.code, actor(request.ip)),
    );

    app.post(
      '/api/verification/resend',
      {
        config: writeLimit,
        schema: { tags: ['verification'], body: resendLinkSchema, response: { 202: z.object({ ok: z.literal(true) }) } },
      },
      async (request, reply) => {
        await resendLink(ctx, request.body.documentNumber, request.body.email);
        return reply.status(202).send({ ok: true as const });
      },
    );
  };
}
