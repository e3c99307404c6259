import {
  type AccessView,
  accessViewSchema,
  capabilityChangeSchema,
  publicFeaturesInputSchema,
  publicOfferOf,
  publicOfferSchema,
} from '@quorum/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readCapabilities, readPublicFeatures, saveCapability, savePublicFeatures } from '../../domain/access/access-settings';
import { requireStaff } from '../../auth/guards';
import { actorOf } from '../../auth/staff';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { readPublicFormsReadiness } from '../../domain/event/first-steps';
import { recordAudit } from '../../lib/audit';

async function readAccess(db: Executor): Promise<AccessView> {
  return { capabilities: await readCapabilities(db), publicFeatures: await readPublicFeatures(db) };
}

/** /secretary/access "Permisos": capabilities per role and the public features (Gestor only, audited). */
export function accessRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const gestor = requireStaff(ctx, 'Gestor');
  const response = { 200: accessViewSchema };
  return async (app) => {
    app.get('/api/access', { onRequest: gestor, schema: { tags: ['access'], response } }, () => readAccess(ctx.db));

    // Public: what `/` may advertise, so a feature switched off here is not offered to anyone.
    app.get('/api/access/public', { schema: { tags: ['access'], response: { 200: publicOfferSchema } } }, async () =>
      publicOfferOf(await readPublicFeatures(ctx.db), (await readPublicFormsReadiness(ctx.db)).publicFormsReady),
    );

    app.put(
      '/api/access/capabilities',
      { onRequest: gestor, schema: { tags: ['access'], body: capabilityChangeSchema, response } },
      (request) =>
        ctx.db.transaction().execute(async (trx) => {
          const { role, capability, enabled } = request.body;
          const before = (await readCapabilities(trx))[role][capability];
          await saveCapability(trx, role, capability, enabled);
          await recordAudit(trx, actorOf(request), {
            action: 'access.capability_changed',
            entity: 'access',
            entityId: `${role}:${capability}`,
            before: { enabled: before },
            after: { enabled },
          });
          return readAccess(trx);
        }),
    );

    app.put(
      '/api/access/public-features',
      { onRequest: gestor, schema: { tags: ['access'], body: publicFeaturesInputSchema, response } },
      (request) =>
        ctx.db.transaction().execute(async (trx) => {
          const before = await readPublicFeatures(trx);
          const after = { ...request.body, correctableFields: [...new Set(request.body.correctableFields)] };
          await savePublicFeatures(trx, after);
          await recordAudit(trx, actorOf(request), {
            action: 'access.public_features_changed',
            entity: 'access',
            entityId: 'public',
            before,
            after,
          });
          return readAccess(trx);
        }),
    );
  };
}
