import {
  bannerLiveSchema,
  meetsCodeViewSchema,
  projectionOpenResultSchema,
  projectionOpenSchema,
  requestQueueSchema,
} from '@quorum/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../lib/route-params';
import { requireProjectionOrChairOfRoute } from '../../auth/guards';
import { projectionCookies } from '../../auth/projection-cookie';
import type { AppContext } from '../../context';
import { perMinute } from '../../plugins/security';
import { liveStreamRegistry, replyWithLiveStream } from './live.stream.http';
import { readMeetsCode } from './meets.use-cases';
import { commissionOfProjectionCode, readBannerLive } from './projection.use-cases';
import { readRequestQueue } from './requests.use-cases';

const tags = ['projection'];

/**
 * The room's screen (`/in`, `/banner/{id}`, PRODUCT §3): the projection code opens one commission's banner
 * API and is kept in a cookie sent only there and to the banner page (decisions 012, 029); a signed-in chair of the
 * commission may read it too.
 */
export function projectionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const bannerReader = requireProjectionOrChairOfRoute(ctx);
  const limit = perMinute(ctx.config.authRateLimitPerMinute);
  const secure = ctx.config.publicUrl.startsWith('https:');

  return async (app) => {
    const streams = liveStreamRegistry(ctx, app.log);
    app.addHook('preClose', () => streams.closeAll());

    app.post(
      '/api/projection/open',
      { config: limit, schema: { tags, body: projectionOpenSchema, response: { 200: projectionOpenResultSchema } } },
      async (request, reply) => {
        const commissionId = await commissionOfProjectionCode(ctx.db, request.body.code);
        reply.header('set-cookie', projectionCookies(commissionId, request.body.code, secure));
        return { commissionId };
      },
    );

    app.get(
      '/api/banner/:id/live',
      { onRequest: bannerReader, schema: { tags, params: idParams, response: { 200: bannerLiveSchema } } },
      async (request) => readBannerLive(ctx.db, request.params.id),
    );

    app.get(
      '/api/banner/:id/meets-code',
      { onRequest: bannerReader, schema: { tags, params: idParams, response: { 200: meetsCodeViewSchema } } },
      async (request) => readMeetsCode(ctx, request.params.id),
    );

    // The phones' requests waiting for the chair, in the console's order (decision 037): delegations' names only.
    app.get(
      '/api/banner/:id/requests',
      { onRequest: bannerReader, schema: { tags, params: idParams, response: { 200: requestQueueSchema } } },
      async (request) => readRequestQueue(ctx.db, request.params.id),
    );

    // A chair's streams count under their user; a screen's under its commission and address; it hears the ballots'
    // count and the requests' notices (a phone's stream hears neither, decision 035).
    app.get(
      '/api/banner/:id/live/events',
      { onRequest: bannerReader, schema: { tags, params: idParams, produces: ['text/event-stream'] } },
      async (request, reply) => {
        const key = request.staff?.uid ?? `banner:${request.params.id}:${request.ip}`;
        return replyWithLiveStream(ctx, streams, key, request.params.id, request, reply, bannerReader, ['ballots', 'requests']);
      },
    );
  };
}
