import type { CommissionDocument, DocumentKind, DocumentStatus, DocumentVisibility } from '@quorum/shared';
import type { Selectable } from 'kysely';
import type { Executor } from '../../db/database';
import type { DocumentTable } from '../../db/schema';
import { type DocumentValues, saveDocumentDelegations, type VersionRow } from '../../domain/documents/document-writes';
import { nowIso } from '../../lib/ids';

export type DocumentRow = Selectable<DocumentTable>;

/** The roles of a document's delegations besides its author. */
type DelegationRole = 'patrocinador' | 'firmante';

/** Which documents a read sees: those in use (the default) or those in the trash. */
export type Shelf = 'live' | 'trash';

export function findDocument(db: Executor, commissionId: string, id: string, shelf: Shelf = 'live'): Promise<DocumentRow | undefined> {
  return db
    .selectFrom('document')
    .selectAll()
    .where('id', '=', id)
    .where('commissionId', '=', commissionId)
    .where('deletedAt', shelf === 'live' ? 'is' : 'is not', null)
    .executeTakeFirst();
}

export function findPublicDocument(db: Executor, id: string): Promise<DocumentRow | undefined> {
  return db
    .selectFrom('document')
    .selectAll()
    .where('id', '=', id)
    .where('visibility', '=', 'publico')
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
}

export function findVersion(db: Executor, documentId: string, versionId: string): Promise<VersionRow | undefined> {
  return db.selectFrom('documentVersion').selectAll().where('id', '=', versionId).where('documentId', '=', documentId).executeTakeFirst();
}

/** The ids among `ids` that are delegations of the commission. */
export async function findCommissionDelegationIds(db: Executor, commissionId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('delegation').select('id').where('commissionId', '=', commissionId).where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

export async function updateDocument(db: Executor, id: string, values: DocumentValues): Promise<void> {
  await db
    .updateTable('document')
    .set({
      kind: values.kind,
      title: values.title,
      visibility: values.visibility,
      authorDelegationId: values.authorDelegationId,
      updatedAt: nowIso(),
    })
    .where('id', '=', id)
    .execute();
  await db.deleteFrom('documentDelegation').where('documentId', '=', id).execute();
  await saveDocumentDelegations(db, id, values);
}

/** Puts a document in the trash (`at` set) or takes it out (null). */
export async function setDeleted(db: Executor, id: string, at: string | null, by: string | null): Promise<void> {
  await db.updateTable('document').set({ deletedAt: at, deletedBy: by }).where('id', '=', id).execute();
}

/** Documents in the trash since before `cutoff`, with the store keys of their versions. */
export async function findExpired(db: Executor, cutoff: string): Promise<{ id: string; keys: string[] }[]> {
  const docs = await db.selectFrom('document').select('id').where('deletedAt', '<', cutoff).execute();
  if (docs.length === 0) return [];
  const ids = docs.map((d) => d.id);
  const versions = await db.selectFrom('documentVersion').select(['documentId', 'fileKey']).where('documentId', 'in', ids).execute();
  return ids.map((id) => ({ id, keys: versions.filter((v) => v.documentId === id).map((v) => v.fileKey) }));
}

/** Removes a purged document with its versions and delegations. */
export async function deleteDocumentRow(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('documentVersion').where('documentId', '=', id).execute();
  await db.deleteFrom('documentDelegation').where('documentId', '=', id).execute();
  await db.deleteFrom('document').where('id', '=', id).execute();
}

export async function updateStatus(db: Executor, id: string, status: DocumentStatus, comment: string | null): Promise<void> {
  await db.updateTable('document').set({ status, statusComment: comment, updatedAt: nowIso() }).where('id', '=', id).execute();
}

/**
 * The commission's documents in use (or in the trash), or the one asked, with their delegations and versions:
 * newest first, the trash by its newest deletion.
 */
export async function findDocuments(
  db: Executor,
  commissionId: string,
  { onlyId, shelf = 'live' }: { onlyId?: string; shelf?: Shelf } = {},
): Promise<CommissionDocument[]> {
  let query = db.selectFrom('document').selectAll().where('commissionId', '=', commissionId);
  query = onlyId ? query.where('id', '=', onlyId) : query.where('deletedAt', shelf === 'live' ? 'is' : 'is not', null);
  const docs = await query
    .orderBy(shelf === 'live' ? 'createdAt' : 'deletedAt', 'desc')
    .orderBy('id')
    .execute();
  if (docs.length === 0) return [];
  const ids = docs.map((d) => d.id);
  const [delegations, links, versions] = await Promise.all([
    db
      .selectFrom('delegation')
      .select(['id', 'name'])
      .where('commissionId', '=', commissionId)
      .orderBy('position')
      .orderBy('name')
      .execute(),
    db.selectFrom('documentDelegation').selectAll().where('documentId', 'in', ids).execute(),
    db.selectFrom('documentVersion').selectAll().where('documentId', 'in', ids).orderBy('number', 'desc').execute(),
  ]);
  const names = new Map(delegations.map((d) => [d.id, d.name]));
  const order = new Map(delegations.map((d, i) => [d.id, i]));
  const refs = (documentId: string, role: DelegationRole) =>
    links
      .filter((l) => l.documentId === documentId && l.role === role)
      .sort((a, b) => (order.get(a.delegationId) ?? 0) - (order.get(b.delegationId) ?? 0))
      .map((l) => ({ id: l.delegationId, name: names.get(l.delegationId) ?? '—' }));
  return docs.map((d) => ({
    id: d.id,
    commissionId: d.commissionId,
    kind: d.kind as DocumentKind,
    title: d.title,
    visibility: d.visibility as DocumentVisibility,
    status: d.status as DocumentStatus,
    statusComment: d.statusComment,
    author: d.authorDelegationId ? { id: d.authorDelegationId, name: names.get(d.authorDelegationId) ?? '—' } : null,
    sponsors: refs(d.id, 'patrocinador'),
    signatories: refs(d.id, 'firmante'),
    versions: versions
      .filter((v) => v.documentId === d.id)
      .map((v) => ({ id: v.id, number: v.number, name: v.name, mediaType: v.mediaType, size: Number(v.size), createdAt: v.createdAt })),
    createdAt: d.createdAt,
    updatedAt: d.updatedAt,
    deletedAt: d.deletedAt,
  }));
}
