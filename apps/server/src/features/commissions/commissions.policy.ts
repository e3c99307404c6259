import type { StaffContext } from '../../auth/staff';
import { AppError } from '../../lib/errors';

/** A Gestor sees every commission; a Presidente only their own; Logistica sees the list without codes. */
export function canReadCommission(staff: StaffContext, commissionId: string): boolean {
  const { role, comissionId } = staff.profile;
  return role === 'Gestor' || role === 'Logistica' || (role === 'Presidente' && comissionId === commissionId);
}

/** Projection codes are for the Gestor and the commission's own chairs. */
export function canSeeProjectionCode(staff: StaffContext, commissionId: string): boolean {
  const { role, comissionId } = staff.profile;
  return role === 'Gestor' || (role === 'Presidente' && comissionId === commissionId);
}

export function assertCanReadCommission(staff: StaffContext, commissionId: string): void {
  if (!canReadCommission(staff, commissionId)) throw new AppError('FORBIDDEN');
}
