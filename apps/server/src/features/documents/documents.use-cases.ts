import {
  type CommissionDocument,
  type DocumentStatus,
  type DocumentTrash,
  type documentInputSchema,
  TRASH_DAYS,
  trashCutoff,
} from '@quorum/shared';
import type { z } from 'zod';
import { assertCommissionExists } from '../../domain/commissions/commission-rules';
import { type DocumentValues, insertDocument, insertVersion } from '../../domain/documents/document-writes';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { type Actor, recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { nowIso } from '../../lib/ids';
import type { ReceivedFile } from '../../lib/storage/storage';
import { serializeWriters } from '../../lib/xact-lock';
import { assertTransition, delegationIdsOf } from './documents.policy';
import {
  deleteDocumentRow,
  type DocumentRow,
  findCommissionDelegationIds,
  findDocument,
  findDocuments,
  findExpired,
  setDeleted,
  type Shelf,
  updateDocument,
  updateStatus,
} from './documents.repository';

type DocumentInput = z.output<typeof documentInputSchema>;

export async function commissionOr404(db: Executor, id: string): Promise<void> {
  await assertCommissionExists(db, id);
}

/** The document in use (or, with `trash`, in the trash); 404 otherwise. */
export async function documentOr404(db: Executor, commissionId: string, id: string, shelf: Shelf = 'live'): Promise<DocumentRow> {
  const row = await findDocument(db, commissionId, id, shelf);
  if (!row) throw new AppError('NOT_FOUND', shelf === 'live' ? 'El documento no existe.' : 'El documento no está en la papelera.');
  return row;
}

async function present(db: Executor, commissionId: string, id: string): Promise<CommissionDocument> {
  const [doc] = await findDocuments(db, commissionId, { onlyId: id });
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

/**
 * Puts a document in the trash: it leaves the list, the public pages and the awards' position papers; its
 * versions stay stored until it is restored or purged. A document already in the trash is 404.
 */
export async function trashDocument(ctx: AppContext, commissionId: string, id: string, actor: Actor): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await serializeWriters(trx, `document:${id}`);
    const row = await documentOr404(trx, commissionId, id);
    await setDeleted(trx, id, nowIso(), actor.uid);
    await recordAudit(trx, actor, {
      action: 'document.deleted',
      entity: 'document',
      entityId: id,
      before: { title: row.title, kind: row.kind, visibility: row.visibility, status: row.status },
    });
  });
}

/** Takes a document out of the trash, as it was. One that is not in the trash is 404. */
export async function restoreDocument(ctx: AppContext, commissionId: string, id: string, actor: Actor): Promise<CommissionDocument> {
  return ctx.db.transaction().execute(async (trx) => {
    await serializeWriters(trx, `document:${id}`);
    const row = await documentOr404(trx, commissionId, id, 'trash');
    await setDeleted(trx, id, null, null);
    await recordAudit(trx, actor, {
      action: 'document.restored',
      entity: 'document',
      entityId: id,
      after: { title: row.title, kind: row.kind, visibility: row.visibility, status: row.status },
    });
    return present(trx, commissionId, id);
  });
}

export async function listDocumentTrash(ctx: AppContext, commissionId: string): Promise<DocumentTrash> {
  return { documents: await findDocuments(ctx.db, commissionId, { shelf: 'trash' }), purgeDays: TRASH_DAYS };
}

/**
 * Purges the documents in the trash for more than TRASH_DAYS: each version's stored bytes, then the rows (a
 * store that fails keeps the document, tried again next time).
 */
export async function purgeDocumentTrash(ctx: Pick<AppContext, 'db' | 'storage'>, now = new Date()): Promise<number> {
  const cutoff = trashCutoff(now);
  let purged = 0;
  for (const doc of await findExpired(ctx.db, cutoff)) {
    try {
      for (const key of doc.keys) await ctx.storage.delete(key);
      await ctx.db.transaction().execute((trx) => deleteDocumentRow(trx, doc.id));
      purged++;
    } catch {
      // Kept, and tried again by the next purge.
    }
  }
  if (purged)
    await recordAudit(
      ctx.db,
      { uid: null, ip: null },
      { action: 'document.purged', entity: 'document', entityId: null, after: { documents: purged, days: TRASH_DAYS } },
    );
  return purged;
}
