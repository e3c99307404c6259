import { searchKey } from '@quorum/shared';
import type { Executor } from '../../db/database';
import { delegatesWithPlace } from '../../domain/delegates/delegates.store';
import { inDelegateNameOrder } from '../../db/spanish-order';

/** Delegates who get a badge (all but withdrawn ones) of a commission or of institutions, by last names; their badge codes, never their personal codes. */
export function findBadgeDelegates(db: Executor, filter: { commissionId: string } | { institutions: string[] }) {
  let q = delegatesWithPlace(db)
    .select([
      'delegate.firstNames',
      'delegate.lastNames',
      'delegate.institution',
      'delegate.badgeCode',
      'commission.name as commissionName',
      'delegation.name as delegationName',
    ])
    .where('delegate.status', '!=', 'retirado');
  q =
    'commissionId' in filter
      ? q.where('delegate.commissionId', '=', filter.commissionId)
      : q.where('delegate.institution', 'in', filter.institutions.length ? filter.institutions : ['']);
  return q.$call(inDelegateNameOrder).execute();
}

/** The stored spellings of an institution typed without caring for accents or case ("colegio san jose"). */
export async function institutionsMatching(db: Executor, typed: string): Promise<string[]> {
  const key = searchKey(typed);
  const rows = await db.selectFrom('delegate').select('institution').distinct().execute();
  return rows.map((r) => r.institution).filter((name) => searchKey(name) === key);
}

export async function findCommissionName(db: Executor, id: string): Promise<string | undefined> {
  return (await db.selectFrom('commission').select('name').where('id', '=', id).executeTakeFirst())?.name;
}
