/** The unassigned page size and why a person was not placed (assignment.ts), without zod: pages use them without it (decision 027). */

/** Rows per page of the delegates without a commission. */
export const UNASSIGNED_PAGE_SIZE = 20;

/** Why one person was not placed (the dry run's and the run's per-person answer). */
export const NOT_PLACED_REASONS = [
  'sin_preferencias',
  'comisiones_llenas',
  'comisiones_sin_delegaciones',
  'comisiones_no_disponibles',
  'sin_plazas_libres',
] as const;
export type NotPlacedReason = (typeof NOT_PLACED_REASONS)[number];
