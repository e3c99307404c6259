import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../errors';
import { type ByteRange, type FileStorage, isStorageKey, meteredStream, newStorageKey } from './storage';

/**
 * Files under one directory (`DATA_DIR/files`). A file is written to `tmp/` first, flushed to the disk, and
 * renamed into place only when complete: a failed write (a full disk, a client gone, a file over the limit)
 * removes the temporary file, so a key never names half a file.
 */
export function createLocalStorage(dir: string): FileStorage {
  const tmpDir = path.join(dir, 'tmp');
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
      await mkdir(tmpDir, { recursive: true });
      await mkdir(path.dirname(final), { recursive: true });
      const metered = meteredStream(source);
      try {
        await pipeline(metered.stream, createWriteStream(temp, { flags: 'wx', flush: true }));
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
    close() {},
  };
}
