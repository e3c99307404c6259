import type { Role } from './roles';

/**
 * The one access vocabulary (PRODUCT.md §1): who may touch which commission, and the per-role
 * capabilities of /secretary/access. Pure predicates, used by the web's route guard and by every
 * server policy. The field keeps the API's (and the seed's) spelling `comissionId`; parameters that
 * name a commission are `commissionId`, and the two only meet inside `isOwnCommission`.
 */

/** Who asks: a staff user's role and, for a Presidente, the commission they chair (null when none). */
export interface AccessActor {
  role: Role;
  comissionId: string | null;
}

/** Role sets of the areas: the secretary (Gestor), the chairs (president pages) and the staff area (finder). */
export const SECRETARY_ROLES = ['Gestor'] as const satisfies readonly Role[];
export const CHAIR_ROLES = ['Presidente', 'Gestor'] as const satisfies readonly Role[];
export const STAFF_AREA_ROLES = ['Logistica', 'Gestor'] as const satisfies readonly Role[];

/** Whether a role is bound to one commission (only a Presidente; the others' `comissionId` is always null). */
export function roleHasCommission(role: Role): boolean {
  return role === 'Presidente';
}

/** Whether the commission is the one the actor chairs. */
export function isOwnCommission(actor: AccessActor, commissionId: string | null | undefined): boolean {
  return roleHasCommission(actor.role) && actor.comissionId !== null && actor.comissionId === commissionId;
}

/** A commission's data (the commission, its delegations) is read by the Gestor, Logistica and its own Presidente. */
export function mayReadCommission(actor: AccessActor, commissionId: string): boolean {
  return !roleHasCommission(actor.role) || isOwnCommission(actor, commissionId);
}

/** A commission is chaired (president pages, seats, exports) by the Gestor and its own Presidente. */
export function mayChairCommission(actor: AccessActor, commissionId: string): boolean {
  return actor.role === 'Gestor' || isOwnCommission(actor, commissionId);
}

/**
 * A commission's working papers are written by its own Presidente (and its sponsor delegations, from their phones);
 * the Gestor reads them (decision 038).
 */
export function mayWriteWorkingPapers(actor: AccessActor, commissionId: string): boolean {
  return isOwnCommission(actor, commissionId);
}

/** A commission's projection code is for the Gestor and the commission's own chairs. */
export function maySeeProjectionCode(actor: AccessActor, commissionId: string): boolean {
  return mayChairCommission(actor, commissionId);
}

/**
 * The commission an actor's lists are limited to: undefined for the roles that see every commission; for a
 * Presidente their own commission, or null when they have none (they see nothing).
 */
export function ownCommissionScope(actor: AccessActor): string | null | undefined {
  return roleHasCommission(actor.role) ? actor.comissionId : undefined;
}

// ---------- capabilities (/secretary/access) ----------

/** Capabilities a Gestor can switch on or off per role. */
export const CAPABILITIES = ['press.publish', 'delegates.editPersonalData', 'mail.send', 'exports.download'] as const;
export type Capability = (typeof CAPABILITIES)[number];

/** Roles whose capabilities a Gestor configures (a Gestor may always do everything). */
export const CONFIGURABLE_ROLES = ['Presidente', 'Logistica'] as const satisfies readonly Role[];
export type ConfigurableRole = (typeof CONFIGURABLE_ROLES)[number];

export function isConfigurableRole(role: Role): role is ConfigurableRole {
  return (CONFIGURABLE_ROLES as readonly Role[]).includes(role);
}

/** Defaults: what each configurable role may do until a Gestor changes it. */
export const DEFAULT_CAPABILITIES: Record<ConfigurableRole, Record<Capability, boolean>> = {
  Presidente: { 'press.publish': false, 'delegates.editPersonalData': false, 'mail.send': true, 'exports.download': true },
  Logistica: { 'press.publish': false, 'delegates.editPersonalData': false, 'mail.send': false, 'exports.download': false },
};

/** Whether a role may use a capability, given the Gestor's stored switch (undefined: the default). A Gestor always may. */
export function roleHasCapability(role: Role, capability: Capability, stored?: boolean): boolean {
  if (!isConfigurableRole(role)) return true;
  return stored ?? DEFAULT_CAPABILITIES[role][capability];
}
