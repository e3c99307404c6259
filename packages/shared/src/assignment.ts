import { z } from 'zod';
import { NOT_PLACED_REASONS, type NotPlacedReason, UNASSIGNED_PAGE_SIZE } from './assignment-rules';
import { DELEGATE_STATUSES, DELEGATION_KINDS, delegationSchema } from './delegates';
import { countText } from './errors';
import { humanText } from './text';

/** Listas (/secretary/delegations): the commissions × delegations matrix and the automatic assignment. */

export const matrixDelegateSchema = z.object({
  id: z.string(),
  firstNames: z.string(),
  lastNames: z.string(),
  institution: z.string(),
  status: z.enum(DELEGATE_STATUSES),
  assignmentManual: z.boolean(),
  /** Commission ids in the delegate's order of preference. */
  preferences: z.array(z.string()),
});
export type MatrixDelegate = z.infer<typeof matrixDelegateSchema>;

export const matrixDelegationSchema = z.object({
  id: z.string(),
  name: z.string(),
  isoCode: z.string().nullable(),
  kind: z.enum(DELEGATION_KINDS),
  position: z.number(),
  delegates: z.array(matrixDelegateSchema),
});
export type MatrixDelegation = z.infer<typeof matrixDelegationSchema>;

export const matrixCommissionSchema = z.object({
  id: z.string(),
  name: z.string(),
  acronym: z.string(),
  topics: z.array(z.string()),
  capacity: z.number(),
  delegations: z.array(matrixDelegationSchema),
  /** Delegates of the commission without a delegation yet. */
  withoutDelegation: z.array(matrixDelegateSchema),
  /** Delegations with no delegate. */
  freeDelegations: z.number(),
});
export type MatrixCommission = z.infer<typeof matrixCommissionSchema>;

export const assignmentMatrixSchema = z.object({
  commissions: z.array(matrixCommissionSchema),
  /** How many delegates (not withdrawn) have no commission (listed by GET /api/assignment/unassigned). */
  withoutCommission: z.number(),
});
export type AssignmentMatrix = z.infer<typeof assignmentMatrixSchema>;

export { UNASSIGNED_PAGE_SIZE } from './assignment-rules';

/** GET /api/assignment/unassigned: a search (names, document, e-mail, institution) and a page, oldest first. */
export const unassignedQuerySchema = z.object({
  q: humanText({ max: 200 }).optional(),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(UNASSIGNED_PAGE_SIZE),
});
export type UnassignedQuery = z.input<typeof unassignedQuerySchema>;

export const unassignedPageSchema = z.object({
  rows: z.array(matrixDelegateSchema),
  /** How many delegates without a commission match the search. */
  total: z.number(),
});
export type UnassignedPage = z.infer<typeof unassignedPageSchema>;

export const manualAssignmentSchema = z.object({
  commissionId: z.string().max(64).nullable(),
  delegationId: z.string().max(64).nullable(),
});
export type ManualAssignmentInput = z.infer<typeof manualAssignmentSchema>;

/** Why a delegate was left without a commission by the automatic assignment. */
export const AUTO_UNASSIGNED_REASONS = ['sin_preferencias', 'comisiones_llenas'] as const;
export type AutoUnassignedReason = (typeof AUTO_UNASSIGNED_REASONS)[number];

export { NOT_PLACED_REASONS, type NotPlacedReason } from './assignment-rules';
export const NOT_PLACED_MESSAGES_ES: Record<NotPlacedReason, string> = {
  sin_preferencias: 'No eligió comisiones: asígnalo a mano o marca «Colocar a quienes no tienen preferencias en cualquier puesto libre».',
  comisiones_llenas: 'Todas las delegaciones de sus comisiones preferidas ya están ocupadas.',
  comisiones_sin_delegaciones:
    'Sus comisiones preferidas no tienen delegaciones: los asientos son las delegaciones que se añaden en Delegaciones, no la capacidad.',
  comisiones_no_disponibles: 'Sus comisiones preferidas ya no existen o están archivadas.',
  sin_plazas_libres: 'No quedan delegaciones libres en ninguna comisión.',
};

/** POST /api/assignment/auto body: `dryRun` answers what would happen and writes nothing. */
export const autoAssignmentInputSchema = z.object({
  dryRun: z.boolean().default(false),
  /** Seat people without preferences in any free delegation (commissions in Spanish order). */
  fillWithoutPreferences: z.boolean().default(false),
});
export type AutoAssignmentInput = z.input<typeof autoAssignmentInputSchema>;

export const autoAssignmentResultSchema = z.object({
  /** Nothing was written: `assigned` and the rest say what a run would do. */
  dryRun: z.boolean(),
  assigned: z.number(),
  perCommission: z.array(z.object({ commissionId: z.string(), name: z.string(), assigned: z.number(), freeLeft: z.number() })),
  /** Delegates considered but left without a commission, per reason. */
  leftUnassigned: z.array(z.object({ reason: z.enum(AUTO_UNASSIGNED_REASONS), count: z.number() })),
  /** Delegates never considered: manual choices, already assigned, withdrawn or accredited. */
  skipped: z.object({ manual: z.number(), alreadyAssigned: z.number(), otherStatus: z.number() }),
  /** Each person considered and not placed, oldest registration first, with the reason in Spanish. */
  notPlaced: z.array(
    z.object({
      delegateId: z.string(),
      firstNames: z.string(),
      lastNames: z.string(),
      reason: z.enum(NOT_PLACED_REASONS),
      message: z.string(),
    }),
  ),
});
export type AutoAssignmentResult = z.infer<typeof autoAssignmentResultSchema>;

/**
 * POST /api/commissions/:id/delegations/member-states: a delegation for each UN member state the
 * commission lacks, in Spanish order — `all` of them (refused beyond the capacity) or up to the `capacity`.
 */
export const memberStatesInputSchema = z.object({ upTo: z.enum(['all', 'capacity']) });
export type MemberStatesInput = z.infer<typeof memberStatesInputSchema>;
export const memberStatesResultSchema = z.object({ added: z.number().int(), delegations: z.array(delegationSchema) });
export type MemberStatesResult = z.infer<typeof memberStatesResultSchema>;

/** COMMISSION_FULL of "add all member states" when they do not fit. */
export function memberStatesDoNotFitMessage(missing: number, free: number): string {
  const states = countText(missing, 'Estado miembro', 'Estados miembros');
  return `${missing === 1 ? 'Falta' : 'Faltan'} ${states} y la comisión tiene ${countText(free, 'plaza libre', 'plazas libres')}: aumenta la capacidad o completa solo hasta la capacidad.`;
}
