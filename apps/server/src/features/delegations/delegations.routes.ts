import {
  CHAIR_ROLES,
  countrySchema,
  DELEGATION_KINDS,
  delegationInputSchema,
  delegationSchema,
  memberStatesInputSchema,
  memberStatesResultSchema,
} from '@quorum/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireChairOfRoute, requireReaderOfRoute, requireStaff } from '../../auth/guards';
import { actorOf, staffOf } from '../../auth/staff';
import type { AppContext } from '../../context';
import { idParams } from '../../lib/route-params';
import { unStates } from './countries';
import {
  addMemberStates,
  changeDelegation,
  type DelegationsActor,
  createDelegation,
  listDelegations,
  orderDelegations,
  removeDelegation,
  sortDelegations,
} from './delegations.use-cases';

const delegationParams = z.object({ delegationId: z.string().max(64) });
const tags = ['delegations'];

/** PATCH body: any of the input's fields; absent ones keep their value. */
const delegationPatchSchema = z.object({
  name: delegationInputSchema.shape.name.optional(),
  isoCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Código ISO de dos letras')
    .nullable()
    .optional(),
  kind: z.enum(DELEGATION_KINDS).optional(),
  veto: z.boolean().optional(),
});
const orderSchema = z.object({ ids: z.array(z.string().max(64)).max(1000) });

/** The signed-in staff member who changes a delegation named by its id alone. */
function writerOf(request: FastifyRequest): DelegationsActor {
  return { ...actorOf(request), access: staffOf(request).actor };
}

/** Delegaciones (PRODUCT §5 add/delegation): the seats of a commission, managed by its chair or the Gestor. */
export function delegationsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const chairOrGestor = requireStaff(ctx, ...CHAIR_ROLES);
  /** onRequest: the Gestor or the Presidente of the route's commission (:id), before the body is read. */
  const chairOfCommission = requireChairOfRoute(ctx);
  /** onRequest: the Gestor, Logistica (the door) and the Presidente of the route's commission (:id). */
  const readerOfCommission = requireReaderOfRoute(ctx);

  return async (app) => {
    app.get('/api/countries', { onRequest: requireStaff(ctx), schema: { tags, response: { 200: z.array(countrySchema) } } }, async () =>
      unStates(),
    );

    app.get(
      '/api/commissions/:id/delegations',
      { onRequest: readerOfCommission, schema: { tags, params: idParams, response: { 200: z.array(delegationSchema) } } },
      (request) => listDelegations(ctx.db, request.params.id),
    );

    app.post(
      '/api/commissions/:id/delegations',
      {
        onRequest: chairOfCommission,
        schema: { tags, params: idParams, body: delegationInputSchema, response: { 201: delegationSchema } },
      },
      async (request, reply) => reply.status(201).send(await createDelegation(ctx.db, actorOf(request), request.params.id, request.body)),
    );

    app.patch(
      '/api/delegations/:delegationId',
      {
        onRequest: chairOrGestor,
        schema: { tags, params: delegationParams, body: delegationPatchSchema, response: { 200: delegationSchema } },
      },
      (request) => changeDelegation(ctx.db, writerOf(request), request.params.delegationId, request.body),
    );

    app.delete(
      '/api/delegations/:delegationId',
      { onRequest: chairOrGestor, schema: { tags, params: delegationParams, response: { 204: z.null() } } },
      async (request, reply) => {
        await removeDelegation(ctx.db, writerOf(request), request.params.delegationId);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/api/commissions/:id/delegations/member-states',
      {
        onRequest: chairOfCommission,
        schema: { tags, params: idParams, body: memberStatesInputSchema, response: { 200: memberStatesResultSchema } },
      },
      (request) => addMemberStates(ctx.db, actorOf(request), request.params.id, request.body),
    );

    app.post(
      '/api/commissions/:id/delegations/sort',
      { onRequest: chairOfCommission, schema: { tags, params: idParams, response: { 200: z.array(delegationSchema) } } },
      (request) => sortDelegations(ctx.db, actorOf(request), request.params.id),
    );

    app.put(
      '/api/commissions/:id/delegations/order',
      {
        onRequest: chairOfCommission,
        schema: { tags, params: idParams, body: orderSchema, response: { 200: z.array(delegationSchema) } },
      },
      (request) => orderDelegations(ctx.db, actorOf(request), request.params.id, request.body.ids),
    );
  };
}
