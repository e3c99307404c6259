import { ballotAnswerSchema, ballotsViewSchema, castBallotSchema } from '@quorum/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireChairOfRoute } from '../../auth/guards';
import { actorOf } from '../../auth/staff';
import type { AppContext } from '../../context';
import { idParams } from '../../lib/route-params';
import { perMinute } from '../../plugins/security';
import { castBallot, readBallots } from './ballots.use-cases';

const tags = ['live'];

/**
 * Votes from phones seen from the chair (decision 036): the open vote's ballots (who has voted, and in a recorded vote
 * what), and a ballot cast by the chair or the Gestor for a delegation without a phone. The phones' own route is the
 * room pass's, on the same use case.
 */
export function ballotRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const chairOfCommission = requireChairOfRoute(ctx);
  return async (app) => {
    app.get(
      '/api/commissions/:id/live/ballots',
      { onRequest: chairOfCommission, schema: { tags, params: idParams, response: { 200: ballotsViewSchema } } },
      async (request) =>
        ctx.db
          .transaction()
          .setIsolationLevel('repeatable read')
          .execute((trx) => readBallots(trx, request.params.id)),
    );

    app.post(
      '/api/commissions/:id/live/ballots',
      {
        config: perMinute(ctx.config.live.commandsPerMinute),
        onRequest: chairOfCommission,
        schema: { tags, params: idParams, body: castBallotSchema, response: { 200: ballotAnswerSchema } },
      },
      async (request) => castBallot(ctx, { ...request.body, commissionId: request.params.id }, { kind: 'chair', actor: actorOf(request) }),
    );
  };
}
