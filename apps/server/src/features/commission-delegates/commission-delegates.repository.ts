import { CHAIR_PERSONAL_FIELDS, type CommissionDelegate } from '@quorum/shared';
import type { Executor } from '../../db/database';
import { spanishOrder } from '../../db/spanish-order';
import { delegatesWithSeat } from '../../domain/delegates/delegates.store';

function selectRows(db: Executor) {
  return delegatesWithSeat(db).select([
    'delegate.id',
    ...CHAIR_PERSONAL_FIELDS.map((f) => `delegate.${f}` as const),
    'delegate.status',
    'delegate.delegationId',
    'delegation.name as delegationName',
    'delegate.assignmentManual',
    'delegate.verifiedAt',
    'delegate.checkedInAt',
  ]);
}
type Row = Awaited<ReturnType<ReturnType<typeof selectRows>['executeTakeFirstOrThrow']>>;

/** The delegates assigned to a commission, by last and first names. */
export async function findCommissionDelegates(db: Executor, commissionId: string): Promise<CommissionDelegate[]> {
  const rows = await selectRows(db)
    .where('delegate.commissionId', '=', commissionId)
    .orderBy(spanishOrder('delegate.lastNames'))
    .orderBy(spanishOrder('delegate.firstNames'))
    .execute();
  return rows.map(presentCommissionDelegate);
}

export async function findCommissionDelegate(db: Executor, id: string): Promise<CommissionDelegate> {
  return presentCommissionDelegate(await selectRows(db).where('delegate.id', '=', id).executeTakeFirstOrThrow());
}

/** The commission and delegation of a delegation id (to check it belongs to the commission). */
export function findDelegationCommission(
  db: Executor,
  delegationId: string,
): Promise<{ id: string; commissionId: string; name: string } | undefined> {
  return db.selectFrom('delegation').select(['id', 'commissionId', 'name']).where('id', '=', delegationId).executeTakeFirst();
}

function presentCommissionDelegate(r: Row): CommissionDelegate {
  return {
    ...r,
    status: r.status as CommissionDelegate['status'],
    delegationName: r.delegationName ?? null,
    assignmentManual: Boolean(r.assignmentManual),
  };
}
