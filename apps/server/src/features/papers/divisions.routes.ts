import { divisionVoteSchema, newDivisionSchema, paperVoteSchema, workingPaperSchema } from '@quorum/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireWriterOfPapersOfRoute } from '../../auth/guards';
import type { AppContext } from '../../context';
import { idParamsWith } from '../../lib/route-params';
import { moveDivision, voteDivision, votePaper } from './divisions.use-cases';
import { paperStaffOf } from './papers.http';

const tags = ['papers'];
const params = idParamsWith('paperId');
const response = { 200: workingPaperSchema };

/**
 * Voting a draft resolution (PRODUCT §10, decision 038): the commission's own chair records a division of the
 * question and each of its votes, then the draft's own vote. Everyone reads the outcome with the paper.
 */
export function divisionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const writerOfPapers = requireWriterOfPapersOfRoute(ctx);

  return async (app) => {
    app.post(
      '/api/commissions/:id/papers/:paperId/division',
      { onRequest: writerOfPapers, schema: { tags, params, body: newDivisionSchema, response } },
      async (request) => {
        const { id, paperId } = request.params;
        return moveDivision(ctx, id, paperId, request.body, paperStaffOf(request, id));
      },
    );

    app.post(
      '/api/commissions/:id/papers/:paperId/division/vote',
      { onRequest: writerOfPapers, schema: { tags, params, body: divisionVoteSchema, response } },
      async (request) => {
        const { id, paperId } = request.params;
        return voteDivision(ctx, id, paperId, request.body, paperStaffOf(request, id));
      },
    );

    app.post(
      '/api/commissions/:id/papers/:paperId/vote',
      { onRequest: writerOfPapers, schema: { tags, params, body: paperVoteSchema, response } },
      async (request) => {
        const { id, paperId } = request.params;
        return votePaper(ctx, id, paperId, request.body, paperStaffOf(request, id));
      },
    );
  };
}
