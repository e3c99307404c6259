import { type ChangeFolderInput, type CreateFolderInput, type Folder, type FolderListing, nameKeyOf } from '@quorum/shared';
import type { Db, Executor } from '../../db/database';
import { type Actor, recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { newId, nowIso } from '../../lib/ids';
import { isInside, isLive, pathTo } from './files.policy';
import { findFilesIn, type FolderRow, insertFolder, presentFolder, updateFolder } from './files.repository';

import { loadTree, liveFolder, assertNameFree, filesWithNames, usedBytesOf } from './files.scope';

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
