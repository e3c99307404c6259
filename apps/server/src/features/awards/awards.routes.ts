import {
  awardCategoryInputSchema,
  awardCategoryOrderSchema,
  awardCategoryPatchSchema,
  awardCategorySchema,
  awardInputSchema,
  awardNoteSchema,
  awardSchema,
  commissionAwardsSchema,
} from '@quorum/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, idParamsWith } from '../../lib/route-params';
import { requireChairOfRoute, requireStaff } from '../../auth/guards';
import { actorOf } from '../../auth/staff';
import type { AppContext } from '../../context';
import { assignAward, changeAwardNote, changeAwardStatus, readCommissionAwards, removeAward } from './awards.use-cases';
import { changeCategory, createCategory, listCategories, orderCategories, removeCategory } from './categories.use-cases';

const tags = ['awards'];
const categoryParams = z.object({ categoryId: z.string().max(64) });

/**
 * Premios (PRODUCT §2, §5 awards/{id}): the Gestor's award categories, and each commission's awards given by
 * its chair (or the Gestor) within the categories' limits and eligibility; the chair locks, the Gestor
 * unlocks or publishes.
 */
export function awardsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const gestor = requireStaff(ctx, 'Gestor');
  const chairOfCommission = requireChairOfRoute(ctx);
  const awards = (id: string) => readCommissionAwards(ctx.db, id);

  return async (app) => {
    app.get(
      '/api/award-categories',
      { onRequest: requireStaff(ctx), schema: { tags, response: { 200: z.array(awardCategorySchema) } } },
      () => listCategories(ctx.db),
    );

    app.post(
      '/api/award-categories',
      { onRequest: gestor, schema: { tags, body: awardCategoryInputSchema, response: { 201: awardCategorySchema } } },
      async (request, reply) => reply.status(201).send(await createCategory(ctx, request.body, actorOf(request))),
    );

    app.patch(
      '/api/award-categories/:categoryId',
      {
        onRequest: gestor,
        schema: { tags, params: categoryParams, body: awardCategoryPatchSchema, response: { 200: awardCategorySchema } },
      },
      (request) => changeCategory(ctx, request.params.categoryId, request.body, actorOf(request)),
    );

    app.delete(
      '/api/award-categories/:categoryId',
      { onRequest: gestor, schema: { tags, params: categoryParams, response: { 204: z.null() } } },
      async (request, reply) => {
        await removeCategory(ctx, request.params.categoryId, actorOf(request));
        return reply.status(204).send(null);
      },
    );

    app.put(
      '/api/award-categories/order',
      { onRequest: gestor, schema: { tags, body: awardCategoryOrderSchema, response: { 200: z.array(awardCategorySchema) } } },
      (request) => orderCategories(ctx, request.body.ids, actorOf(request)),
    );

    app.get(
      '/api/commissions/:id/awards',
      { onRequest: chairOfCommission, schema: { tags, params: idParams, response: { 200: commissionAwardsSchema } } },
      (request) => awards(request.params.id),
    );

    app.post(
      '/api/commissions/:id/awards',
      { onRequest: chairOfCommission, schema: { tags, params: idParams, body: awardInputSchema, response: { 201: awardSchema } } },
      async (request, reply) => reply.status(201).send(await assignAward(ctx, request.params.id, request.body, actorOf(request))),
    );

    app.patch(
      '/api/commissions/:id/awards/:awardId',
      {
        onRequest: chairOfCommission,
        schema: { tags, params: idParamsWith('awardId'), body: awardNoteSchema, response: { 200: awardSchema } },
      },
      (request) => changeAwardNote(ctx, request.params.id, request.params.awardId, request.body.note, actorOf(request)),
    );

    app.delete(
      '/api/commissions/:id/awards/:awardId',
      { onRequest: chairOfCommission, schema: { tags, params: idParamsWith('awardId'), response: { 204: z.null() } } },
      async (request, reply) => {
        await removeAward(ctx, request.params.id, request.params.awardId, actorOf(request));
        return reply.status(204).send(null);
      },
    );

    const statusSchema = { tags, params: idParams, response: { 200: commissionAwardsSchema } };
    app.post('/api/commissions/:id/awards/lock', { onRequest: chairOfCommission, schema: statusSchema }, (request) =>
      changeAwardStatus(ctx, request.params.id, 'lock', actorOf(request)),
    );
    app.post('/api/commissions/:id/awards/unlock', { onRequest: gestor, schema: statusSchema }, (request) =>
      changeAwardStatus(ctx, request.params.id, 'unlock', actorOf(request)),
    );
    app.post('/api/commissions/:id/awards/publish', { onRequest: gestor, schema: statusSchema }, (request) =>
      changeAwardStatus(ctx, request.params.id, 'publish', actorOf(request)),
    );
  };
}
