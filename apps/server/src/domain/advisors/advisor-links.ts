import type { Executor } from '../../db/database';

/**
 * The institution whose advisor's link in force has this code (decision 040), or undefined (unknown, revoked or
 * replaced): what the advisors' view and the certificates it downloads both check.
 */
export async function findAdvisorInstitution(db: Executor, code: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('advisorLink')
    .select('institution')
    .where('code', '=', code)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  return row?.institution;
}

/** Whether the delegate is of the institution of the advisor's link in force with this code. */
export async function isAdvisorsDelegate(db: Executor, code: string, delegateId: string): Promise<boolean> {
  const row = await db
    .selectFrom('advisorLink')
    .innerJoin('delegate', 'delegate.institution', 'advisorLink.institution')
    .select('delegate.id')
    .where('advisorLink.code', '=', code)
    .where('advisorLink.revokedAt', 'is', null)
    .where('delegate.id', '=', delegateId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The valid certificates of these delegates (not revoked): what an advisor may download for each. */
export function findValidCertificatesOf(db: Executor, delegateIds: readonly string[]) {
  if (delegateIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('certificate')
    .select(['id', 'delegateId', 'kind', 'title'])
    .where('delegateId', 'in', [...delegateIds])
    .where('revokedAt', 'is', null)
    .orderBy('issuedAt')
    .execute();
}
