import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';

/**
 * Where uploaded files are kept: the data directory (default) or an S3-compatible bucket (`STORAGE_DRIVER`).
 * Files go in and out as streams, so the server's memory stays flat whatever their size. Keys are made here,
 * never from a name a person typed; a file is either stored whole or not at all.
 */

/** What `put` stored: the key to ask for it again, its size in bytes and its SHA-256 (hex). */
interface StoredFile {
  key: string;
  size: number;
  sha256: string;
}

/** A stored upload: the store's key, size and SHA-256 (of what was stored), the media type and the original name. */
export interface ReceivedFile extends StoredFile {
  mediaType: string;
  originalName: string;
  /** Text fields sent before the file in the same form (a folder, a title). */
  fields: Record<string, string>;
}

/** What a download needs to know of a file (its row in the database). */
export interface DownloadableFile {
  key: string;
  size: number;
  mediaType: string;
  /** The original name, already checked as display text at upload. */
  name: string;
  /** Its SHA-256, used as the ETag when given. */
  sha256?: string;
}

/** Bytes `start` to `end`, both included (as in HTTP's Range). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface FileStorage {
  readonly driver: 'local' | 's3';
  /** Streams `source` into a new file; when `source` or the store fails, nothing is left behind and the error is thrown. */
  put(source: Readable): Promise<StoredFile>;
  /** A read stream of the file, or of `range` of it; NOT_FOUND (AppError) when there is no such file. */
  open(key: string, range?: ByteRange): Promise<Readable>;
  /** The file's size, or null when there is no such file. */
  stat(key: string): Promise<{ size: number } | null>;
  /** Removes the file; a key already gone is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Removes what uploads cut off by a crash (kill -9, a power cut) left behind, last written before `before`, or
   * all of it with null (at start, under the data directory's lock, when no upload can be arriving); answers
   * how many. The S3 store leaves nothing of its own to remove (its unfinished multipart uploads are the
   * bucket's lifecycle rules' work).
   */
  removeUnfinished(before: Date | null): Promise<number>;
  /**
   * The keys of the finished files last written before `before`. A process killed after the store kept a file
   * and before the row naming it was written leaves a file no row names: the daily purge compares these with
   * the rows (features/files, `removeUnreferencedFiles`).
   */
  storedBefore(before: Date): AsyncIterable<string>;
  /** Ends connections the store keeps open. */
  close(): void;
}

/** A part no byte was written to for this long belongs to no upload still arriving (the daily purge removes it). */
export const UNFINISHED_UPLOAD_MS = 24 * 60 * 60 * 1000;

/** A new key: two hex characters (a folder, so no directory holds every file) and a random UUID. */
export function newStorageKey(): string {
  const id = randomUUID();
  return `${id.slice(0, 2)}/${id}`;
}

const KEY = /^[0-9a-f]{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Whether `key` has the shape `newStorageKey` makes (a key is never a path a caller chose). */
export function isStorageKey(key: string): boolean {
  return KEY.test(key);
}

/**
 * A stream of `source` that counts and hashes what passes: `result()` once it has ended; `failure()` is the
 * source's own error, if it failed (a backend reports it rather than what its clean-up then ran into).
 */
export function meteredStream(source: Readable): {
  stream: Readable;
  result: () => { size: number; sha256: string };
  failure: () => unknown;
} {
  const hash = createHash('sha256');
  let size = 0;
  let failed: unknown;
  async function* pass() {
    try {
      for await (const chunk of source) {
        const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
        hash.update(bytes);
        size += bytes.length;
        yield bytes;
      }
    } catch (error) {
      failed = error;
      throw error;
    }
  }
  return {
    stream: Readable.from(pass(), { objectMode: false }),
    result: () => ({ size, sha256: hash.digest('hex') }),
    failure: () => failed,
  };
}
