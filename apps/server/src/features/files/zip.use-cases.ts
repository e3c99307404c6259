import { Readable } from 'node:stream';
import yazl from 'yazl';
import type { Executor } from '../../db/database';
import { AppError } from '../../lib/errors';
import type { FileStorage } from '../../lib/storage/storage';
import { fitsInZip, isCompressedAlready, isLive, pathTo, subtreeOf, uniqueEntryName } from './files.policy';
import { findFilesIn } from './files.repository';

import { loadTree, liveFolder } from './files.scope';

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
