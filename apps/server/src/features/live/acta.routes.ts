import { actaSummarySchema, liveActaPageSchema, liveActaQuerySchema, liveUndoQueueSchema } from '@quorum/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../lib/route-params';
import { requireChairOfRoute } from '../../auth/guards';
import type { AppContext } from '../../context';

import type { ActaDocument } from './acta.export';
import { assertActaRoom, renderActaInWorker } from './acta.render-pool';
import { readActa, readActaDocument, readActaSummary, readUndoQueue } from './acta.use-cases';
import { sendBuiltDownload } from '../../plugins/download';

const tags = ['live'];
const CONTENT_TYPES = { pdf: 'application/pdf', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } as const;

/**
 * Reads the acta, builds its file in the worker thread and sends it; a client gone meanwhile cancels the build
 * and gets nothing. ACTA_BUSY before the read when the worker's queue is full.
 */
async function sendActa(reply: FastifyReply, format: keyof typeof CONTENT_TYPES, read: () => Promise<ActaDocument & { fileName: string }>) {
  assertActaRoom();
  const doc = await read();
  return sendBuiltDownload(reply, {
    contentType: CONTENT_TYPES[format],
    fileName: `${doc.fileName}.${format}`,
    build: (signal) => renderActaInWorker(format, doc, signal),
  });
}

/** The running acta of a commission's live sessions (PRODUCT §5 sessions/{id}): its log, in words. */
export function actaRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const chairOfCommission = requireChairOfRoute(ctx);
  return async (app) => {
    app.get(
      '/api/commissions/:id/live/log',
      {
        onRequest: chairOfCommission,
        schema: { tags, params: idParams, querystring: liveActaQuerySchema, response: { 200: liveActaPageSchema } },
      },
      async (request) => readActa(ctx.db, request.params.id, request.query.page, request.query.pageSize),
    );

    // Guarded like the downloads: the summary is what they open with.
    app.get(
      '/api/commissions/:id/live/log/summary',
      { onRequest: chairOfCommission, schema: { tags, params: idParams, response: { 200: actaSummarySchema } } },
      async (request) => readActaSummary(ctx.db, request.params.id),
    );

    app.get(
      '/api/commissions/:id/live/undo',
      { onRequest: chairOfCommission, schema: { tags, params: idParams, response: { 200: liveUndoQueueSchema } } },
      async (request) => readUndoQueue(ctx.db, request.params.id),
    );

    app.get(
      '/api/commissions/:id/live/log.pdf',
      { onRequest: chairOfCommission, schema: { tags, params: idParams } },
      async (request, reply) =>
        sendActa(reply, 'pdf', () =>
          readActaDocument(ctx.db, request.params.id, { maxLines: ctx.config.actaPdfMaxLines, publicUrl: ctx.config.publicUrl }),
        ),
    );

    app.get(
      '/api/commissions/:id/live/log.xlsx',
      { onRequest: chairOfCommission, schema: { tags, params: idParams } },
      async (request, reply) =>
        sendActa(reply, 'xlsx', () => readActaDocument(ctx.db, request.params.id, { publicUrl: ctx.config.publicUrl })),
    );
  };
}
