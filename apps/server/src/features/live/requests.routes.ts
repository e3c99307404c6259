import { requestQueueSchema, roomRequestAnswerSchema, roomRequestInputSchema, roomRequestSchema, roomRequestsSchema } from '@quorum/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireChairOfRoute, requireRoomDevice, roomDeviceOf } from '../../auth/guards';
import { perDeviceLimit } from '../../auth/room-cookie';
import type { AppContext } from '../../context';
import { idParams } from '../../lib/route-params';
import { makeRequest, readDelegationRequests, readRequestQueue, withdrawRequest } from './requests.use-cases';

const tags = ['room'];

/** Requests per device and minute: placards raised and withdrawn by hand, and a phone's retries. */
const REQUESTS_PER_DEVICE_PER_MINUTE = 30;

/**
 * The digital placard (PRODUCT §9, decision 037): a delegation's phone asks for the floor, raises a point or a right
 * of reply, or moves a motion; the chair reads one queue. The chair's rulings are live commands (`request.accept`,
 * `request.rule_out`) sent as every other command.
 */
export function requestRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const roomDevice = requireRoomDevice(ctx);
  const chairOfCommission = requireChairOfRoute(ctx);
  return async (app) => {
    app.get('/api/room/requests', { onRequest: roomDevice, schema: { tags, response: { 200: roomRequestsSchema } } }, async (request) =>
      readDelegationRequests(ctx.db, roomDeviceOf(request)),
    );

    app.post(
      '/api/room/requests',
      {
        config: perDeviceLimit(REQUESTS_PER_DEVICE_PER_MINUTE),
        onRequest: roomDevice,
        schema: { tags, body: roomRequestInputSchema, response: { 200: roomRequestAnswerSchema } },
      },
      async (request) => makeRequest(ctx, roomDeviceOf(request), request.body),
    );

    app.post(
      '/api/room/requests/:id/withdraw',
      {
        config: perDeviceLimit(REQUESTS_PER_DEVICE_PER_MINUTE),
        onRequest: roomDevice,
        schema: { tags, params: idParams, response: { 200: roomRequestSchema } },
      },
      async (request) => withdrawRequest(ctx, roomDeviceOf(request), request.params.id),
    );

    app.get(
      '/api/commissions/:id/live/requests',
      { onRequest: chairOfCommission, schema: { tags: ['live'], params: idParams, response: { 200: requestQueueSchema } } },
      async (request) => readRequestQueue(ctx.db, request.params.id),
    );
  };
}
