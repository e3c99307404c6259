import type { BulkDelegatesInput, DelegateStatus } from '@quorum/shared';
import type { Executor } from '../../db/database';
import { type Actor, type AuditInput, recordAuditMany } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { nowIso } from '../../lib/ids';
import { findCommissionForAssign, findForBulk, updateMany } from './delegate-list.repository';

type Bulk = { ids: string[] } & ({ action: 'assign'; commissionId: string | null } | { action: 'status'; status: DelegateStatus });

/**
 * A bulk action of /secretary/list, all or nothing (run it inside one transaction): every id must exist
 * and the commission must be usable, or nothing changes. Each changed delegate gets its own audit entry.
 * Assigning a commission keeps the delegation only when it belongs to that commission, and marks the
 * assignment as manual (automatic assignment never overwrites it); removing the commission clears both.
 */
export async function bulkUpdateDelegates(trx: Executor, actor: Actor, input: BulkDelegatesInput): Promise<{ changed: number }> {
  const body = input as Bulk;
  const ids = [...new Set(body.ids)];
  const rows = await findForBulk(trx, ids);
  if (rows.length !== ids.length) {
    const missing = ids.length - rows.length;
    const message =
      missing === 1 ? 'Uno de los delegados seleccionados no existe.' : `${missing} de los delegados seleccionados no existen.`;
    throw new AppError('VALIDATION', message, { ids: message });
  }
  const now = nowIso();
  const audits: AuditInput[] = [];

  if (body.action === 'status') {
    const changedIds = rows.filter((r) => r.status !== body.status).map((r) => r.id);
    await updateMany(trx, changedIds, { status: body.status }, now);
    for (const r of rows) {
      if (r.status === body.status) continue;
      audits.push({
        action: 'delegate.status_changed',
        entity: 'delegate',
        entityId: r.id,
        before: { status: r.status },
        after: { status: body.status },
      });
    }
  } else {
    const commissionId = body.commissionId;
    if (commissionId !== null) {
      const commission = await findCommissionForAssign(trx, commissionId);
      if (!commission)
        throw new AppError('VALIDATION', 'La comisión elegida no existe.', { commissionId: 'La comisión elegida no existe.' });
      if (commission.archived) throw new AppError('COMMISSION_ARCHIVED');
    }
    const manual = commissionId === null ? 0 : 1;
    // Two groups: those whose delegation stays (it belongs to the new commission) and those whose delegation goes.
    const keep: string[] = [];
    const clear: string[] = [];
    for (const r of rows) {
      const keepsDelegation = commissionId !== null && r.delegationId !== null && r.delegationCommissionId === commissionId;
      const delegationId = keepsDelegation ? r.delegationId : null;
      if (r.commissionId === commissionId && r.delegationId === delegationId && r.assignmentManual === manual) continue;
      (keepsDelegation ? keep : clear).push(r.id);
      audits.push({
        action: 'delegate.assigned',
        entity: 'delegate',
        entityId: r.id,
        before: { commissionId: r.commissionId, delegationId: r.delegationId, assignmentManual: Boolean(r.assignmentManual) },
        after: { commissionId, delegationId, assignmentManual: Boolean(manual) },
      });
    }
    await updateMany(trx, keep, { commissionId, assignmentManual: manual }, now);
    await updateMany(trx, clear, { commissionId, delegationId: null, assignmentManual: manual }, now);
  }
  await recordAuditMany(trx, actor, audits);
  return { changed: audits.length };
}
