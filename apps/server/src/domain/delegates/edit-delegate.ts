import { type DelegatePersonalPatch, delegatePersonalSchema, PERSONAL_FIELDS } from '@quorum/shared';
import type { Executor } from '../../db/database';
import { type Actor, recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { fieldsOf } from '../../lib/zod-fields';
import { type DelegateRow, updateDelegate } from './delegates.store';

/**
 * A staff edit of one delegate, the one rule for the Gestor's edit (features/delegate-list) and a chair's correction
 * (features/commission-delegates): the personal data merged with what is stored must pass delegatePersonalSchema (a
 * minor keeps needing a guardian), the document number stays unique, and the change is audited with before and after.
 */

/**
 * The personal fields `patch` changes, checked merged with what is stored: VALIDATION with the field's Spanish message,
 * DELEGATE_DUPLICATE when the document number is another delegate's.
 */
export async function personalChanges(trx: Executor, current: DelegateRow, patch: DelegatePersonalPatch): Promise<Partial<DelegateRow>> {
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
  return changes;
}

/**
 * Writes `changes` to the delegate and audits them (`delegate.updated`, before and after); answers the stored row.
 * Nothing to change writes nothing.
 */
export async function saveDelegateEdit(
  trx: Executor,
  actor: Actor,
  current: DelegateRow,
  changes: Partial<DelegateRow>,
): Promise<DelegateRow> {
  if (Object.keys(changes).length === 0) return current;
  const updated = await updateDelegate(trx, current.id, changes);
  const before = Object.fromEntries(Object.keys(changes).map((k) => [k, current[k as keyof DelegateRow]]));
  await recordAudit(trx, actor, { action: 'delegate.updated', entity: 'delegate', entityId: current.id, before, after: changes });
  return updated;
}

/** A correction of a delegate's personal data only (a chair's, with `delegates.editPersonalData`): checked, written, audited. */
export async function correctPersonalData(
  trx: Executor,
  actor: Actor,
  current: DelegateRow,
  patch: DelegatePersonalPatch,
): Promise<DelegateRow> {
  return saveDelegateEdit(trx, actor, current, await personalChanges(trx, current, patch));
}
