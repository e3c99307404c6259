import { TRASH_DAYS, trashCutoff, type Trash } from '@quorum/shared';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { recordAudit } from '../../lib/audit';
import { UNFINISHED_UPLOAD_MS } from '../../lib/storage/storage';
import { type FolderTree, subtreeOf } from './files.policy';
import {
  deleteFileRow,
  deleteFolderRows,
  findDeletedFiles,
  findExpired,
  findFilesIn,
  findNamedStorageKeys,
  findScopeFolders,
  presentFolder,
} from './files.repository';

import { loadTree, filesWithNames } from './files.scope';

/** The scope's trash: folders and files deleted by hand, newest first. */
export async function listTrash(db: Executor, scope: string): Promise<Trash> {
  const folders = (await findScopeFolders(db, scope)).filter((f) => f.deletedAt !== null);
  folders.sort((x, y) => (y.deletedAt as string).localeCompare(x.deletedAt as string));
  return { folders: folders.map(presentFolder), files: await filesWithNames(db, await findDeletedFiles(db, scope)), purgeDays: TRASH_DAYS };
}

/**
 * The daily purge (one process at a time): the trash past TRASH_DAYS; the parts of uploads a crash cut
 * off, once no byte was written to them for UNFINISHED_UPLOAD_MS (an upload still arriving keeps its part);
 * and the stored files no row names, written before that too (a process killed after the store kept a file
 * and before its row was written; a file whose row is on its way is seconds old).
 */
export async function dailyFilesPurge(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  now = new Date(),
): Promise<{ files: number; folders: number; unfinished: number; unnamed: number }> {
  const trash = await purgeTrash(ctx, now);
  const before = new Date(now.getTime() - UNFINISHED_UPLOAD_MS);
  const unfinished = await ctx.storage.removeUnfinished(before);
  const unnamed = await removeUnnamedFiles(ctx, before);
  return { ...trash, unfinished, unnamed };
}

/** Stored files compared with the rows per look. */
const KEYS_PER_LOOK = 500;

/** Removes the stored files written before `before` that no row names; answers how many. */
async function removeUnnamedFiles(ctx: Pick<AppContext, 'db' | 'storage'>, before: Date): Promise<number> {
  let removed = 0;
  let keys: string[] = [];
  const look = async () => {
    const named = await findNamedStorageKeys(ctx.db, keys);
    for (const key of keys.filter((k) => !named.has(k))) {
      await ctx.storage.delete(key);
      removed++;
    }
    keys = [];
  };
  for await (const key of ctx.storage.storedBefore(before)) {
    keys.push(key);
    if (keys.length === KEYS_PER_LOOK) await look();
  }
  if (keys.length) await look();
  return removed;
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
