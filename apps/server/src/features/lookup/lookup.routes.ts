import { lookupInputSchema, lookupResultSchema } from '@quorum/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readPublicFeatures } from '../../domain/access/access-settings';
import type { AppContext } from '../../context';
import { assignmentOf, findDelegateByDocument, maskName } from '../../domain/delegates/delegates.store';
import { AppError } from '../../lib/errors';
import { limitedLookup, publicLookupRouteLimit } from '../../lib/public-lookups';

/** /data "Encuentra tu comisión": a document number → commission, delegation and room, with the name masked. */
export function lookupRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const limit = publicLookupRouteLimit(ctx);
  return async (app) => {
    app.post(
      '/api/lookup',
      { config: limit, schema: { tags: ['lookup'], body: lookupInputSchema, response: { 200: lookupResultSchema } } },
      async (request) => {
        if (!(await readPublicFeatures(ctx.db)).dataLookup) throw new AppError('LOOKUP_DISABLED');
        const { documentNumber } = request.body;
        return limitedLookup(ctx, { page: 'data', ip: request.ip, subject: documentNumber }, async () => {
          const row = await findDelegateByDocument(ctx.db, documentNumber);
          if (!row || row.status === 'retirado') throw new AppError('NOT_FOUND', 'No encontramos ese documento');
          const a = await assignmentOf(ctx.db, row);
          return { maskedName: maskName(row.firstNames, row.lastNames), assigned: a.commissionName !== null, ...a };
        });
      },
    );
  };
}
