import { codeText, resendLinkSchema, verificationCorrectionSchema, verificationViewSchema } from '@quorum/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { limitedLookup, publicLookupRouteLimit } from '../../lib/public-lookups';
import { versionDownload } from '../../domain/documents/documents';
import { sendStoredFile } from '../../plugins/download';
import { confirmVerification, correctVerification, readDelegateDocument, readVerification, resendLink } from './verification.use-cases';

const codeParams = z.object({ code: codeText({ max: 64 }) });
const schema = { tags: ['verification'], params: codeParams, response: { 200: verificationViewSchema } };

/**
 * /verificator (a) and (c): a delegate reaches their own data with the personal code from their link, and their
 * commission's documents for its delegates. Part (b), certificate codes on the same page, comes with the
 * certificates issue.
 */
export function verificationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  // Everything reached with a personal code is a look-up of that code (a whole school opens its links from
  // one address): limited per code and per address by the public look-ups' rule.
  const codeLimit = publicLookupRouteLimit(ctx);
  const actor = (ip: string) => ({ uid: null, ip });
  const ofCode = <T>(request: { ip: string; params: { code: string } }, look: () => Promise<T>) =>
    limitedLookup(ctx, { page: 'verificator', ip: request.ip, subject: request.params.code }, look);
  return async (app) => {
    app.get('/api/verification/:code', { config: codeLimit, schema }, (request) =>
      ofCode(request, () => readVerification(ctx, request.params.code)),
    );

    app.patch('/api/verification/:code', { config: codeLimit, schema: { ...schema, body: verificationCorrectionSchema } }, (request) =>
      ofCode(request, () => correctVerification(ctx, request.params.code, request.body, actor(request.ip))),
    );

    app.post('/api/verification/:code/confirm', { config: codeLimit, schema }, (request) =>
      ofCode(request, () => confirmVerification(ctx, request.params.code, actor(request.ip))),
    );

    // A document of their commission for its delegates, shown in the browser.
    app.get(
      '/api/verification/:code/documents/:documentId/file',
      { config: codeLimit, schema: { tags: ['verification'], params: codeParams.extend({ documentId: z.string().max(64) }) } },
      async (request, reply) => {
        const file = await ofCode(request, () => readDelegateDocument(ctx, request.params.code, request.params.documentId));
        return sendStoredFile(request, reply, ctx.storage, versionDownload(file), { inline: true });
      },
    );

    app.post(
      '/api/verification/resend',
      {
        config: codeLimit,
        schema: { tags: ['verification'], body: resendLinkSchema, response: { 202: z.object({ ok: z.literal(true) }) } },
      },
      async (request, reply) => {
        // Limited per document number (each sends an e-mail), from any address, and per address.
        const { documentNumber, email } = request.body;
        await limitedLookup(ctx, { page: 'resend', ip: request.ip, subject: documentNumber }, () => resendLink(ctx, documentNumber, email));
        return reply.status(202).send({ ok: true as const });
      },
    );
  };
}
