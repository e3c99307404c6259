import { countText } from '@quorum/shared';
import { AppError } from '../../lib/errors';
import { isIsoCode } from './countries';
import { type DelegationRow, type DelegationValues, isNameTaken } from './delegations.repository';

/**
 * The rules of a commission's delegations, pure over the rows already read: field rules that span fields, a
 * name unique in the commission, the capacity, the next position, a complete order, and a seat with delegates
 * that cannot be removed. The use cases read, call these, then write.
 */

/** A real ISO code; only a member may hold a veto. */
export function checkValues(v: DelegationValues): void {
  if (v.isoCode && !isIsoCode(v.isoCode)) throw new AppError('VALIDATION', undefined, { isoCode: 'Código ISO de país desconocido' });
  if (v.veto && v.kind !== 'miembro')
    throw new AppError('VALIDATION', undefined, { veto: 'Solo una delegación miembro puede tener derecho de veto' });
}

/** No two delegations of a commission share a name (case and accents as Spanish compares them); `exceptId` is the one being renamed. */
export function assertNameFree(existing: DelegationRow[], name: string, exceptId?: string): void {
  if (isNameTaken(existing, name, exceptId))
    throw new AppError('DELEGATION_NAME_TAKEN', `Ya existe una delegación llamada «${name}» en esta comisión.`);
}

/** One more delegation fits in the commission's capacity. */
export function assertRoomForOne(existing: DelegationRow[], capacity: number): void {
  if (existing.length >= capacity)
    throw new AppError(
      'COMMISSION_FULL',
      `La comisión ya tiene ${countText(existing.length, 'delegación', 'delegaciones')}, su capacidad máxima. Aumenta la capacidad en los ajustes de la comisión o elimina una delegación.`,
    );
}

/** The position after the last one. */
export function lastPosition(existing: DelegationRow[]): number {
  return existing.reduce((max, r) => Math.max(max, r.position), 0);
}

/** `ids` names each of the commission's delegations once. */
export function assertCompleteOrder(existing: DelegationRow[], ids: string[]): void {
  const known = new Set(existing.map((r) => r.id));
  if (ids.length !== existing.length || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id)))
    throw new AppError('DELEGATION_ORDER_INVALID');
}

/** A delegation with delegates assigned stays: they are reassigned first. */
export function assertNoDelegates(name: string, delegateCount: number): void {
  if (delegateCount > 0)
    throw new AppError(
      'DELEGATION_HAS_DELEGATES',
      `No se puede eliminar «${name}»: tiene ${countText(delegateCount, 'delegado asignado', 'delegados asignados')}. Reasígnalos primero.`,
    );
}
