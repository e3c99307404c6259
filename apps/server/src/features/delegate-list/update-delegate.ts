import { type Delegate, type DelegatePatch, delegatePersonalSchema, PERSONAL_FIELDS } from '@quorum/shared';
import type { Executor } from '../../db/database';
import { type DelegateRow, presentDelegate, updateDelegate } from '../../domain/delegates/delegates.store';
import { type Actor, recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { fieldsOf } from '../../lib/zod-fields';
import { findCommissionForAssign } from './delegate-list.repository';

/**
 * A Gestor's edit of one delegate: the personal data merged with what is stored must pass
 * delegatePersonalSchema (a minor keeps needing a guardian), the document number stays unique,
 * and the change is audited with before and after.
 */
export async function updateDelegateByStaff(trx: Executor, actor: Actor, current: DelegateRow, patch: DelegatePatch): Promise<Delegate> {
  const merged = Object.fromEntries(PERSONAL_FIELDS.map((k) => [k, k in patch ? patch[k] : current[k]]));
  const parsed = delegatePersonalSchema.safeParse(merged);
  if (!parsed.success) {
    const fields = fieldsOf(parsed.error);
    throw new AppError('VALIDATION', Object.values(fields)[0], fields);
  }
  const personal = parsed.data;
  if (personal.documentNumber !== current.documentNumber) {
    const taken = await trx
      .selectFrom('delegate')
      .select('id')
      .where('documentNumber', '=', personal.documentNumber)
      .where('id', '<>', current.id)
      .executeTakeFirst();
    if (taken)
      throw new AppError('DELEGATE_DUPLICATE', 'Ya existe otro delegado con este número de documento.', {
        documentNumber: 'Ya existe otro delegado con este número de documento.',
      });
  }
  const changes: Partial<DelegateRow> = {};
  for (const k of PERSONAL_FIELDS) if (personal[k] !== current[k]) Object.assign(changes, { [k]: personal[k] });
  if (patch.status !== undefined && patch.status !== current.status) changes.status = patch.status;
  if (patch.notes !== undefined && patch.notes !== current.notes) changes.notes = patch.notes;
  if (patch.commissionId !== undefined && patch.commissionId !== current.commissionId) {
    if (patch.commissionId !== null) {
      const commission = await findCommissionForAssign(trx, patch.commissionId);
      if (!commission)
        throw new AppError('VALIDATION', 'La comisión elegida no existe.', { commissionId: 'La comisión elegida no existe.' });
      if (commission.archived) throw new AppError('COMMISSION_ARCHIVED');
    }
    changes.commissionId = patch.commissionId;
    changes.delegationId = null;
    changes.assignmentManual = patch.commissionId === null ? 0 : 1;
  }
  if (Object.keys(changes).length === 0) return presentDelegate(current);
  const updated = await updateDelegate(trx, current.id, changes);
  const before = Object.fromEntries(Object.keys(changes).map((k) => [k, current[k as keyof DelegateRow]]));
  await recordAudit(trx, actor, { action: 'delegate.updated', entity: 'delegate', entityId: current.id, before, after: changes });
  return presentDelegate(updated);
}
