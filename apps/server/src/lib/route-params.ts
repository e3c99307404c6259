import { z } from 'zod';

/** An id in a route's path: checked for length before any query reads it. */
const pathId = z.string().max(64);

/** A route's `:id`. */
export const idParams = z.object({ id: pathId });

/** A route's `:id` and one more id, e.g. `idParamsWith('awardId')` for `/api/commissions/:id/awards/:awardId`. */
export function idParamsWith<Key extends string>(key: Key) {
  return z.object({ id: pathId, ...({ [key]: pathId } as Record<Key, typeof pathId>) });
}
