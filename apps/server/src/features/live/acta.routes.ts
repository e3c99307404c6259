import { liveActaPageSchema, liveActaQuerySchema } from '@quorum/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireChairOfRoute } from '../../auth/guards';
import type { AppContext } from '../../context';
import { sendDownload, toXlsx } from '../../lib/spreadsheet-export';
import { ACTA_COLUMNS, actaHeading, actaPdf } from './acta.export';
import { readActa, readActaDocument } from './acta.use-cases';

const tags = ['live'];
const params = z.object({ id: z.string().max(64) });

/** The running acta of a commission's live sessions (PRODUCT §5 sessions/{id}): its log, in words. */
export function actaRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const chairOfCommission = requireChairOfRoute(ctx);
  return async (app) => {
    app.get(
      '/api/commissions/:id/live/log',
      { onRequest: chairOfCommission, schema: { tags, params, querystring: liveActaQuerySchema, response: { 200: liveActaPageSchema } } },
      async (request) => readActa(ctx.db, request.params.id, request.query.page, request.query.pageSize),
    );

    app.get('/api/commissions/:id/live/log.pdf', { onRequest: chairOfCommission, schema: { tags, params } }, async (request, reply) => {
      const doc = await readActaDocument(ctx.db, request.params.id);
      return sendDownload(reply, { body: await actaPdf(doc), contentType: 'application/pdf', fileName: `${doc.fileName}.pdf` });
    });

    app.get('/api/commissions/:id/live/log.xlsx', { onRequest: chairOfCommission, schema: { tags, params } }, async (request, reply) => {
      const doc = await readActaDocument(ctx.db, request.params.id);
      const body = await toXlsx(doc.lines, ACTA_COLUMNS, { sheetName: 'Acta', heading: actaHeading(doc) });
      return sendDownload(reply, {
        body,
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        fileName: `${doc.fileName}.xlsx`,
      });
    });
  };
}
