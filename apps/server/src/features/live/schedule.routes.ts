import { scheduledSessionSchema, scheduleSessionSchema } from '@quorum/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, idParamsWith } from '../../lib/route-params';
import { requireChairOfRoute } from '../../auth/guards';
import { actorOf } from '../../auth/staff';
import type { AppContext } from '../../context';
import { announceStateOutsideLog } from '../../domain/live/state-announcements';
import { cancelScheduledSession, listScheduled, rescheduleSession, scheduleSession } from './schedule.use-cases';

const tags = ['live'];

/**
 * A commission's sessions scheduled ahead (PRODUCT §2 `programada`): its chair or the Gestor lists, schedules,
 * changes and cancels them; opening one is the live command `session.open` with its id (decision 022).
 */
export function scheduleRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const chairOfCommission = requireChairOfRoute(ctx);
  /** After the commit: the commission's screens read the next session again. */
  const announce = (request: FastifyRequest) =>
    announceStateOutsideLog(ctx, (request.params as { id: string }).id).catch((error: Error) =>
      request.log.warn({ error }, 'live publish failed'),
    );
  return async (app) => {
    app.get(
      '/api/commissions/:id/scheduled-sessions',
      { onRequest: chairOfCommission, schema: { tags, params: idParams, response: { 200: z.array(scheduledSessionSchema) } } },
      (request) => listScheduled(ctx.db, request.params.id),
    );

    app.post(
      '/api/commissions/:id/scheduled-sessions',
      {
        onRequest: chairOfCommission,
        schema: { tags, params: idParams, body: scheduleSessionSchema, response: { 201: scheduledSessionSchema } },
      },
      async (request, reply) => {
        const scheduled = await scheduleSession(ctx.db, request.params.id, request.body, actorOf(request));
        announce(request);
        return reply.status(201).send(scheduled);
      },
    );

    app.put(
      '/api/commissions/:id/scheduled-sessions/:scheduledId',
      {
        onRequest: chairOfCommission,
        schema: { tags, params: idParamsWith('scheduledId'), body: scheduleSessionSchema, response: { 200: scheduledSessionSchema } },
      },
      async (request) => {
        const scheduled = await rescheduleSession(ctx.db, request.params.id, request.params.scheduledId, request.body, actorOf(request));
        announce(request);
        return scheduled;
      },
    );

    app.delete(
      '/api/commissions/:id/scheduled-sessions/:scheduledId',
      { onRequest: chairOfCommission, schema: { tags, params: idParamsWith('scheduledId'), response: { 204: z.null() } } },
      async (request, reply) => {
        await cancelScheduledSession(ctx.db, request.params.id, request.params.scheduledId, actorOf(request));
        announce(request);
        return reply.status(204).send(null);
      },
    );
  };
}
