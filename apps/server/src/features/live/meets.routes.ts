import {
  meetsCheckInResultSchema,
  meetsCheckInSchema,
  meetsCodeViewSchema,
  selfCheckInsQuerySchema,
  selfCheckInsSchema,
} from '@quorum/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../lib/route-params';
import { requireChairOfRoute } from '../../auth/guards';
import type { AppContext } from '../../context';
import { limitedLookup, publicLookupRouteLimit } from '../../lib/public-lookups';
import { checkIn, meetsSubject, readMeetsCode, readSelfCheckIns } from './meets.use-cases';

const tags = ['meets'];

/**
 * Self check-in (`/meets`, PRODUCT §3): the chair's view of the rotating code and of where the check-ins came from,
 * and the delegates' check-in.
 */
export function meetsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const chairOfCommission = requireChairOfRoute(ctx);
  // A venue's network carries whole rooms at once: limited per document number and per address by the
  // public look-ups' rule (lib/public-lookups.ts).
  const limit = publicLookupRouteLimit(ctx);
  return async (app) => {
    app.get(
      '/api/commissions/:id/live/meets-code',
      { onRequest: chairOfCommission, schema: { tags, params: idParams, response: { 200: meetsCodeViewSchema } } },
      async (request) => readMeetsCode(ctx, request.params.id),
    );

    // The chair's and the Gestor's only: the room's screen (projection cookie) never reads an address.
    app.get(
      '/api/commissions/:id/live/self-check-ins',
      {
        onRequest: chairOfCommission,
        schema: { tags, params: idParams, querystring: selfCheckInsQuerySchema, response: { 200: selfCheckInsSchema } },
      },
      async (request) => readSelfCheckIns(ctx, request.params.id, request.ip, request.query.rollCallId),
    );

    app.post(
      '/api/meets',
      { config: limit, schema: { tags, body: meetsCheckInSchema, response: { 200: meetsCheckInResultSchema } } },
      async (request) => {
        const { result, commissionId, sequence } = await limitedLookup(
          ctx,
          { page: 'meets', ip: request.ip, ...meetsSubject(request.body) },
          () => checkIn(ctx, request.body, request.ip),
        );
        // After the commit, as a chair's command: the commission's screens read the new entry.
        ctx.bus.publish(commissionId, String(sequence)).catch((error: Error) => request.log.warn({ error }, 'live publish failed'));
        return result;
      },
    );
  };
}
