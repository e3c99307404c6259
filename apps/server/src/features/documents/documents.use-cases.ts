import type { CommissionDocument, DocumentStatus, documentInputSchema } from '@quorum/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { type Actor, recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import type { ReceivedFile } from '../../lib/storage/upload';
import { serializeWriters } from '../../lib/xact-lock';
import { assertTransition, delegationIdsOf } from './documents.policy';
import {
  commissionExists,
  type DocumentRow,
  type DocumentValues,
  findCommissionDelegationIds,
  findDocument,
  findDocuments,
  insertDocument,
  insertVersion,
  updateDocument,
  updateStatus,
} from './documents.repository';

type DocumentInput = z.output<typeof documentInputSchema>;

export async function commissionOr404(db: Executor, id: string): Promise<void> {
  if (!(await commissionExists(db, id))) throw new AppError('NOT_FOUND', 'La comisión no existe.');
}

export async function documentOr404(db: Executor, commissionId: string, id: string): Promise<DocumentRow> {
  const row = await findDocument(db, commissionId, id);
  if (!row) throw new AppError('NOT_FOUND', 'El documento no existe.');
  return row;
}

async function present(db: Executor, commissionId: string, id: string): Promise<CommissionDocument> {
  const [doc] = await findDocuments(db, commissionId, id);
  if (!doc) throw new AppError('NOT_FOUND', 'El documento no existe.');
  return doc;
}

/** The values to keep, each delegation checked to be of the commission. */
async function valuesOf(db: Executor, commissionId: string, input: DocumentInput): Promise<DocumentValues> {
  const author = input.authorDelegationId;
  const values: DocumentValues = {
    kind: input.kind,
    title: input.title,
    visibility: input.visibility,
    authorDelegationId: author,
    sponsorIds: [...new Set(input.sponsorIds)].filter((id) => id !== author),
    signatoryIds: [...new Set(input.signatoryIds)].filter((id) => id !== author),
  };
  const ids = delegationIdsOf(values);
  const known = await findCommissionDelegationIds(db, commissionId, ids);
  if (ids.some((id) => !known.has(id))) throw new AppError('DOCUMENT_DELEGATION_INVALID');
  return values;
}

export async function createDocument(
  ctx: AppContext,
  commissionId: string,
  input: DocumentInput,
  actor: Actor,
): Promise<CommissionDocument> {
  return ctx.db.transaction().execute(async (trx) => {
    await commissionOr404(trx, commissionId);
    const id = await insertDocument(trx, commissionId, await valuesOf(trx, commissionId, input), actor.uid);
    const created = await present(trx, commissionId, id);
    await recordAudit(trx, actor, { action: 'document.created', entity: 'document', entityId: id, after: created });
    return created;
  });
}

export async function changeDocument(
  ctx: AppContext,
  commissionId: string,
  id: string,
  input: DocumentInput,
  actor: Actor,
): Promise<CommissionDocument> {
  return ctx.db.transaction().execute(async (trx) => {
    await serializeWriters(trx, `document:${id}`);
    await documentOr404(trx, commissionId, id);
    const before = await present(trx, commissionId, id);
    await updateDocument(trx, id, await valuesOf(trx, commissionId, input));
    const after = await present(trx, commissionId, id);
    await recordAudit(trx, actor, { action: 'document.updated', entity: 'document', entityId: id, before, after });
    return after;
  });
}

/** recibido → en_revision → aprobado | rechazado (a rejection says why); anything else is refused with 409. */
export async function changeDocumentStatus(
  ctx: AppContext,
  commissionId: string,
  id: string,
  status: DocumentStatus,
  comment: string | null,
  actor: Actor,
): Promise<CommissionDocument> {
  return ctx.db.transaction().execute(async (trx) => {
    await serializeWriters(trx, `document:${id}`);
    const row = await documentOr404(trx, commissionId, id);
    assertTransition(row.status as DocumentStatus, status, comment);
    await updateStatus(trx, id, status, comment);
    await recordAudit(trx, actor, {
      action: 'document.status_changed',
      entity: 'document',
      entityId: id,
      before: { status: row.status, comment: row.statusComment },
      after: { status, comment },
    });
    return present(trx, commissionId, id);
  });
}

/**
 * Keeps an uploaded file as the document's next version (the earlier ones stay). A rejected document that
 * gets a new file is received again. When the document is gone meanwhile, the stored file is deleted.
 */
export async function addVersion(
  ctx: AppContext,
  commissionId: string,
  id: string,
  file: ReceivedFile,
  actor: Actor,
): Promise<CommissionDocument> {
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      await serializeWriters(trx, `document:${id}`);
      const row = await documentOr404(trx, commissionId, id);
      const version = await insertVersion(trx, id, { ...file, name: file.originalName }, actor.uid);
      if (row.status === 'rechazado') await updateStatus(trx, id, 'recibido', null);
      await recordAudit(trx, actor, {
        action: 'document.version_added',
        entity: 'document',
        entityId: id,
        after: { number: version.number, name: version.name, mediaType: version.mediaType, size: version.size, sha256: version.sha256 },
      });
      return present(trx, commissionId, id);
    });
  } catch (error) {
    await ctx.storage.delete(file.key).catch(() => {});
    throw error;
  }
}

export function listDocuments(ctx: AppContext, commissionId: string): Promise<CommissionDocument[]> {
  return findDocuments(ctx.db, commissionId);
}
