import { participationSchema } from '@quorum/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../lib/route-params';
import { requireChairOfRoute } from '../../auth/guards';
import type { AppContext } from '../../context';
import { readParticipation } from './participation';

/** GET /api/commissions/:id/live/participation: each delegation's attendance, speeches, time spoken and warnings. */
export function participationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const chairOfCommission = requireChairOfRoute(ctx);
  return async (app) => {
    app.get(
      '/api/commissions/:id/live/participation',
      {
        onRequest: chairOfCommission,
        schema: { tags: ['live'], params: idParams, response: { 200: participationSchema } },
      },
      async (request) => readParticipation(ctx.db, request.params.id),
    );
  };
}
