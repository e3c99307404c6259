import type { AwardRecipient, PublishedAwardView } from '@quorum/shared';
import type { Executor } from '../../db/database';

/** A published award: what a certificate of award needs. */
export interface PublishedAwardRow {
  awardId: string;
  categoryName: string;
  commissionId: string;
  commissionName: string;
  recipient: AwardRecipient;
  /** Set for a delegate's award. */
  delegateId: string | null;
  /** Set for a delegation's award: each delegate of the delegation is recognised. */
  delegationId: string | null;
  delegationName: string | null;
}

function publishedAwards(db: Executor) {
  return db
    .selectFrom('award')
    .innerJoin('awardStatus', 'awardStatus.commissionId', 'award.commissionId')
    .innerJoin('awardCategory', 'awardCategory.id', 'award.categoryId')
    .innerJoin('commission', 'commission.id', 'award.commissionId')
    .leftJoin('delegation', 'delegation.id', 'award.delegationId')
    .select([
      'award.id as awardId',
      'awardCategory.name as categoryName',
      'award.commissionId',
      'commission.name as commissionName',
      'award.delegateId',
      'award.delegationId',
      'delegation.name as delegationName',
    ])
    .where('awardStatus.publishedAt', 'is not', null)
    .orderBy('commission.name')
    .orderBy('awardCategory.position')
    .orderBy('award.createdAt');
}

function rowOf(r: Omit<PublishedAwardRow, 'recipient'>): PublishedAwardRow {
  return { ...r, recipient: r.delegationId ? 'delegacion' : 'delegado' };
}

/** The published awards of every commission, or of one (for the certificates of award). */
export async function findPublishedAwards(db: Executor, commissionId?: string): Promise<PublishedAwardRow[]> {
  let query = publishedAwards(db);
  if (commissionId) query = query.where('award.commissionId', '=', commissionId);
  return (await query.execute()).map(rowOf);
}

/** The published awards of one delegate: their own and their delegation's, as /verificator shows them. */
export async function findPublishedAwardsOf(
  db: Executor,
  delegate: { id: string; delegationId: string | null },
): Promise<PublishedAwardView[]> {
  const rows = await publishedAwards(db)
    .where((eb) =>
      delegate.delegationId
        ? eb.or([eb('award.delegateId', '=', delegate.id), eb('award.delegationId', '=', delegate.delegationId)])
        : eb('award.delegateId', '=', delegate.id),
    )
    .execute();
  return rows.map(rowOf).map((r) => ({
    categoryName: r.categoryName,
    commissionName: r.commissionName,
    recipient: r.recipient,
    delegationName: r.recipient === 'delegacion' ? r.delegationName : null,
  }));
}
