import type { DocumentKind, DocumentStatus, DocumentVisibility } from '@quorum/shared';
import type { Selectable } from 'kysely';
import type { Executor } from '../../db/database';
import type { DocumentVersionTable } from '../../db/schema';
import { newId, nowIso } from '../../lib/ids';

/**
 * The writes that make a commission's document and its versions (decision 020), in one place for the documents
 * feature (an upload) and for the papers' (an adopted resolution published among the documents, decision 038).
 */

export type VersionRow = Selectable<DocumentVersionTable>;

export interface DocumentValues {
  kind: DocumentKind;
  title: string;
  visibility: DocumentVisibility;
  authorDelegationId: string | null;
  sponsorIds: string[];
  signatoryIds: string[];
}

/** How a document starts besides its values: an upload is `recibido`; a published resolution is `aprobado`, with its paper. */
interface DocumentOrigin {
  status: DocumentStatus;
  paperId: string | null;
}

const UPLOADED: DocumentOrigin = { status: 'recibido', paperId: null };

export async function insertDocument(
  db: Executor,
  commissionId: string,
  values: DocumentValues,
  createdBy: string | null,
  origin: DocumentOrigin = UPLOADED,
): Promise<string> {
  const id = newId();
  const now = nowIso();
  await db
    .insertInto('document')
    .values({
      id,
      commissionId,
      kind: values.kind,
      title: values.title,
      visibility: values.visibility,
      status: origin.status,
      statusComment: null,
      authorDelegationId: values.authorDelegationId,
      createdBy,
      createdAt: now,
      updatedAt: now,
      paperId: origin.paperId,
    })
    .execute();
  await saveDocumentDelegations(db, id, values);
  return id;
}

/** The document's sponsors and signatories (its author is a column of its own). */
export async function saveDocumentDelegations(db: Executor, documentId: string, values: DocumentValues): Promise<void> {
  const rows = [
    ...values.sponsorIds.map((delegationId) => ({ documentId, delegationId, role: 'patrocinador' })),
    ...values.signatoryIds.map((delegationId) => ({ documentId, delegationId, role: 'firmante' })),
  ];
  if (rows.length) await db.insertInto('documentDelegation').values(rows).execute();
}

export function findLatestVersion(db: Executor, documentId: string): Promise<VersionRow | undefined> {
  return db
    .selectFrom('documentVersion')
    .selectAll()
    .where('documentId', '=', documentId)
    .orderBy('number', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** A stored file as the document's next version (numbered under the document's writer lock). */
export async function insertVersion(
  db: Executor,
  documentId: string,
  file: { key: string; mediaType: string; size: number; sha256: string; name: string },
  uploadedBy: string | null,
): Promise<VersionRow> {
  const last = await findLatestVersion(db, documentId);
  const row: VersionRow = {
    id: newId(),
    documentId,
    number: (last?.number ?? 0) + 1,
    fileKey: file.key,
    mediaType: file.mediaType,
    size: file.size,
    sha256: file.sha256,
    name: file.name,
    uploadedBy,
    createdAt: nowIso(),
  };
  await db.insertInto('documentVersion').values(row).execute();
  await db.updateTable('document').set({ updatedAt: row.createdAt }).where('id', '=', documentId).execute();
  return row;
}

/** The document that publishes a working paper, in use or in the trash; undefined while it is not published. */
export function findPaperDocument(db: Executor, paperId: string) {
  return db.selectFrom('document').select(['id', 'visibility', 'deletedAt']).where('paperId', '=', paperId).executeTakeFirst();
}
