import { countsAsPositionPaper, type PublicDocument } from '@quorum/shared';
import type { Executor } from '../../db/database';

/**
 * Reads of a commission's documents that other features need: which delegations have a position paper (the
 * awards' eligibility) and the documents everyone may see (`/`).
 */

/** The delegations of the commission whose position paper was received (it has a file) and not rejected. */
export async function delegationsWithPositionPaper(db: Executor, commissionId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('document')
    .select(['document.kind', 'document.status', 'document.authorDelegationId'])
    .where('document.commissionId', '=', commissionId)
    .where('document.kind', '=', 'posicion')
    .where('document.authorDelegationId', 'is not', null)
    .where((eb) =>
      eb.exists(eb.selectFrom('documentVersion').select('documentVersion.id').whereRef('documentVersion.documentId', '=', 'document.id')),
    )
    .execute();
  return new Set(rows.filter(countsAsPositionPaper).map((r) => r.authorDelegationId as string));
}

/** The address anyone downloads a public document's latest file from. */
export function publicDocumentUrl(documentId: string): string {
  return `/api/public-documents/${documentId}/file`;
}

/** The `publico` documents of each commission asked, in the order they were created. */
export async function publicDocumentsOf(db: Executor, commissionIds: readonly string[]): Promise<Map<string, PublicDocument[]>> {
  const out = new Map<string, PublicDocument[]>(commissionIds.map((id) => [id, []]));
  if (commissionIds.length === 0) return out;
  const docs = await db
    .selectFrom('document')
    .select(['id', 'commissionId', 'kind', 'title', 'authorDelegationId'])
    .where('commissionId', 'in', commissionIds)
    .where('visibility', '=', 'publico')
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  if (docs.length === 0) return out;
  const ids = docs.map((d) => d.id);
  const [links, versions] = await Promise.all([
    db
      .selectFrom('documentDelegation')
      .innerJoin('delegation', 'delegation.id', 'documentDelegation.delegationId')
      .select(['documentDelegation.documentId', 'delegation.id', 'delegation.name'])
      .where('documentDelegation.documentId', 'in', ids)
      .where('documentDelegation.role', '=', 'patrocinador')
      .orderBy('delegation.position')
      .orderBy('delegation.name')
      .execute(),
    db.selectFrom('documentVersion').select(['documentId', 'number', 'mediaType']).where('documentId', 'in', ids).execute(),
  ]);
  const authorIds = docs.flatMap((d) => (d.authorDelegationId ? [d.authorDelegationId] : []));
  const authors = authorIds.length
    ? new Map((await db.selectFrom('delegation').select(['id', 'name']).where('id', 'in', authorIds).execute()).map((r) => [r.id, r.name]))
    : new Map<string, string>();
  const latest = new Map<string, { number: number; mediaType: string }>();
  for (const v of versions) {
    const seen = latest.get(v.documentId);
    if (!seen || v.number > seen.number) latest.set(v.documentId, v);
  }
  for (const d of docs) {
    const author = d.authorDelegationId ? authors.get(d.authorDelegationId) : undefined;
    const sponsors = links.filter((l) => l.documentId === d.id && l.id !== d.authorDelegationId).map((l) => l.name);
    const file = latest.get(d.id);
    out.get(d.commissionId)?.push({
      id: d.id,
      kind: d.kind as PublicDocument['kind'],
      title: d.title,
      authors: [...(author ? [author] : []), ...sponsors],
      url: file ? publicDocumentUrl(d.id) : null,
      mediaType: file?.mediaType ?? null,
    });
  }
  return out;
}
