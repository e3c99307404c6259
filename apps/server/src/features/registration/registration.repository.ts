import type { LegalKind } from '@quorum/shared';
import type { Executor } from '../../db/database';
import { spanishOrder } from '../../db/spanish-order';

/** Current (latest) version of a legal text; 0 while none has been published. */
export async function currentLegalVersion(db: Executor, kind: LegalKind): Promise<number> {
  const row = await db
    .selectFrom('legalText')
    .select((eb) => eb.fn.max('version').as('v'))
    .where('kind', '=', kind)
    .executeTakeFirst();
  return Number(row?.v ?? 0);
}

/** Commissions a delegate may prefer: the non-archived ones, by name. */
export async function openCommissions(db: Executor): Promise<{ id: string; name: string; acronym: string; topics: string[] }[]> {
  const rows = await db
    .selectFrom('commission')
    .select(['id', 'name', 'acronym', 'topics'])
    .where('archived', '=', 0)
    .orderBy(spanishOrder('name'))
    .execute();
  return rows.map((r) => ({ ...r, topics: JSON.parse(r.topics) as string[] }));
}
