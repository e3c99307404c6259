import { advisorCodeSchema, advisorLinkInputSchema, advisorLinksSchema, advisorViewSchema } from '@quorum/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaff } from '../../auth/guards';
import { actorOf } from '../../auth/staff';
import type { AppContext } from '../../context';
import { limitedLookup, publicLookupRouteLimit } from '../../lib/public-lookups';
import { idParams } from '../../lib/route-params';
import { issueAdvisorLink, listAdvisorLinks, readAdvisorView, revokeAdvisorLink } from './advisors.use-cases';

const tags = ['advisors'];
const response = { 200: advisorLinksSchema };

/**
 * The advisors' view (decision 040): the Gestor issues and revokes a read-only link per institution; anyone holding a
 * link in force reads the school's delegates, within the public look-ups' limits.
 */
export function advisorRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const gestor = requireStaff(ctx, 'Gestor');
  return async (app) => {
    app.get('/api/advisor-links', { onRequest: gestor, schema: { tags, response } }, async () => listAdvisorLinks(ctx.db));

    app.post('/api/advisor-links', { onRequest: gestor, schema: { tags, body: advisorLinkInputSchema, response } }, async (request) =>
      issueAdvisorLink(ctx, request.body.institution, actorOf(request)),
    );

    app.post('/api/advisor-links/:id/revoke', { onRequest: gestor, schema: { tags, params: idParams, response } }, async (request) =>
      revokeAdvisorLink(ctx, request.params.id, actorOf(request)),
    );

    app.get(
      '/api/advisor/:code',
      {
        config: publicLookupRouteLimit(ctx),
        schema: { tags, params: z.object({ code: advisorCodeSchema }), response: { 200: advisorViewSchema } },
      },
      async (request) =>
        limitedLookup(ctx, { page: 'advisor', ip: request.ip, subject: request.params.code }, () =>
          readAdvisorView(ctx.db, request.params.code),
        ),
    );
  };
}
