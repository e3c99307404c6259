import { Readable } from 'node:stream';
import {
  type ChangeFileInput,
  type ChangeFolderInput,
  type CreateFolderInput,
  type Folder,
  type FolderListing,
  GENERAL_SCOPE,
  nameKeyOf,
  type ScopeUsage,
  type StoredFileEntry,
  TRASH_DAYS,
  trashCutoff,
  type Trash,
} from '@quorum/shared';
import yazl from 'yazl';
import type { AppContext } from '../../context';
import type { Db, Executor } from '../../db/database';
import { type Actor, recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { newId, nowIso } from '../../lib/ids';
import type { ReceivedFile } from '../../lib/storage/storage';
import type { FileStorage } from '../../lib/storage/storage';
import {
  fitsInZip,
  type FolderTree,
  isCompressedAlready,
  isInside,
  isLive,
  pathTo,
  subtreeOf,
  treeOf,
  uniqueEntryName,
} from './files.policy';
import {
  deleteFileRow,
  deleteFolderRows,
  type FileRow,
  findCommissionNames,
  findDeletedFiles,
  findExpired,
  findFile,
  findFilesIn,
  findScopeFolders,
  type FolderRow,
  insertFile,
  insertFolder,
  presentFile,
  presentFolder,
  updateFile,
  updateFolder,
  uploaderNames,
  usageByScope,
} from './files.repository';

const folderGone = () => new AppError('NOT_FOUND', 'La carpeta no existe o está en la papelera.');
const fileGone = () => new AppError('NOT_FOUND', 'El archivo no existe o está en la papelera.');

async function loadTree(db: Executor, scope: string): Promise<FolderTree> {
  return treeOf(await findScopeFolders(db, scope));
}

/** The folder `id` when it is visible (null: the top); NOT_FOUND otherwise. */
function liveFolder(tree: FolderTree, id: string | null): FolderRow | null {
  if (id === null) return null;
  if (!isLive(tree, id)) throw folderGone();
  return tree.get(id) as FolderRow;
}

/** A visible file of the scope (not deleted, in a visible folder); NOT_FOUND otherwise. */
async function liveFile(db: Executor, tree: FolderTree, scope: string, id: string): Promise<FileRow> {
  const file = await findFile(db, scope, id);
  if (!file || file.deletedAt || !isLive(tree, file.folderId)) throw fileGone();
  return file;
}

/** FOLDER_NAME_TAKEN when a visible folder of `parentId` other than `exceptId` has the name. */
function assertNameFree(tree: FolderTree, parentId: string | null, name: string, exceptId?: string): void {
  const key = nameKeyOf(name);
  for (const f of tree.values())
    if (f.parentId === parentId && f.id !== exceptId && f.deletedAt === null && f.nameKey === key) throw new AppError('FOLDER_NAME_TAKEN');
}

async function filesWithNames(db: Executor, rows: readonly FileRow[]): Promise<StoredFileEntry[]> {
  const names = await uploaderNames(
    db,
    rows.map((r) => r.uploadedBy).filter((u): u is string => !!u),
  );
  return rows.map((r) => presentFile(r, names));
}

/** Bytes the scope's stored files take, the trash included (they stay stored until purged). */
async function usedBytesOf(db: Executor, scope: string): Promise<number> {
  return (await usageByScope(db, scope)).get(scope)?.bytes ?? 0;
}

/** A folder's content (null: the scope's top), with the path to it. */
export async function listFolder(db: Executor, scope: string, folderId: string | null): Promise<FolderListing> {
  const tree = await loadTree(db, scope);
  const folder = liveFolder(tree, folderId);
  const folders = [...tree.values()].filter((f) => f.parentId === folderId && f.deletedAt === null);
  return {
    folder: folder && presentFolder(folder),
    path: pathTo(tree, folderId).map(presentFolder),
    folders: folders.map(presentFolder),
    files: await filesWithNames(db, await findFilesIn(db, scope, [folderId])),
    usedBytes: await usedBytesOf(db, scope),
  };
}

/** Every visible folder of the scope (where a file or folder may be moved to). */
export async function listAllFolders(db: Executor, scope: string): Promise<Folder[]> {
  const tree = await loadTree(db, scope);
  return [...tree.values()].filter((f) => isLive(tree, f.id)).map(presentFolder);
}

/** A new folder in `parentId` (a visible folder of the scope, or the top). */
export async function createFolder(db: Db, scope: string, input: CreateFolderInput, actor: Actor): Promise<Folder> {
  return db.transaction().execute(async (trx) => {
    const tree = await loadTree(trx, scope);
    liveFolder(tree, input.parentId);
    assertNameFree(tree, input.parentId, input.name);
    const row: FolderRow = {
      id: newId(),
      scope,
      parentId: input.parentId,
      name: input.name,
      nameKey: nameKeyOf(input.name),
      createdBy: actor.uid,
      createdAt: nowIso(),
      deletedAt: null,
    };
    await insertFolder(trx, row);
    await recordAudit(trx, actor, {
      action: 'folder.created',
      entity: 'folder',
      entityId: row.id,
      after: { scope, parentId: row.parentId, name: row.name },
    });
    return presentFolder(row);
  });
}

/** Renames and/or moves a folder within its scope; never into itself or one of its subfolders. */
export async function changeFolder(db: Db, scope: string, id: string, input: ChangeFolderInput, actor: Actor): Promise<Folder> {
  return db.transaction().execute(async (trx) => {
    const tree = await loadTree(trx, scope);
    const folder = liveFolder(tree, id) as FolderRow;
    const name = input.name ?? folder.name;
    const parentId = input.parentId === undefined ? folder.parentId : input.parentId;
    if (parentId !== folder.parentId) {
      liveFolder(tree, parentId);
      if (isInside(tree, parentId, id)) throw new AppError('FOLDER_INTO_ITSELF');
    }
    assertNameFree(tree, parentId, name, id);
    await updateFolder(trx, id, { name, nameKey: nameKeyOf(name), parentId });
    const before = { name: folder.name, parentId: folder.parentId };
    if (name !== folder.name)
      await recordAudit(trx, actor, { action: 'folder.renamed', entity: 'folder', entityId: id, before, after: { name } });
    if (parentId !== folder.parentId)
      await recordAudit(trx, actor, { action: 'folder.moved', entity: 'folder', entityId: id, before, after: { parentId } });
    return presentFolder({ ...folder, name, parentId });
  });
}

/** Puts a folder (and with it everything inside) in the trash. */
export async function trashFolder(db: Db, scope: string, id: string, actor: Actor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const folder = liveFolder(await loadTree(trx, scope), id) as FolderRow;
    await updateFolder(trx, id, { deletedAt: nowIso() });
    await recordAudit(trx, actor, { action: 'folder.deleted', entity: 'folder', entityId: id, before: { scope, name: folder.name } });
  });
}

/** Takes a folder out of the trash, back where it was (to the top when that folder is gone). */
export async function restoreFolder(db: Db, scope: string, id: string, actor: Actor): Promise<Folder> {
  return db.transaction().execute(async (trx) => {
    const tree = await loadTree(trx, scope);
    const folder = tree.get(id);
    if (!folder?.deletedAt) throw new AppError('NOT_FOUND', 'La carpeta no está en la papelera.');
    const parentId = isLive(tree, folder.parentId) ? folder.parentId : null;
    assertNameFree(tree, parentId, folder.name, id);
    await updateFolder(trx, id, { deletedAt: null, parentId });
    await recordAudit(trx, actor, {
      action: 'folder.restored',
      entity: 'folder',
      entityId: id,
      after: { scope, name: folder.name, parentId },
    });
    return presentFolder({ ...folder, parentId, deletedAt: null });
  });
}

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

/** The scope's trash: folders and files deleted by hand, newest first. */
export async function listTrash(db: Executor, scope: string): Promise<Trash> {
  const folders = (await findScopeFolders(db, scope)).filter((f) => f.deletedAt !== null);
  folders.sort((x, y) => (y.deletedAt as string).localeCompare(x.deletedAt as string));
  return { folders: folders.map(presentFolder), files: await filesWithNames(db, await findDeletedFiles(db, scope)), purgeDays: TRASH_DAYS };
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

/**
 * A folder (null: the scope's top) as a ZIP written while the client reads it: its visible files and
 * subfolders, one stored file open at a time. FOLDER_ZIP_TOO_LARGE before anything is sent when it passes
 * the limits.
 */
export async function folderZip(
  db: Executor,
  storage: FileStorage,
  scope: string,
  folderId: string | null,
): Promise<{ name: string; stream: Readable }> {
  const tree = await loadTree(db, scope);
  const folder = liveFolder(tree, folderId);
  const folders = folderId ? subtreeOf(tree, folderId) : [...tree.values()].filter((f) => isLive(tree, f.id));
  // Parents before their subfolders, so each folder's path is known when its content is added.
  const visible = folders.filter((f) => isLive(tree, f.id)).sort((x, y) => pathTo(tree, x.id).length - pathTo(tree, y.id).length);
  const files = await findFilesIn(db, scope, [...(folderId ? [] : [null]), ...visible.map((f) => f.id)]);
  if (!fitsInZip(files)) throw new AppError('FOLDER_ZIP_TOO_LARGE');

  const zip = new yazl.ZipFile();
  const mtime = new Date();
  const taken = new Set<string>();
  const dirOf = new Map<string | null, string>([[folderId, '']]);
  for (const f of visible) {
    if (f.id === folderId) continue;
    const dir = `${dirOf.get(f.parentId) ?? ''}${uniqueEntryName(f.name, taken)}/`;
    dirOf.set(f.id, dir);
    zip.addEmptyDirectory(dir, { mtime });
  }
  for (const file of files) {
    const dir = dirOf.get(file.folderId) ?? '';
    const entry = `${dir}${uniqueEntryName(file.name, taken)}`;
    zip.addReadStreamLazy(entry, { compress: !isCompressedAlready(file.mediaType), mtime, size: file.size }, (done) => {
      storage.open(file.storageKey).then(
        (stream) => done(null, stream),
        (error: Error) => done(error, Readable.from([])),
      );
    });
  }
  zip.end();
  return { name: `${folder?.name ?? 'Archivos'}.zip`, stream: zip.outputStream as Readable };
}

/**
 * Purges what has been in the trash more than TRASH_DAYS: each file's stored bytes, then its row (a store
 * that fails keeps the row, tried again next time); a folder's whole content goes with it.
 */
export async function purgeTrash(ctx: Pick<AppContext, 'db' | 'storage'>, now = new Date()): Promise<{ files: number; folders: number }> {
  const cutoff = trashCutoff(now);
  const expired = await findExpired(ctx.db, cutoff);
  const files = new Map(expired.files.map((f) => [f.id, f]));
  const folderIds = new Set<string>();
  const byScope = new Map<string, FolderTree>();
  for (const folder of expired.folders) {
    const tree = byScope.get(folder.scope) ?? (await loadTree(ctx.db, folder.scope));
    byScope.set(folder.scope, tree);
    const inside = subtreeOf(tree, folder.id);
    for (const f of inside) folderIds.add(f.id);
    for (const file of await findFilesIn(
      ctx.db,
      folder.scope,
      inside.map((f) => f.id),
      { withDeleted: true },
    ))
      files.set(file.id, file);
  }
  let purged = 0;
  let failed = false;
  for (const file of files.values()) {
    try {
      await ctx.storage.delete(file.storageKey);
      await deleteFileRow(ctx.db, file.id);
      purged++;
    } catch {
      failed = true;
    }
  }
  // A folder goes only when all its files went.
  const folders = failed ? [] : [...folderIds];
  if (purged || folders.length)
    await ctx.db.transaction().execute(async (trx) => {
      await deleteFolderRows(trx, folders);
      await recordAudit(
        trx,
        { uid: null, ip: null },
        { action: 'file.purged', entity: 'file', entityId: null, after: { files: purged, folders: folders.length, days: TRASH_DAYS } },
      );
    });
  return { files: purged, folders: folders.length };
}
