import type { DelegateStatus, ManualAssignmentInput } from '@quorum/shared';
import { writableCommission } from '../../domain/commissions/commission-rules';
import type { Executor } from '../../db/database';
import { findDelegate, updateDelegate } from '../../domain/delegates/delegates.store';
import { type Actor, recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { findCommissionLite, findDelegation } from './assignment.repository';

/**
 * A Gestor seats a delegate by hand (inside one transaction). The delegation must belong to the
 * commission; the choice is marked manual, so the automatic assignment never changes it. Clearing the
 * commission puts the delegate back in the pool of the automatic assignment (manual flag off), as the
 * list's bulk action does. Status: preinscrito/verificado → asignado with a delegation; asignado without one
 * → verificado (or preinscrito when the data were never confirmed); acreditado and retirado stay.
 */
export async function assignManually(trx: Executor, actor: Actor, delegateId: string, input: ManualAssignmentInput) {
  const delegate = await findDelegate(trx, delegateId);
  if (!delegate) throw new AppError('NOT_FOUND', 'El delegado no existe.');
  const { commissionId, delegationId } = input;
  if (commissionId === null && delegationId !== null)
    throw new AppError('DELEGATION_NOT_IN_COMMISSION', 'Elige una comisión para la delegación.');
  if (commissionId !== null) {
    writableCommission(await findCommissionLite(trx, commissionId));
  }
  if (delegationId !== null) {
    const delegation = await findDelegation(trx, delegationId);
    if (!delegation) throw new AppError('NOT_FOUND', 'La delegación no existe.');
    if (delegation.commissionId !== commissionId) throw new AppError('DELEGATION_NOT_IN_COMMISSION');
  }
  const current = delegate.status as DelegateStatus;
  let status: DelegateStatus = current;
  if (delegationId !== null && (current === 'preinscrito' || current === 'verificado')) status = 'asignado';
  if (delegationId === null && current === 'asignado') status = delegate.verifiedAt ? 'verificado' : 'preinscrito';
  const assignmentManual = commissionId === null ? 0 : 1;

  const before = {
    commissionId: delegate.commissionId,
    delegationId: delegate.delegationId,
    status: delegate.status,
    assignmentManual: Boolean(delegate.assignmentManual),
  };
  const after = { commissionId, delegationId, status, assignmentManual: Boolean(assignmentManual) };
  const row = await updateDelegate(trx, delegate.id, { commissionId, delegationId, status, assignmentManual });
  await recordAudit(trx, actor, { action: 'delegate.assigned', entity: 'delegate', entityId: delegate.id, before, after });
  return row;
}
