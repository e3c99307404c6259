import { paperVersionDiffSchema, paperVersionListSchema } from '@quorum/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireChairOfRoute, requireRoomDevice } from '../../auth/guards';
import type { AppContext } from '../../context';
import { idParams, idParamsWith } from '../../lib/route-params';
import { phoneOf } from './papers.http';
import { diffVersions, listVersions } from './paper-history.use-cases';

const tags = ['papers'];

/** A version's number, in a path or a query: an integer a kept version may have. */
const versionNumber = z.coerce.number().int().min(1).max(1_000_000);
const diffQuery = z.object({ from: versionNumber.optional() });

/**
 * A working paper's version history and the diff of two versions (PRODUCT §10, decision 038), for whoever reads the
 * paper: a phone of its commission through the room pass, the chair and the Gestor under the commission.
 */
export function paperHistoryRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const roomDevice = requireRoomDevice(ctx);
  const chairOfCommission = requireChairOfRoute(ctx);

  return async (app) => {
    app.get(
      '/api/room/papers/:id/versions',
      { onRequest: roomDevice, schema: { tags, params: idParams, response: { 200: paperVersionListSchema } } },
      async (request) => listVersions(ctx.db, phoneOf(request).commissionId, request.params.id),
    );

    app.get(
      '/api/room/papers/:id/versions/:version/diff',
      {
        onRequest: roomDevice,
        schema: {
          tags,
          params: idParams.extend({ version: versionNumber }),
          querystring: diffQuery,
          response: { 200: paperVersionDiffSchema },
        },
      },
      async (request) => diffVersions(ctx.db, phoneOf(request).commissionId, request.params.id, request.params.version, request.query.from),
    );

    app.get(
      '/api/commissions/:id/papers/:paperId/versions',
      { onRequest: chairOfCommission, schema: { tags, params: idParamsWith('paperId'), response: { 200: paperVersionListSchema } } },
      async (request) => listVersions(ctx.db, request.params.id, request.params.paperId),
    );

    app.get(
      '/api/commissions/:id/papers/:paperId/versions/:version/diff',
      {
        onRequest: chairOfCommission,
        schema: {
          tags,
          params: idParamsWith('paperId').extend({ version: versionNumber }),
          querystring: diffQuery,
          response: { 200: paperVersionDiffSchema },
        },
      },
      async (request) => {
        const { id, paperId, version } = request.params;
        return diffVersions(ctx.db, id, paperId, version, request.query.from);
      },
    );
  };
}
