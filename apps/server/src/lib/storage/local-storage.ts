import { createWriteStream } from 'node:fs';
import { open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../errors';
import { makePrivateDirAsync, PRIVATE_FILE_MODE } from '../private-files';
import { type ByteRange, type FileStorage, isStorageKey, meteredStream, newStorageKey } from './storage';

/** The folder of the uploads being written, inside the files' folder. */
const tmpDirOf = (dir: string) => path.join(dir, 'tmp');

/**
 * Removes the `.part` files of the uploads a crash cut off (nothing else removes them: the process that wrote
 * each one is gone) last written before `before`, or every one with null; answers how many.
 */
async function removeUnfinishedUploads(dir: string, before: Date | null): Promise<number> {
  const tmpDir = tmpDirOf(dir);
  const names = await readdir(tmpDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  let removed = 0;
  for (const name of names.filter((n) => n.endsWith('.part'))) {
    const file = path.join(tmpDir, name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile() || (before !== null && info.mtimeMs >= before.getTime())) continue;
    await rm(file, { force: true });
    removed++;
  }
  return removed;
}

/** The keys of the files under `dir` (its two-character folders) last written before `before`. */
async function* keysWrittenBefore(dir: string, before: Date): AsyncIterable<string> {
  const folders = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  for (const folder of folders.filter((f) => /^[0-9a-f]{2}$/.test(f)).sort()) {
    for (const name of (await readdir(path.join(dir, folder)).catch(() => [])).sort()) {
      const key = `${folder}/${name}`;
      if (!isStorageKey(key)) continue;
      const info = await stat(path.join(dir, key)).catch(() => null);
      if (info?.isFile() && info.mtimeMs < before.getTime()) yield key;
    }
  }
}

/**
 * Files under one directory (`DATA_DIR/files`), for Quórum's user only (lib/private-files.ts). A file is
 * written to `tmp/` first, flushed to the disk, and renamed into place only when complete: a failed write (a
 * full disk, a client gone, a file over the limit) removes the temporary file, so a key never names half a
 * file; a crash mid-write leaves it for `removeUnfinishedUploads` (at start and in the daily purge).
 */
export function createLocalStorage(dir: string): FileStorage {
  const tmpDir = tmpDirOf(dir);
  const fileOf = (key: string) => {
    if (!isStorageKey(key)) throw new AppError('NOT_FOUND');
    return path.join(dir, key);
  };

  return {
    driver: 'local',
    async put(source) {
      const key = newStorageKey();
      const final = path.join(dir, key);
      const temp = path.join(tmpDir, `${path.basename(key)}.part`);
      await makePrivateDirAsync(tmpDir);
      await makePrivateDirAsync(path.dirname(final));
      const metered = meteredStream(source);
      try {
        await pipeline(metered.stream, createWriteStream(temp, { flags: 'wx', flush: true, mode: PRIVATE_FILE_MODE }));
        await rename(temp, final);
      } catch (error) {
        source.destroy();
        await rm(temp, { force: true });
        throw metered.failure() ?? error;
      }
      return { key, ...metered.result() };
    },
    async open(key, range?: ByteRange) {
      const file = fileOf(key);
      const handle = await open(file, 'r').catch((error: NodeJS.ErrnoException) => {
        throw error.code === 'ENOENT' ? new AppError('NOT_FOUND') : error;
      });
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },
    async stat(key) {
      if (!isStorageKey(key)) return null;
      const s = await stat(fileOf(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
      return s ? { size: s.size } : null;
    },
    async delete(key) {
      if (!isStorageKey(key)) return;
      await rm(fileOf(key), { force: true });
    },
    removeUnfinished: (before) => removeUnfinishedUploads(dir, before),
    storedBefore: (before) => keysWrittenBefore(dir, before),
    close() {},
  };
}
