import type { Executor } from '../../db/database';
import type { RollCallRow } from './live.repository';

/** Self check-in roll calls open now or closed since `sinceIso` (a typed code is compared with each). */
export function findSelfRollCallsSince(db: Executor, sinceIso: string): Promise<RollCallRow[]> {
  return db
    .selectFrom('rollCall')
    .selectAll()
    .where('mode', '=', 'self')
    .where((eb) => eb.or([eb('closedAt', 'is', null), eb('closedAt', '>=', sinceIso)]))
    .execute();
}
