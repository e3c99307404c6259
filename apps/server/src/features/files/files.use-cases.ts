import { type ChangeFileInput, GENERAL_SCOPE, type ScopeUsage, type StoredFileEntry } from '@quorum/shared';
import type { AppContext } from '../../context';
import type { Db, Executor } from '../../db/database';
import { type Actor, recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { newId, nowIso } from '../../lib/ids';
import type { ReceivedFile } from '../../lib/storage/storage';
import { isLive } from './files.policy';
import { type FileRow, findCommissionNames, findFile, insertFile, updateFile, usageByScope } from './files.repository';

import { loadTree, liveFolder, liveFile, filesWithNames } from './files.scope';

/** The folder an upload goes to: checked before any byte is read. */
export async function assertUploadFolder(db: Executor, scope: string, folderId: string | null): Promise<void> {
  liveFolder(await loadTree(db, scope), folderId);
}

/** Records a stored upload in `folderId`; the stored bytes are deleted when the row cannot be written. */
export async function recordUpload(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  scope: string,
  folderId: string | null,
  received: ReceivedFile,
  actor: Actor,
): Promise<StoredFileEntry> {
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const row: FileRow = {
        id: newId(),
        scope,
        folderId,
        name: received.originalName,
        storageKey: received.key,
        mediaType: received.mediaType,
        size: received.size,
        sha256: received.sha256,
        uploadedBy: actor.uid,
        createdAt: nowIso(),
        deletedAt: null,
      };
      await insertFile(trx, row);
      await recordAudit(trx, actor, {
        action: 'file.uploaded',
        entity: 'file',
        entityId: row.id,
        after: { scope, folderId, name: row.name, size: row.size, mediaType: row.mediaType },
      });
      return (await filesWithNames(trx, [row]))[0] as StoredFileEntry;
    });
  } catch (error) {
    await ctx.storage.delete(received.key).catch(() => {});
    throw error;
  }
}

/** Renames and/or moves a file to another visible folder of its scope. */
export async function changeFile(db: Db, scope: string, id: string, input: ChangeFileInput, actor: Actor): Promise<StoredFileEntry> {
  return db.transaction().execute(async (trx) => {
    const tree = await loadTree(trx, scope);
    const file = await liveFile(trx, tree, scope, id);
    const name = input.name ?? file.name;
    const folderId = input.folderId === undefined ? file.folderId : input.folderId;
    if (folderId !== file.folderId) liveFolder(tree, folderId);
    await updateFile(trx, id, { name, folderId });
    const before = { name: file.name, folderId: file.folderId };
    if (name !== file.name)
      await recordAudit(trx, actor, { action: 'file.renamed', entity: 'file', entityId: id, before, after: { name } });
    if (folderId !== file.folderId)
      await recordAudit(trx, actor, { action: 'file.moved', entity: 'file', entityId: id, before, after: { folderId } });
    return (await filesWithNames(trx, [{ ...file, name, folderId }]))[0] as StoredFileEntry;
  });
}

/** A visible file, for its download. */
export async function fileToDownload(db: Executor, scope: string, id: string): Promise<FileRow> {
  return liveFile(db, await loadTree(db, scope), scope, id);
}

/** Puts a file in the trash. */
export async function trashFile(db: Db, scope: string, id: string, actor: Actor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const file = await liveFile(trx, await loadTree(trx, scope), scope, id);
    await updateFile(trx, id, { deletedAt: nowIso() });
    await recordAudit(trx, actor, { action: 'file.deleted', entity: 'file', entityId: id, before: { scope, name: file.name } });
  });
}

/** Takes a file out of the trash, back in its folder (to the top when that folder is gone). */
export async function restoreFile(db: Db, scope: string, id: string, actor: Actor): Promise<StoredFileEntry> {
  return db.transaction().execute(async (trx) => {
    const tree = await loadTree(trx, scope);
    const file = await findFile(trx, scope, id);
    if (!file?.deletedAt) throw new AppError('NOT_FOUND', 'El archivo no está en la papelera.');
    const folderId = isLive(tree, file.folderId) ? file.folderId : null;
    await updateFile(trx, id, { deletedAt: null, folderId });
    await recordAudit(trx, actor, { action: 'file.restored', entity: 'file', entityId: id, after: { scope, name: file.name, folderId } });
    return (await filesWithNames(trx, [{ ...file, folderId, deletedAt: null }]))[0] as StoredFileEntry;
  });
}

/** Space used per scope, the trash included (it keeps its bytes until purged): the general folder and each commission. */
export async function listUsage(db: Executor): Promise<ScopeUsage[]> {
  const usage = await usageByScope(db);
  const zero = { files: 0, bytes: 0, trashBytes: 0 };
  const commissions = await findCommissionNames(db);
  return [
    { scope: GENERAL_SCOPE, commissionId: null, name: 'General', ...(usage.get(GENERAL_SCOPE) ?? zero) },
    ...commissions.map((c) => ({ scope: c.id, commissionId: c.id, name: c.name, ...(usage.get(c.id) ?? zero) })),
  ];
}
