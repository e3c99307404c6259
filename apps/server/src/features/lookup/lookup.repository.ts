import type { Executor } from '../../db/database';
import type { DelegateRow } from '../../domain/delegates/delegates.store';

/** Names of the delegate's assigned commission and delegation, and the commission's room. */
export async function assignmentOf(
  db: Executor,
  d: Pick<DelegateRow, 'commissionId' | 'delegationId'>,
): Promise<{ commissionName: string | null; delegationName: string | null; room: string | null }> {
  const commission = d.commissionId
    ? await db.selectFrom('commission').select(['name', 'room']).where('id', '=', d.commissionId).executeTakeFirst()
    : undefined;
  const delegation = d.delegationId
    ? await db.selectFrom('delegation').select('name').where('id', '=', d.delegationId).executeTakeFirst()
    : undefined;
  return { commissionName: commission?.name ?? null, delegationName: delegation?.name ?? null, room: commission?.room ?? null };
}
