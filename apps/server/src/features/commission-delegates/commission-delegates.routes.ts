import { assignDelegationSchema, commissionDelegateSchema, type DelegateStatus, delegatePersonalPatchSchema } from '@quorum/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertCommissionExists } from '../../domain/commissions/commission-rules';
import { idParams, idParamsWith } from '../../lib/route-params';
import { requireChairOfRoute } from '../../auth/guards';
import { actorOf, staffOf } from '../../auth/staff';
import type { AppContext } from '../../context';
import { type DelegateRow, findDelegate, updateDelegate } from '../../domain/delegates/delegates.store';
import { correctPersonalData } from '../../domain/delegates/edit-delegate';
import { personalFieldsSeen } from '../../domain/delegates/export-columns';
import type { Executor } from '../../db/database';
import { recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { findCommissionDelegate, findCommissionDelegates, findDelegationCommission } from './commission-delegates.repository';

const tags = ['commission-delegates'];
/** Statuses that become `asignado` when the delegate gets a seat. */
const BEFORE_ASSIGNED: DelegateStatus[] = ['preinscrito', 'verificado'];

/** A delegate of the commission, or DELEGATE_NOT_IN_COMMISSION (another commission's, none, or unknown). */
async function delegateOfCommission(db: Executor, commissionId: string, delegateId: string): Promise<DelegateRow> {
  const delegate = await findDelegate(db, delegateId);
  if (!delegate || delegate.commissionId !== commissionId) throw new AppError('DELEGATE_NOT_IN_COMMISSION');
  return delegate;
}

/**
 * Delegados (PRODUCT §5 delegates/{id}): the commission's delegates for its chair, seating them in delegations, and
 * correcting their personal data when Permisos let the chair (`delegates.editPersonalData`).
 */
export function commissionDelegatesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  /** onRequest: the Gestor or the Presidente of the route's commission (:id), before the body is read. */
  const chairOfCommission = requireChairOfRoute(ctx);
  /** The same, with `delegates.editPersonalData` (PERSONAL_DATA_EDIT_FORBIDDEN without it). */
  const editorOfCommission = requireChairOfRoute(ctx, 'delegates.editPersonalData');

  return async (app) => {
    app.get(
      '/api/commissions/:id/delegates',
      {
        onRequest: chairOfCommission,
        schema: { tags, params: idParams, response: { 200: z.array(commissionDelegateSchema) } },
      },
      async (request) => {
        await assertCommissionExists(ctx.db, request.params.id);
        return findCommissionDelegates(ctx.db, request.params.id, await personalFieldsSeen(ctx.db, staffOf(request).actor.role));
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
          const delegate = await delegateOfCommission(trx, commissionId, delegateId);
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
          return findCommissionDelegate(trx, delegate.id, await personalFieldsSeen(trx, staffOf(request).actor.role));
        }),
    );

    // A correction of a delegate's personal data: the same fields, checks and audit as the Gestor's edit.
    app.patch(
      '/api/commissions/:id/delegates/:delegateId',
      {
        onRequest: editorOfCommission,
        schema: {
          tags,
          params: idParamsWith('delegateId'),
          body: delegatePersonalPatchSchema,
          response: { 200: commissionDelegateSchema },
        },
      },
      async (request) =>
        ctx.db.transaction().execute(async (trx) => {
          const { id: commissionId, delegateId } = request.params;
          await assertCommissionExists(trx, commissionId);
          const delegate = await delegateOfCommission(trx, commissionId, delegateId);
          await correctPersonalData(trx, actorOf(request), delegate, request.body);
          return findCommissionDelegate(trx, delegate.id, await personalFieldsSeen(trx, staffOf(request).actor.role));
        }),
    );
  };
}
