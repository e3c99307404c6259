import {
  CHAIR_ROLES,
  compareSpanish,
  countText,
  countrySchema,
  DELEGATION_KINDS,
  delegationInputSchema,
  delegationSchema,
  memberStatesDoNotFitMessage,
  memberStatesInputSchema,
  memberStatesResultSchema,
} from '@quorum/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { foundCommission, writableCommission } from '../../domain/commissions/commission-rules';
import { idParams } from '../../lib/route-params';
import { assertChairOf, requireChairOfRoute, requireReaderOfRoute, requireStaff } from '../../auth/guards';
import { actorOf, staffOf } from '../../auth/staff';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { isIsoCode, unStates } from './countries';
import {
  countDelegates,
  type DelegationRow,
  type DelegationValues,
  deleteDelegation,
  findCommissionFacts,
  findDelegation,
  findDelegations,
  insertDelegation,
  isNameTaken,
  presentDelegation,
  reorderDelegations,
  updateDelegation,
} from './delegations.repository';

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

/** Field rules that span fields or need data: a real ISO code; only a member may hold a veto. */
function checkValues(v: DelegationValues): void {
  if (v.isoCode && !isIsoCode(v.isoCode)) throw new AppError('VALIDATION', undefined, { isoCode: 'Código ISO de país desconocido' });
  if (v.veto && v.kind !== 'miembro')
    throw new AppError('VALIDATION', undefined, { veto: 'Solo una delegación miembro puede tener derecho de veto' });
}

/** Delegaciones (PRODUCT §5 add/delegation): the seats of a commission, managed by its chair or the Gestor. */
export function delegationsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const chairOrGestor = requireStaff(ctx, ...CHAIR_ROLES);
  /** onRequest: the Gestor or the Presidente of the route's commission (:id), before the body is read. */
  const chairOfCommission = requireChairOfRoute(ctx);
  /** onRequest: the Gestor, Logistica (the door) and the Presidente of the route's commission (:id). */
  const readerOfCommission = requireReaderOfRoute(ctx);

  /** A commission that still takes changes (not archived) and its delegations in order. */
  async function commissionTakingChanges(db: Executor, id: string) {
    const commission = writableCommission(await findCommissionFacts(db, id));
    return { commission, existing: await findDelegations(db, commission.id) };
  }
  /** The delegation and its commission, once the caller may write on that commission. */
  async function writableDelegation(db: Executor, request: FastifyRequest, id: string) {
    const row = await findDelegation(db, id);
    if (!row) throw new AppError('NOT_FOUND', 'La delegación no existe.');
    assertChairOf(staffOf(request), row.commissionId);
    writableCommission(await findCommissionFacts(db, row.commissionId));
    return row;
  }
  async function present(db: Executor, row: DelegationRow) {
    return presentDelegation(row, (await countDelegates(db, [row.id])).get(row.id) ?? 0);
  }
  async function presentAll(db: Executor, rows: DelegationRow[]) {
    const counts = await countDelegates(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => presentDelegation(r, counts.get(r.id) ?? 0));
  }
  /** Gives the commission's delegations the order of `ids` (audited) and answers the new list. */
  async function saveOrder(trx: Executor, request: FastifyRequest, commissionId: string, existing: DelegationRow[], ids: string[]) {
    await reorderDelegations(trx, ids);
    await recordAudit(trx, actorOf(request), {
      action: 'delegation.reordered',
      entity: 'commission',
      entityId: commissionId,
      before: existing.map((r) => r.id),
      after: ids,
    });
    return presentAll(trx, await findDelegations(trx, commissionId));
  }

  return async (app) => {
    app.get('/api/countries', { onRequest: requireStaff(ctx), schema: { tags, response: { 200: z.array(countrySchema) } } }, async () =>
      unStates(),
    );

    app.get(
      '/api/commissions/:id/delegations',
      { onRequest: readerOfCommission, schema: { tags, params: idParams, response: { 200: z.array(delegationSchema) } } },
      async (request) => {
        foundCommission(await findCommissionFacts(ctx.db, request.params.id));
        return presentAll(ctx.db, await findDelegations(ctx.db, request.params.id));
      },
    );

    app.post(
      '/api/commissions/:id/delegations',
      {
        onRequest: chairOfCommission,
        schema: { tags, params: idParams, body: delegationInputSchema, response: { 201: delegationSchema } },
      },
      async (request, reply) => {
        const view = await ctx.db.transaction().execute(async (trx) => {
          const commission = foundCommission(await findCommissionFacts(trx, request.params.id));
          if (commission.archived) throw new AppError('COMMISSION_ARCHIVED');
          const values = request.body;
          checkValues(values);
          const existing = await findDelegations(trx, commission.id);
          if (isNameTaken(existing, values.name))
            throw new AppError('DELEGATION_NAME_TAKEN', `Ya existe una delegación llamada «${values.name}» en esta comisión.`);
          if (existing.length >= commission.capacity) {
            throw new AppError(
              'COMMISSION_FULL',
              `La comisión ya tiene ${countText(existing.length, 'delegación', 'delegaciones')}, su capacidad máxima. Aumenta la capacidad en los ajustes de la comisión o elimina una delegación.`,
            );
          }
          const position = existing.reduce((max, r) => Math.max(max, r.position), 0) + 1;
          const created = presentDelegation(await insertDelegation(trx, commission.id, values, position), 0);
          await recordAudit(trx, actorOf(request), {
            action: 'delegation.created',
            entity: 'delegation',
            entityId: created.id,
            after: created,
          });
          return created;
        });
        return reply.status(201).send(view);
      },
    );

    app.patch(
      '/api/delegations/:delegationId',
      {
        onRequest: chairOrGestor,
        schema: { tags, params: delegationParams, body: delegationPatchSchema, response: { 200: delegationSchema } },
      },
      async (request) =>
        ctx.db.transaction().execute(async (trx) => {
          const row = await writableDelegation(trx, request, request.params.delegationId);
          const before = await present(trx, row);
          const values: DelegationValues = {
            name: request.body.name ?? before.name,
            isoCode: request.body.isoCode === undefined ? before.isoCode : request.body.isoCode,
            kind: request.body.kind ?? before.kind,
            veto: request.body.veto ?? before.veto,
          };
          checkValues(values);
          if (isNameTaken(await findDelegations(trx, row.commissionId), values.name, row.id)) {
            throw new AppError('DELEGATION_NAME_TAKEN', `Ya existe una delegación llamada «${values.name}» en esta comisión.`);
          }
          const after = await present(trx, await updateDelegation(trx, row.id, values));
          await recordAudit(trx, actorOf(request), { action: 'delegation.updated', entity: 'delegation', entityId: row.id, before, after });
          return after;
        }),
    );

    app.delete(
      '/api/delegations/:delegationId',
      { onRequest: chairOrGestor, schema: { tags, params: delegationParams, response: { 204: z.null() } } },
      async (request, reply) => {
        await ctx.db.transaction().execute(async (trx) => {
          const row = await writableDelegation(trx, request, request.params.delegationId);
          const before = await present(trx, row);
          if (before.delegateCount > 0) {
            const n = before.delegateCount;
            throw new AppError(
              'DELEGATION_HAS_DELEGATES',
              `No se puede eliminar «${row.name}»: tiene ${countText(n, 'delegado asignado', 'delegados asignados')}. Reasígnalos primero.`,
            );
          }
          await deleteDelegation(trx, row.id);
          await recordAudit(trx, actorOf(request), { action: 'delegation.deleted', entity: 'delegation', entityId: row.id, before });
        });
        return reply.status(204).send(null);
      },
    );

    // "Añadir todos los Estados miembros" / "Completar hasta la capacidad": one transaction, one audit entry.
    app.post(
      '/api/commissions/:id/delegations/member-states',
      {
        onRequest: chairOfCommission,
        schema: { tags, params: idParams, body: memberStatesInputSchema, response: { 200: memberStatesResultSchema } },
      },
      async (request) =>
        ctx.db.transaction().execute(async (trx) => {
          const { commission, existing } = await commissionTakingChanges(trx, request.params.id);
          const codes = new Set(existing.map((r) => r.isoCode));
          const missing = unStates().filter((s) => s.status === 'member' && !codes.has(s.code) && !isNameTaken(existing, s.name));
          const free = Math.max(0, commission.capacity - existing.length);
          if (request.body.upTo === 'all' && missing.length > free)
            throw new AppError('COMMISSION_FULL', memberStatesDoNotFitMessage(missing.length, free));
          const adding = missing.slice(0, free);
          let position = existing.reduce((max, r) => Math.max(max, r.position), 0);
          for (const state of adding) {
            position += 1;
            await insertDelegation(trx, commission.id, { name: state.name, isoCode: state.code, kind: 'miembro', veto: false }, position);
          }
          if (adding.length > 0)
            await recordAudit(trx, actorOf(request), {
              action: 'delegation.member_states_added',
              entity: 'commission',
              entityId: commission.id,
              after: adding.map((s) => s.code),
            });
          return { added: adding.length, delegations: await presentAll(trx, await findDelegations(trx, commission.id)) };
        }),
    );

    // "Ordenar A–Z": positions 1…n in Spanish order of the names.
    app.post(
      '/api/commissions/:id/delegations/sort',
      { onRequest: chairOfCommission, schema: { tags, params: idParams, response: { 200: z.array(delegationSchema) } } },
      async (request) =>
        ctx.db.transaction().execute(async (trx) => {
          const { commission, existing } = await commissionTakingChanges(trx, request.params.id);
          const ids = [...existing].sort((a, b) => compareSpanish(a.name, b.name)).map((r) => r.id);
          return saveOrder(trx, request, commission.id, existing, ids);
        }),
    );

    app.put(
      '/api/commissions/:id/delegations/order',
      {
        onRequest: chairOfCommission,
        schema: { tags, params: idParams, body: orderSchema, response: { 200: z.array(delegationSchema) } },
      },
      async (request) => {
        return ctx.db.transaction().execute(async (trx) => {
          const { commission, existing } = await commissionTakingChanges(trx, request.params.id);
          const { ids } = request.body;
          const known = new Set(existing.map((r) => r.id));
          if (ids.length !== existing.length || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id)))
            throw new AppError('DELEGATION_ORDER_INVALID');
          return saveOrder(trx, request, commission.id, existing, ids);
        });
      },
    );
  };
}
