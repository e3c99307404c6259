import {
  eventSettingsInputSchema,
  eventSettingsSchema,
  LEGAL_KINDS,
  legalTextSchema,
  motionCatalogueInputSchema,
  motionCatalogueSettingsSchema,
  publishLegalTextSchema,
} from '@quorum/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaff } from '../../auth/guards';
import { actorOf } from '../../auth/staff';
import type { AppContext } from '../../context';
import { readMotionCatalogue } from '../../domain/event/motion-catalogue';
import { recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { listLegalTexts, publishLegalText, readSettings, saveSettings } from './settings.repository';
import { saveMotionCatalogueSetting } from './settings.use-cases';

const kindParams = z.object({ kind: z.enum(LEGAL_KINDS) });

/** Event settings and the versioned terms and privacy texts. */
export function settingsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const gestor = requireStaff(ctx, 'Gestor');
  return async (app) => {
    app.get('/api/settings', { schema: { tags: ['settings'], response: { 200: eventSettingsSchema } } }, () => readSettings(ctx.db));

    app.put(
      '/api/settings',
      { onRequest: gestor, schema: { tags: ['settings'], body: eventSettingsInputSchema, response: { 200: eventSettingsSchema } } },
      async (request) =>
        ctx.db.transaction().execute(async (trx) => {
          const before = await readSettings(trx);
          await saveSettings(trx, request.body);
          const after = await readSettings(trx);
          await recordAudit(trx, actorOf(request), { action: 'settings.updated', entity: 'settings', entityId: '1', before, after });
          return after;
        }),
    );

    const motionsSchema = { tags: ['settings'], response: { 200: motionCatalogueSettingsSchema } };
    app.get('/api/settings/motions', { onRequest: gestor, schema: motionsSchema }, () => readMotionCatalogue(ctx.db));

    app.put('/api/settings/motions', { onRequest: gestor, schema: { ...motionsSchema, body: motionCatalogueInputSchema } }, (request) =>
      saveMotionCatalogueSetting(ctx, actorOf(request), request.body, (error) => request.log.warn({ error }, 'live announcement failed')),
    );

    app.get(
      '/api/legal/:kind',
      { schema: { tags: ['settings'], params: kindParams, response: { 200: legalTextSchema } } },
      async (request) => {
        const [current] = await listLegalTexts(ctx.db, request.params.kind);
        if (!current) throw new AppError('NOT_FOUND', 'Todavía no se ha publicado este texto.');
        return current;
      },
    );

    app.get(
      '/api/legal/:kind/versions',
      { onRequest: gestor, schema: { tags: ['settings'], params: kindParams, response: { 200: z.array(legalTextSchema) } } },
      (request) => listLegalTexts(ctx.db, request.params.kind),
    );

    app.post(
      '/api/legal/:kind',
      {
        onRequest: gestor,
        schema: { tags: ['settings'], params: kindParams, body: publishLegalTextSchema, response: { 201: legalTextSchema } },
      },
      async (request, reply) => {
        const text = await ctx.db.transaction().execute(async (trx) => {
          const published = await publishLegalText(trx, request.params.kind, request.body.body, actorOf(request).uid);
          await recordAudit(trx, actorOf(request), {
            action: 'legal.published',
            entity: 'legal',
            entityId: `${published.kind}:${published.version}`,
          });
          return published;
        });
        return reply.status(201).send(text);
      },
    );
  };
}
