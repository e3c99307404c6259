import { amendmentAnswerSchema, amendmentDecisionSchema, amendmentListSchema, newAmendmentSchema } from '@quorum/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireChairOfRoute, requireRoomDevice, requireWriterOfPapersOfRoute } from '../../auth/guards';
import { perDeviceLimit } from '../../auth/room-cookie';
import type { AppContext } from '../../context';
import { idParams, idParamsWith } from '../../lib/route-params';
import { paperStaffOf, phoneOf } from './papers.http';
import { answerAmendment, decideAmendment, listAmendments, proposeAmendment } from './amendments.use-cases';

const tags = ['papers'];

/** Amendments and answers per device and minute. */
const AMENDMENT_WRITES_PER_DEVICE_PER_MINUTE = 60;

const response = { 200: amendmentListSchema };

/**
 * Amendments to a draft resolution (PRODUCT §10, decision 038): the commission's phones read and propose them and its
 * sponsors' phones answer them; the chair and the Gestor read them, and the chair records the vote on each unfriendly one.
 */
export function amendmentRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const roomDevice = requireRoomDevice(ctx);
  const chairOfCommission = requireChairOfRoute(ctx);
  const writerOfPapers = requireWriterOfPapersOfRoute(ctx);
  const phoneLimit = perDeviceLimit(AMENDMENT_WRITES_PER_DEVICE_PER_MINUTE);

  return async (app) => {
    app.get('/api/room/papers/:id/amendments', { onRequest: roomDevice, schema: { tags, params: idParams, response } }, async (request) => {
      const { who, commissionId } = phoneOf(request);
      return listAmendments(ctx.db, commissionId, request.params.id, who);
    });

    app.post(
      '/api/room/papers/:id/amendments',
      { config: phoneLimit, onRequest: roomDevice, schema: { tags, params: idParams, body: newAmendmentSchema, response } },
      async (request) => {
        const { who, commissionId } = phoneOf(request);
        return proposeAmendment(ctx, commissionId, request.params.id, request.body, who);
      },
    );

    app.post(
      '/api/room/papers/:id/amendments/:amendmentId/answer',
      {
        config: phoneLimit,
        onRequest: roomDevice,
        schema: { tags, params: idParamsWith('amendmentId'), body: amendmentAnswerSchema, response },
      },
      async (request) => {
        const { who, commissionId } = phoneOf(request);
        return answerAmendment(ctx, commissionId, request.params.id, request.params.amendmentId, request.body.accepted, who);
      },
    );

    app.get(
      '/api/commissions/:id/papers/:paperId/amendments',
      { onRequest: chairOfCommission, schema: { tags, params: idParamsWith('paperId'), response } },
      async (request) => listAmendments(ctx.db, request.params.id, request.params.paperId, paperStaffOf(request, request.params.id)),
    );

    app.post(
      '/api/commissions/:id/papers/:paperId/amendments/:amendmentId/decide',
      {
        onRequest: writerOfPapers,
        schema: { tags, params: idParamsWith('paperId', 'amendmentId'), body: amendmentDecisionSchema, response },
      },
      async (request) => {
        const { id, paperId, amendmentId } = request.params;
        return decideAmendment(ctx, id, paperId, amendmentId, request.body.adopted, paperStaffOf(request, id));
      },
    );
  };
}
