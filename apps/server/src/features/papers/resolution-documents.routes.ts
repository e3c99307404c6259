import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paperPublishSchema, workingPaperSchema } from '@quorum/shared';
import { requireChairOfRoute, requireRoomDevice } from '../../auth/guards';
import type { AppContext } from '../../context';
import { idParams, idParamsWith } from '../../lib/route-params';
import { sendBuiltDownload } from '../../plugins/download';
import { paperStaffOf, phoneOf } from './papers.http';
import { readResolutionDocument } from './resolution-documents.use-cases';
import { publishResolution } from './resolution-publication.use-cases';
import { assertResolutionRoom, renderResolutionInWorker } from './resolution.render-pool';
import type { ResolutionDocument } from './resolution.render';

const tags = ['papers'];

const CONTENT_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

const formatQuery = z.object({ format: z.enum(['pdf', 'docx']) });

/**
 * Reads the paper, builds its file in the worker thread and sends it; a client gone meanwhile cancels the build.
 * RESOLUTION_BUSY before the read when the worker's queue is full.
 */
async function sendResolution(
  reply: FastifyReply,
  format: keyof typeof CONTENT_TYPES,
  read: () => Promise<{ doc: ResolutionDocument; fileName: string }>,
) {
  assertResolutionRoom();
  const { doc, fileName } = await read();
  return sendBuiltDownload(reply, {
    contentType: CONTENT_TYPES[format],
    fileName: `${fileName}.${format}`,
    build: (signal) => renderResolutionInWorker(format, doc, signal),
  });
}

/**
 * A paper's PDF and DOCX, laid out as the UN lays out resolutions (PRODUCT §10, decision 038), for whoever reads it:
 * a delegate's phone of its commission, the commission's chair and the Gestor; and an adopted resolution's PDF published
 * among the commission's documents by its chair or the Gestor (who manage the documents, decision 020).
 */
export function resolutionDocumentRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const roomDevice = requireRoomDevice(ctx);
  const chairOfCommission = requireChairOfRoute(ctx);

  return async (app) => {
    app.get(
      '/api/room/papers/:id/download',
      { onRequest: roomDevice, schema: { tags, params: idParams, querystring: formatQuery } },
      async (request, reply) => {
        const { who, commissionId } = phoneOf(request);
        return sendResolution(reply, request.query.format, () => readResolutionDocument(ctx.db, commissionId, request.params.id, who));
      },
    );

    app.get(
      '/api/commissions/:id/papers/:paperId/download',
      { onRequest: chairOfCommission, schema: { tags, params: idParamsWith('paperId'), querystring: formatQuery } },
      async (request, reply) =>
        sendResolution(reply, request.query.format, () =>
          readResolutionDocument(ctx.db, request.params.id, request.params.paperId, paperStaffOf(request, request.params.id)),
        ),
    );

    app.post(
      '/api/commissions/:id/papers/:paperId/publication',
      {
        onRequest: chairOfCommission,
        schema: { tags, params: idParamsWith('paperId'), body: paperPublishSchema, response: { 200: workingPaperSchema } },
      },
      async (request) => {
        assertResolutionRoom();
        const { id, paperId } = request.params;
        return publishResolution(ctx, id, paperId, request.body.visibility, paperStaffOf(request, id));
      },
    );
  };
}
