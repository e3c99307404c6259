import type { Selectable } from 'kysely';
import type { Executor } from '../../db/database';
import type { AdvisorLinkTable } from '../../db/schema';
import { delegatesWithPlace } from '../../domain/delegates/delegates.store';
import { inDelegateNameOrder } from '../../db/spanish-order';

export type AdvisorLinkRow = Selectable<AdvisorLinkTable>;

/** Each institution the delegates come from (as their records write it, non-empty), with how many, in Spanish order. */
export function findInstitutions(db: Executor) {
  return db
    .selectFrom('delegate')
    .select(['institution', (eb) => eb.fn.countAll<number>().as('delegates'), (eb) => eb.fn.min('institutionKey').as('sortKey')])
    .where('institution', '<>', '')
    .groupBy('institution')
    .orderBy('sortKey')
    .execute();
}

/** The links in force (not revoked), one per institution at most. */
export function findActiveLinks(db: Executor): Promise<AdvisorLinkRow[]> {
  return db.selectFrom('advisorLink').selectAll().where('revokedAt', 'is', null).execute();
}

export function findActiveLinkById(db: Executor, id: string): Promise<AdvisorLinkRow | undefined> {
  return db.selectFrom('advisorLink').selectAll().where('id', '=', id).where('revokedAt', 'is', null).executeTakeFirst();
}

export async function countInstitutionDelegates(db: Executor, institution: string): Promise<number> {
  const row = await db
    .selectFrom('delegate')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('institution', '=', institution)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertLink(db: Executor, row: AdvisorLinkRow): Promise<void> {
  await db.insertInto('advisorLink').values(row).execute();
}

/** Revokes the institution's links in force (a new one replaces them). */
export async function revokeInstitutionLinks(db: Executor, institution: string, at: string, by: string | null): Promise<void> {
  await db
    .updateTable('advisorLink')
    .set({ revokedAt: at, revokedBy: by })
    .where('institution', '=', institution)
    .where('revokedAt', 'is', null)
    .execute();
}

export async function revokeLinkRow(db: Executor, id: string, at: string, by: string | null): Promise<boolean> {
  const result = await db
    .updateTable('advisorLink')
    .set({ revokedAt: at, revokedBy: by })
    .where('id', '=', id)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The institution's delegates with where they sit, in Spanish name order. */
export function findInstitutionDelegates(db: Executor, institution: string) {
  return delegatesWithPlace(db)
    .select([
      'delegate.id',
      'delegate.firstNames',
      'delegate.lastNames',
      'delegate.status',
      'delegate.commissionId',
      'delegate.delegationId',
      'commission.name as commissionName',
      'delegation.name as delegationName',
    ])
    .where('delegate.institution', '=', institution)
    .$call(inDelegateNameOrder)
    .execute();
}
