import type { Executor } from '../../db/database';

/** A commission's delegations, named, in their order (the awards' seats, the room's list, a paper's possible sponsors). */
export function findCommissionDelegations(db: Executor, commissionId: string): Promise<{ id: string; name: string }[]> {
  return db
    .selectFrom('delegation')
    .select(['id', 'name'])
    .where('commissionId', '=', commissionId)
    .orderBy('position')
    .orderBy('name')
    .execute();
}
