import { assignDelegationSchema, commissionDelegateSchema, type DelegateStatus } from '@quorum/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertCommissionExists } from '../../domain/commissions/commission-rules';
import { idParams, idParamsWith } from '../../lib/route-params';
import { requireChairOfRoute } from '../../auth/guards';
import { actorOf } from '../../auth/staff';
import type { AppContext } from '../../context';
import { findDelegate, updateDelegate } from '../../domain/delegates/delegates.store';
import { recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { findCommissionDelegate, findCommissionDelegates, findDelegationCommission } from './commission-delegates.repository';

const tags = ['commission-delegates'];
/** Statuses that become `asignado` when the delegate gets a seat. */
const BEFORE_ASSIGNED: DelegateStatus[] = ['preinscrito', 'verificado'];

/** Delegados (PRODUCT §5 delegates/{id}): the commission's delegates for its chair, and seating them in delegations. */
export function commissionDelegatesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  /** onRequest: the Gestor or the Presidente of the route's commission (:id), before the body is read. */
  const chairOfCommission = requireChairOfRoute(ctx);

  return async (app) => {
    app.get(
      '/api/commissions/:id/delegates',
      {
        onRequest: chairOfCommission,
        schema: { tags, params: idParams, response: { 200: z.array(commissionDelegateSchema) } },
      },
      async (request) => {
        await assertCommissionExists(ctx.db, request.params.id);
        return findCommissionDelegates(ctx.db, request.params.id);
      },
    );

    app.put(
      '/api/commissions/:id/delegates/:delegateId/delegation',
      {
        onRequest: chairOfCommission,
        schema: {
          tags,
          params: idParamsWith('delegateId'),
          body: assignDelegationSchema,
          response: { 200: commissionDelegateSchema },
        },
      },
      async (request) =>
        ctx.db.transaction().execute(async (trx) => {
          const { id: commissionId, delegateId } = request.params;
          const { delegationId } = request.body;
          await assertCommissionExists(trx, commissionId);
          const delegate = await findDelegate(trx, delegateId);
          if (!delegate || delegate.commissionId !== commissionId) throw new AppError('DELEGATE_NOT_IN_COMMISSION');
          if (delegationId !== null) {
            const delegation = await findDelegationCommission(trx, delegationId);
            if (!delegation || delegation.commissionId !== commissionId) throw new AppError('DELEGATION_NOT_IN_COMMISSION');
          }
          const status =
            delegationId !== null && BEFORE_ASSIGNED.includes(delegate.status as DelegateStatus) ? 'asignado' : delegate.status;
          await updateDelegate(trx, delegate.id, { delegationId, assignmentManual: 1, status });
          await recordAudit(trx, actorOf(request), {
            action: 'delegate.assigned',
            entity: 'delegate',
            entityId: delegate.id,
            before: { commissionId, delegationId: delegate.delegationId, status: delegate.status },
            after: { commissionId, delegationId, status },
          });
          return findCommissionDelegate(trx, delegate.id);
        }),
    );
  };
}
