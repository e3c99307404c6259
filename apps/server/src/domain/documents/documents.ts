import { countsAsPositionPaper, type DocumentVisibility, type PublicDocument, publicDocumentFileUrl } from '@quorum/shared';
import type { Selectable } from 'kysely';
import type { Executor } from '../../db/database';
import type { DocumentVersionTable } from '../../db/schema';
import type { DownloadableFile } from '../../lib/storage/storage';

/**
 * Reads of a commission's documents that other features need: which delegations have a position paper (the
 * awards' eligibility), the documents everyone may see (`/`) and those the commission's delegates may read
 * with their personal link (`/verificator`).
 */

/** The delegations of the commission whose position paper was received (it has a file), not rejected nor in the trash. */
export async function delegationsWithPositionPaper(db: Executor, commissionId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('document')
    .select(['document.kind', 'document.status', 'document.authorDelegationId'])
    .where('document.commissionId', '=', commissionId)
    .where('document.kind', '=', 'posicion')
    .where('document.authorDelegationId', 'is not', null)
    .where('document.deletedAt', 'is', null)
    .where((eb) =>
      eb.exists(eb.selectFrom('documentVersion').select('documentVersion.id').whereRef('documentVersion.documentId', '=', 'document.id')),
    )
    .execute();
  return new Set(rows.filter(countsAsPositionPaper).map((r) => r.authorDelegationId as string));
}

/** A document version as the store serves it. */
export function versionDownload(v: Selectable<DocumentVersionTable>): DownloadableFile {
  return { key: v.fileKey, size: Number(v.size), mediaType: v.mediaType, name: v.name, sha256: v.sha256 };
}

/** Who may read a document of each visibility: anyone, or the commission's delegates too (the mesa reads all). */
const PUBLIC_ONLY: readonly DocumentVisibility[] = ['publico'];
export const FOR_DELEGATES: readonly DocumentVisibility[] = ['comision', 'publico'];

/** The `publico` documents of each commission asked (not those in the trash), in the order they were created. */
export function publicDocumentsOf(db: Executor, commissionIds: readonly string[]): Promise<Map<string, PublicDocument[]>> {
  return listedDocumentsOf(db, commissionIds, PUBLIC_ONLY, publicDocumentFileUrl);
}

/**
 * The latest file of a document of the commission its delegates may read (`comision` or `publico`, not in the
 * trash); undefined when there is none or it is not theirs to read.
 */
export async function delegateDocumentFile(db: Executor, commissionId: string, documentId: string) {
  return db
    .selectFrom('documentVersion')
    .innerJoin('document', 'document.id', 'documentVersion.documentId')
    .selectAll('documentVersion')
    .where('document.id', '=', documentId)
    .where('document.commissionId', '=', commissionId)
    .where('document.visibility', 'in', FOR_DELEGATES)
    .where('document.deletedAt', 'is', null)
    .orderBy('documentVersion.number', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * The documents of each commission asked with one of `visibilities` (not those in the trash), in the order they
 * were created, each with the address its latest file is read from.
 */
export async function listedDocumentsOf(
  db: Executor,
  commissionIds: readonly string[],
  visibilities: readonly DocumentVisibility[],
  urlOf: (documentId: string) => string,
): Promise<Map<string, PublicDocument[]>> {
  const out = new Map<string, PublicDocument[]>(commissionIds.map((id) => [id, []]));
  if (commissionIds.length === 0) return out;
  const docs = await db
    .selectFrom('document')
    .select(['id', 'commissionId', 'kind', 'title', 'authorDelegationId'])
    .where('commissionId', 'in', commissionIds)
    .where('visibility', 'in', visibilities)
    .where('deletedAt', 'is', null)
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
      url: file ? urlOf(d.id) : null,
      mediaType: file?.mediaType ?? null,
    });
  }
  return out;
}
