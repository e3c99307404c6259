import type { Delegate, DelegatePatch } from '@quorum/shared';
import type { Executor } from '../../db/database';
import { type DelegateRow, presentDelegate } from '../../domain/delegates/delegates.store';
import { personalChanges, saveDelegateEdit } from '../../domain/delegates/edit-delegate';
import type { Actor } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { findCommissionForAssign } from './delegate-list.repository';

/**
 * A Gestor's edit of one delegate: the personal data by the one rule of a staff edit (domain/delegates/edit-delegate.ts),
 * and the Gestor's own fields (status, notes, commission), audited together with before and after.
 */
export async function updateDelegateByStaff(trx: Executor, actor: Actor, current: DelegateRow, patch: DelegatePatch): Promise<Delegate> {
  const { status, notes, commissionId, ...personal } = patch;
  const changes = await personalChanges(trx, current, personal);
  if (status !== undefined && status !== current.status) changes.status = status;
  if (notes !== undefined && notes !== current.notes) changes.notes = notes;
  if (commissionId !== undefined && commissionId !== current.commissionId) {
    if (commissionId !== null) {
      const commission = await findCommissionForAssign(trx, commissionId);
      if (!commission)
        throw new AppError('VALIDATION', 'La comisión elegida no existe.', { commissionId: 'La comisión elegida no existe.' });
      if (commission.archived) throw new AppError('COMMISSION_ARCHIVED');
    }
    changes.commissionId = commissionId;
    changes.delegationId = null;
    changes.assignmentManual = commissionId === null ? 0 : 1;
  }
  return presentDelegate(await saveDelegateEdit(trx, actor, current, changes));
}
