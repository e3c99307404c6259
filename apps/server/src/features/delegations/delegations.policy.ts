import type { StaffContext } from '../../auth/staff';
import { AppError } from '../../lib/errors';

/** A commission's delegations are read by the Gestor, Logistica (the door) and the commission's own Presidente. */
export function canReadDelegations(staff: StaffContext, commissionId: string): boolean {
  const { role, comissionId } = staff.profile;
  return role === 'Gestor' || role === 'Logistica' || (role === 'Presidente' && comissionId === commissionId);
}

export function assertCanReadDelegations(staff: StaffContext, commissionId: string): void {
  if (!canReadDelegations(staff, commissionId)) throw new AppError('FORBIDDEN');
}
