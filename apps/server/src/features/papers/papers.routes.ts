import {
  newPaperSchema,
  paperConflictSchema,
  paperListSchema,
  paperSavedSchema,
  paperSaveSchema,
  paperSponsorSchema,
  workingPaperSchema,
} from '@quorum/shared';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireChairOfRoute, requireRoomDevice, requireWriterOfPapersOfRoute } from '../../auth/guards';
import { perDeviceLimit } from '../../auth/room-cookie';
import type { AppContext } from '../../context';
import { idParams, idParamsWith } from '../../lib/route-params';
import { paperStaffOf, phoneOf } from './papers.http';
import {
  addSponsor,
  approvePaper,
  createPaper,
  listPapers,
  readPaper,
  type SaveOutcome,
  savePaper,
  setSignature,
} from './papers.use-cases';

const tags = ['papers'];

/** Writes per device and minute: saves of a sponsor typing, and its retries. */
const PAPER_WRITES_PER_DEVICE_PER_MINUTE = 120;

const paperParams = idParamsWith('paperId');
/** Any other refusal answered with 409 (an archived commission, a version unknown). */
const otherRefusal = z.object({ code: z.string(), message: z.string() });
const saveResponses = { 200: paperSavedSchema, 409: paperConflictSchema.or(otherRefusal) };

/** A save answered: 200 with the paper, or 409 WORKING_PAPER_CONFLICT naming the clauses with the paper as it stands. */
function answerSave(reply: FastifyReply, outcome: SaveOutcome) {
  if (outcome.kind === 'conflict')
    return reply
      .status(409)
      .send({ code: 'WORKING_PAPER_CONFLICT' as const, message: outcome.message, conflicts: outcome.conflicts, paper: outcome.paper });
  return { paper: outcome.paper, merged: outcome.merged };
}

/**
 * The working-paper workspace (PRODUCT §10, decision 038): under the room pass, the commission's delegates read its
 * papers and the sponsors' phones write them; under the commission, the chair reads and writes them and the Gestor
 * reads them.
 */
export function paperRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const roomDevice = requireRoomDevice(ctx);
  const chairOfCommission = requireChairOfRoute(ctx);
  const writerOfPapers = requireWriterOfPapersOfRoute(ctx);
  const phoneLimit = perDeviceLimit(PAPER_WRITES_PER_DEVICE_PER_MINUTE);

  return async (app) => {
    // ---------- a delegate's phone ----------
    app.get('/api/room/papers', { onRequest: roomDevice, schema: { tags, response: { 200: paperListSchema } } }, async (request) => {
      const { who, commissionId } = phoneOf(request);
      return listPapers(ctx.db, commissionId, who);
    });

    app.post(
      '/api/room/papers',
      { config: phoneLimit, onRequest: roomDevice, schema: { tags, body: newPaperSchema, response: { 200: workingPaperSchema } } },
      async (request) => {
        const { who, commissionId } = phoneOf(request);
        return createPaper(ctx, commissionId, request.body, who);
      },
    );

    app.get(
      '/api/room/papers/:id',
      { onRequest: roomDevice, schema: { tags, params: idParams, response: { 200: workingPaperSchema } } },
      async (request) => {
        const { who, commissionId } = phoneOf(request);
        return readPaper(ctx.db, commissionId, request.params.id, who);
      },
    );

    app.put(
      '/api/room/papers/:id',
      { config: phoneLimit, onRequest: roomDevice, schema: { tags, params: idParams, body: paperSaveSchema, response: saveResponses } },
      async (request, reply) => {
        const { who, commissionId } = phoneOf(request);
        return answerSave(reply, await savePaper(ctx, commissionId, request.params.id, request.body, who));
      },
    );

    app.post(
      '/api/room/papers/:id/sponsors',
      {
        config: phoneLimit,
        onRequest: roomDevice,
        schema: { tags, params: idParams, body: paperSponsorSchema, response: { 200: workingPaperSchema } },
      },
      async (request) => {
        const { who, commissionId } = phoneOf(request);
        return addSponsor(ctx, commissionId, request.params.id, request.body.delegationId, who);
      },
    );

    // A signature from a phone of a delegation that does not sponsor the paper, and its withdrawal.
    for (const [path, signed] of [
      ['/api/room/papers/:id/signature', true],
      ['/api/room/papers/:id/signature/withdraw', false],
    ] as const)
      app.post(
        path,
        { config: phoneLimit, onRequest: roomDevice, schema: { tags, params: idParams, response: { 200: workingPaperSchema } } },
        async (request) => {
          const { who, commissionId } = phoneOf(request);
          return setSignature(ctx, commissionId, request.params.id, who, signed);
        },
      );

    // ---------- the chair (writes) and the Gestor (reads) ----------
    app.get(
      '/api/commissions/:id/papers',
      { onRequest: chairOfCommission, schema: { tags, params: idParams, response: { 200: paperListSchema } } },
      async (request) => listPapers(ctx.db, request.params.id, paperStaffOf(request, request.params.id)),
    );

    app.get(
      '/api/commissions/:id/papers/:paperId',
      { onRequest: chairOfCommission, schema: { tags, params: paperParams, response: { 200: workingPaperSchema } } },
      async (request) => readPaper(ctx.db, request.params.id, request.params.paperId, paperStaffOf(request, request.params.id)),
    );

    app.put(
      '/api/commissions/:id/papers/:paperId',
      { onRequest: writerOfPapers, schema: { tags, params: paperParams, body: paperSaveSchema, response: saveResponses } },
      async (request, reply) =>
        answerSave(
          reply,
          await savePaper(ctx, request.params.id, request.params.paperId, request.body, paperStaffOf(request, request.params.id)),
        ),
    );

    app.post(
      '/api/commissions/:id/papers/:paperId/approve',
      { onRequest: writerOfPapers, schema: { tags, params: paperParams, response: { 200: workingPaperSchema } } },
      async (request) => approvePaper(ctx, request.params.id, request.params.paperId, paperStaffOf(request, request.params.id)),
    );

    app.post(
      '/api/commissions/:id/papers/:paperId/sponsors',
      { onRequest: writerOfPapers, schema: { tags, params: paperParams, body: paperSponsorSchema, response: { 200: workingPaperSchema } } },
      async (request) =>
        addSponsor(ctx, request.params.id, request.params.paperId, request.body.delegationId, paperStaffOf(request, request.params.id)),
    );
  };
}
