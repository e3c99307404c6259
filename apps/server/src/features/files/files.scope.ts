import { nameKeyOf, type StoredFileEntry } from '@quorum/shared';
import type { Executor } from '../../db/database';
import { AppError } from '../../lib/errors';
import { type FolderTree, isLive, treeOf } from './files.policy';
import { type FileRow, findFile, findScopeFolders, type FolderRow, presentFile, uploaderNames, usageByScope } from './files.repository';

/** What the files' use cases share: a scope's folder tree, the visible folder or file named, names free in a folder, the space used. */

const folderGone = () => new AppError('NOT_FOUND', 'La carpeta no existe o está en la papelera.');
const fileGone = () => new AppError('NOT_FOUND', 'El archivo no existe o está en la papelera.');

export async function loadTree(db: Executor, scope: string): Promise<FolderTree> {
  return treeOf(await findScopeFolders(db, scope));
}

/** The folder `id` when it is visible (null: the top); NOT_FOUND otherwise. */
export function liveFolder(tree: FolderTree, id: string | null): FolderRow | null {
  if (id === null) return null;
  if (!isLive(tree, id)) throw folderGone();
  return tree.get(id) as FolderRow;
}

/** A visible file of the scope (not deleted, in a visible folder); NOT_FOUND otherwise. */
export async function liveFile(db: Executor, tree: FolderTree, scope: string, id: string): Promise<FileRow> {
  const file = await findFile(db, scope, id);
  if (!file || file.deletedAt || !isLive(tree, file.folderId)) throw fileGone();
  return file;
}

/** FOLDER_NAME_TAKEN when a visible folder of `parentId` other than `exceptId` has the name. */
export function assertNameFree(tree: FolderTree, parentId: string | null, name: string, exceptId?: string): void {
  const key = nameKeyOf(name);
  for (const f of tree.values())
    if (f.parentId === parentId && f.id !== exceptId && f.deletedAt === null && f.nameKey === key) throw new AppError('FOLDER_NAME_TAKEN');
}

export async function filesWithNames(db: Executor, rows: readonly FileRow[]): Promise<StoredFileEntry[]> {
  const names = await uploaderNames(
    db,
    rows.map((r) => r.uploadedBy).filter((u): u is string => !!u),
  );
  return rows.map((r) => presentFile(r, names));
}

/** Bytes the scope's stored files take, the trash included (they stay stored until purged). */
export async function usedBytesOf(db: Executor, scope: string): Promise<number> {
  return (await usageByScope(db, scope)).get(scope)?.bytes ?? 0;
}
