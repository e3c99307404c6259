import { lookupInputSchema, lookupResultSchema } from '@quorum/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readPublicFeatures } from '../../domain/access/access-settings';
import type { AppContext } from '../../context';
import { assignmentOf, findDelegateByDocument, maskName } from '../../domain/delegates/delegates.store';
import { AppError } from '../../lib/errors';
import { perMinute } from '../../plugins/security';

/** /data "Encuentra tu comisión": a document number → commission, delegation and room, with the name masked. */
export function lookupRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const limit = perMinute(ctx.config.authRateLimitPerMinute * 3);
  return async (app) => {
    app.post(
      '/api/lookup',
      { config: limit, schema: { tags: ['lookup'], body: lookupInputSchema, response: { 200: lookupResultSchema } } },
      async (request) => {
        if (!(await readPublicFeatures(ctx.db)).dataLookup) throw new AppError('LOOKUP_DISABLED');
        const row = await findDelegateByDocument(ctx.db, request.body.documentNumber);
        if (!row || row.status === 'retirado') throw new AppError('NOT_FOUND', 'No encontramos ese documento');
        const a = await assignmentOf(ctx.db, row);
        return { maskedName: maskName(row.firstNames, row.lastNames), assigned: a.commissionName !== null, ...a };
      },
    );
  };
}
