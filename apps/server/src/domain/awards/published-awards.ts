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

/** Every award with its category, commission and recipient, published or not (a commission without a status row: not). */
function awards(db: Executor) {
  return db
    .selectFrom('award')
    .leftJoin('awardStatus', 'awardStatus.commissionId', 'award.commissionId')
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
    .orderBy('commission.name')
    .orderBy('awardCategory.position')
    .orderBy('award.createdAt');
}

function publishedAwards(db: Executor) {
  return awards(db).where('awardStatus.publishedAt', 'is not', null);
}

function rowOf(r: Omit<PublishedAwardRow, 'recipient'>): PublishedAwardRow {
  return { ...r, recipient: r.delegationId ? 'delegacion' : 'delegado' };
}

/** A commission's award not published yet: its certificate is left out of an issue until the Gestor publishes. */
export interface UnpublishedAwardRow {
  awardId: string;
  categoryName: string;
  /** The delegation's name, or the delegate's names (first, then last). */
  recipientName: string;
}

/** The awards of a commission not published yet, in the categories' order. */
export async function findUnpublishedAwards(db: Executor, commissionId: string): Promise<UnpublishedAwardRow[]> {
  const rows = await awards(db)
    .leftJoin('delegate', 'delegate.id', 'award.delegateId')
    .select(['delegate.firstNames', 'delegate.lastNames'])
    .where('award.commissionId', '=', commissionId)
    .where('awardStatus.publishedAt', 'is', null)
    .execute();
  return rows.map((r) => ({
    awardId: r.awardId,
    categoryName: r.categoryName,
    recipientName: r.delegationName ?? `${r.firstNames ?? ''} ${r.lastNames ?? ''}`.replace(/\s+/g, ' ').trim(),
  }));
}

/** The published awards of every commission, or of one (for the certificates of award). */
export async function findPublishedAwards(db: Executor, commissionId?: string): Promise<PublishedAwardRow[]> {
  let query = publishedAwards(db);
  if (commissionId) query = query.where('award.commissionId', '=', commissionId);
  return (await query.execute()).map(rowOf);
}

type AwardHolder = { id: string; delegationId: string | null };

/** The published awards of one delegate: their own and their delegation's, as /verificator shows them. */
export async function findPublishedAwardsOf(db: Executor, delegate: AwardHolder): Promise<PublishedAwardView[]> {
  return (await findPublishedAwardsOfEach(db, [delegate])).get(delegate.id) ?? [];
}

/**
 * The published awards of each of several delegates (their own and their delegation's), by delegate id, read in one
 * statement: an advisor's view of a whole school.
 */
export async function findPublishedAwardsOfEach(
  db: Executor,
  delegates: readonly AwardHolder[],
): Promise<Map<string, PublishedAwardView[]>> {
  const byDelegate = new Map<string, PublishedAwardView[]>(delegates.map((d) => [d.id, []]));
  if (delegates.length === 0) return byDelegate;
  const delegationIds = [...new Set(delegates.flatMap((d) => (d.delegationId ? [d.delegationId] : [])))];
  const rows = await publishedAwards(db)
    .where((eb) =>
      eb.or([
        eb('award.delegateId', 'in', [...byDelegate.keys()]),
        ...(delegationIds.length ? [eb('award.delegationId', 'in', delegationIds)] : []),
      ]),
    )
    .execute();
  for (const r of rows.map(rowOf)) {
    const view: PublishedAwardView = {
      categoryName: r.categoryName,
      commissionName: r.commissionName,
      recipient: r.recipient,
      delegationName: r.recipient === 'delegacion' ? r.delegationName : null,
    };
    for (const d of delegates) {
      if (d.id === r.delegateId || (d.delegationId !== null && d.delegationId === r.delegationId)) byDelegate.get(d.id)?.push(view);
    }
  }
  return byDelegate;
}
