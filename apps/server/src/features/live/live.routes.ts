import {
  ERROR_MESSAGES_ES,
  LIVE_TIME_PATH,
  liveCommandRequestSchema,
  liveCommandResultSchema,
  liveHeartbeatSchema,
  liveStateSchema,
  stateChangedSchema,
} from '@quorum/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../lib/route-params';
import { requireChairOfRoute } from '../../auth/guards';
import { actorOf } from '../../auth/staff';
import type { AppContext } from '../../context';
import { perMinute } from '../../plugins/security';
import { handOver } from './live.stream';
import { liveStreamRegistry, replyWithLiveStream } from './live.stream.http';
import { readLiveState, runCommand } from './live.use-cases';

const tags = ['live'];
/** An illegal transition: its stable code and Spanish message. */
const refusalSchema = z.object({ code: z.string(), message: z.string(), fields: z.record(z.string(), z.string()).optional() });

/** The live committee (PRODUCT §2, §5 sessions/{id}): a commission's state and its one command endpoint. */
export function liveRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  /** onRequest: the Gestor or the Presidente of the route's commission (:id), before the body is read. */
  const chairOfCommission = requireChairOfRoute(ctx);

  return async (app) => {
    const streams = liveStreamRegistry(ctx, app.log);
    // Open streams would keep the server from closing: end them first (clients reconnect elsewhere).
    app.addHook('preClose', () => streams.closeAll());

    // The server's clock for a screen's round trip (its request and answer times around this one): public, tiny,
    // never kept by a cache.
    app.get(LIVE_TIME_PATH, { schema: { tags, response: { 200: liveHeartbeatSchema } } }, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { serverTime: Date.now() };
    });

    app.get(
      '/api/commissions/:id/live',
      { onRequest: chairOfCommission, schema: { tags, params: idParams, response: { 200: liveStateSchema } } },
      // One statement, one snapshot: the version answered is the version of everything else answered.
      async (request) => readLiveState(ctx.db, request.params.id),
    );

    app.post(
      '/api/commissions/:id/live/commands',
      {
        // A chair taps a few times a second at most: a runaway client is stopped before it queues the commission.
        config: perMinute(ctx.config.live.commandsPerMinute),
        onRequest: chairOfCommission,
        schema: {
          tags,
          params: idParams,
          body: liveCommandRequestSchema,
          response: { 200: liveCommandResultSchema, 409: stateChangedSchema.or(refusalSchema) },
        },
      },
      async (request, reply) => {
        const outcome = await runCommand(ctx.db, request.params.id, request.body, actorOf(request));
        if (outcome.kind === 'stale')
          return reply.status(409).send({ code: 'STATE_CHANGED' as const, message: ERROR_MESSAGES_ES.STATE_CHANGED, state: outcome.state });
        const { entry, replayed, state } = outcome;
        // After the commit: every stream of the commission, in this process or another, hears of the new entry (this
        // process's streams are handed it, the others' find it in the message when it fits, or read it).
        if (!replayed) {
          ctx.bus
            .publish(request.params.id, handOver(ctx, request.params.id, entry, state))
            .catch((error: Error) => request.log.warn({ error }, 'live publish failed'));
        }
        return { entry, replayed, state };
      },
    );

    app.get(
      '/api/commissions/:id/live/events',
      { onRequest: chairOfCommission, schema: { tags, params: idParams, produces: ['text/event-stream'] } },
      async (request, reply) =>
        replyWithLiveStream(ctx, streams, actorOf(request).uid as string, request.params.id, request, reply, chairOfCommission, [
          'ballots',
          'requests',
          'papers',
        ]),
    );
  };
}
