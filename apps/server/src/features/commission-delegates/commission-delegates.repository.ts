import { type CommissionDelegate, PERSONAL_FIELDS, type PersonalField } from '@quorum/shared';
import type { Executor } from '../../db/database';
import { delegatesWithSeat } from '../../domain/delegates/delegates.store';
import { inDelegateNameOrder } from '../../db/spanish-order';

function selectRows(db: Executor) {
  return delegatesWithSeat(db).select([
    'delegate.id',
    ...PERSONAL_FIELDS.map((f) => `delegate.${f}` as const),
    'delegate.status',
    'delegate.delegationId',
    'delegation.name as delegationName',
    'delegate.assignmentManual',
    'delegate.verifiedAt',
    'delegate.checkedInAt',
  ]);
}
type Row = Awaited<ReturnType<ReturnType<typeof selectRows>['executeTakeFirstOrThrow']>>;

/** The delegates assigned to a commission, by last and first names, with the personal fields `seen` only. */
export async function findCommissionDelegates(
  db: Executor,
  commissionId: string,
  seen: readonly PersonalField[],
): Promise<CommissionDelegate[]> {
  const rows = await selectRows(db).where('delegate.commissionId', '=', commissionId).$call(inDelegateNameOrder).execute();
  return rows.map((r) => presentCommissionDelegate(r, seen));
}

/** One delegate as its chair sees it, with the personal fields `seen` only. */
export async function findCommissionDelegate(db: Executor, id: string, seen: readonly PersonalField[]): Promise<CommissionDelegate> {
  return presentCommissionDelegate(await selectRows(db).where('delegate.id', '=', id).executeTakeFirstOrThrow(), seen);
}

/** The commission and delegation of a delegation id (to check it belongs to the commission). */
export function findDelegationCommission(
  db: Executor,
  delegationId: string,
): Promise<{ id: string; commissionId: string; name: string } | undefined> {
  return db.selectFrom('delegation').select(['id', 'commissionId', 'name']).where('id', '=', delegationId).executeTakeFirst();
}

/** A row as the chair sees it: the personal fields they may not see are left out (personalFieldsSeenBy). */
function presentCommissionDelegate(r: Row, seen: readonly PersonalField[]): CommissionDelegate {
  const delegate: CommissionDelegate = {
    ...r,
    documentType: r.documentType as CommissionDelegate['documentType'],
    status: r.status as CommissionDelegate['status'],
    delegationName: r.delegationName ?? null,
    assignmentManual: Boolean(r.assignmentManual),
  };
  for (const field of PERSONAL_FIELDS) if (!seen.includes(field)) delete delegate[field as keyof CommissionDelegate];
  return delegate;
}
