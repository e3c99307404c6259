import { z } from 'zod';

/** An id in a route's path: checked for length before any query reads it. */
const pathId = z.string().max(64);

/** A route's `:id`. */
export const idParams = z.object({ id: pathId });

/** A route's `:id` and more ids, e.g. `idParamsWith('awardId')` for `/api/commissions/:id/awards/:awardId`. */
export function idParamsWith<Key extends string>(...keys: Key[]) {
  return z.object({ id: pathId, ...(Object.fromEntries(keys.map((key) => [key, pathId])) as Record<Key, typeof pathId>) });
}
