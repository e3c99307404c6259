import { meetsCheckInResultSchema, meetsCheckInSchema, meetsCodeViewSchema } from '@quorum/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireChairOfRoute } from '../../auth/guards';
import type { AppContext } from '../../context';
import { perMinute } from '../../plugins/security';
import { checkIn, readMeetsCode } from './meets.use-cases';

const tags = ['meets'];
const params = z.object({ id: z.string().max(64) });

/**
 * Check-ins one address may send a minute: a venue's network carries whole rooms at once, so the limit that
 * follows the person is the per-document one (MEETS_ATTEMPTS); this is the ceiling for one address.
 */
export const MEETS_PER_ADDRESS_FACTOR = 30;

/** Self check-in (`/meets`, PRODUCT §3): the chair's view of the rotating code, and the delegates' check-in. */
export function meetsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const chairOfCommission = requireChairOfRoute(ctx);
  const limit = perMinute(ctx.config.authRateLimitPerMinute * MEETS_PER_ADDRESS_FACTOR);
  return async (app) => {
    app.get(
      '/api/commissions/:id/live/meets-code',
      { onRequest: chairOfCommission, schema: { tags, params, response: { 200: meetsCodeViewSchema } } },
      async (request) => readMeetsCode(ctx, request.params.id),
    );

    app.post(
      '/api/meets',
      { config: limit, schema: { tags, body: meetsCheckInSchema, response: { 200: meetsCheckInResultSchema } } },
      async (request) => {
        const { result, commissionId, sequence } = await checkIn(ctx, request.body, request.ip);
        // After the commit, as a chair's command: the commission's screens read the new entry.
        ctx.bus.publish(commissionId, String(sequence)).catch((error: Error) => request.log.warn({ error }, 'live publish failed'));
        return result;
      },
    );
  };
}
