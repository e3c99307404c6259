import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_KINDS, startTestStore, type TestStore } from '../../../test/storage-fixtures';
import { loadConfig } from '../../config';

/** `size` bytes that are not all alike (a pattern a part boundary would break). */
function bytes(size: number, seed = 7): Buffer {
  const b = Buffer.alloc(size);
  for (let i = 0; i < size; i++) b[i] = (i * 31 + seed) & 0xff;
  return b;
}

/** A stream of `data` in chunks of 64 KiB that fails with `error` after `failAfter` bytes. */
function failingStream(data: Buffer, failAfter: number, error: Error): Readable {
  async function* chunks() {
    for (let at = 0; at < data.length; at += 65_536) {
      if (at >= failAfter) throw error;
      yield data.subarray(at, at + 65_536);
    }
  }
  return Readable.from(chunks());
}

describe.each(STORE_KINDS)('file storage (%s)', (kind) => {
  let store: TestStore;
  beforeAll(async () => {
    store = await startTestStore(kind);
  });
  afterAll(async () => store.destroy());

  it('stores a stream under a key it makes, with its size and SHA-256, and reads it back whole and by range', async () => {
    const data = bytes(12 * 1024 * 1024 + 123); // more than two parts of a multipart upload
    const stored = await store.storage.put(Readable.from([data.subarray(0, 5), data.subarray(5)]));
    expect(stored.key).toMatch(/^[0-9a-f]{2}\/[0-9a-f-]{36}$/);
    expect(stored.size).toBe(data.length);
    expect(stored.sha256).toBe(createHash('sha256').update(data).digest('hex'));
    expect(await store.storage.stat(stored.key)).toEqual({ size: data.length });
    expect((await buffer(await store.storage.open(stored.key))).equals(data)).toBe(true);
    const part = await buffer(await store.storage.open(stored.key, { start: 1000, end: 1999 }));
    expect(part.equals(data.subarray(1000, 2000))).toBe(true);
    const tail = await buffer(await store.storage.open(stored.key, { start: data.length - 10, end: data.length - 1 }));
    expect(tail.equals(data.subarray(data.length - 10))).toBe(true);
    await store.storage.delete(stored.key);
  });

  it('stores more files at once than uploads go to the store together, each whole and its own (a part boundary, one part exactly)', async () => {
    // Ten at once, each its own content and size: the store takes a few at a time, lending each one part
    // buffer in turn; a buffer handed on too early, or a part cut at the wrong byte, would mix or lose bytes.
    const sizes = [
      5 * 1024 * 1024,
      5 * 1024 * 1024 + 1,
      11 * 1024 * 1024 + 7,
      0,
      1,
      3 * 1024 * 1024,
      10 * 1024 * 1024,
      7,
      6 * 1024 * 1024,
      65_536,
    ];
    const files = sizes.map((size, i) => bytes(size, i + 1));
    const chunked = (data: Buffer) =>
      Readable.from(Array.from({ length: Math.ceil(data.length / 65_536) }, (_, k) => data.subarray(k * 65_536, (k + 1) * 65_536)));
    const stored = await Promise.all(files.map((data) => store.storage.put(chunked(data))));
    for (const [i, data] of files.entries()) {
      expect(stored[i]?.size).toBe(data.length);
      expect((await buffer(await store.storage.open(stored[i]?.key as string))).equals(data)).toBe(true);
    }
    for (const s of stored) await store.storage.delete(s.key);
  });

  it('gives two stores of the same content two keys, and deletes one without touching the other', async () => {
    const data = bytes(1000);
    const a = await store.storage.put(Readable.from([data]));
    const b = await store.storage.put(Readable.from([data]));
    expect(a.key).not.toBe(b.key);
    expect(a.sha256).toBe(b.sha256);
    await store.storage.delete(a.key);
    expect(await store.storage.stat(a.key)).toBeNull();
    expect(await store.storage.stat(b.key)).toEqual({ size: 1000 });
    await store.storage.delete(a.key); // already gone: not an error
    await store.storage.delete(b.key);
  });

  it('answers NOT_FOUND and null for a missing key or one it did not make (no path is ever followed)', async () => {
    await expect(store.storage.open('ab/00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(store.storage.open('../secret.key')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await store.storage.stat('../../etc/passwd')).toBeNull();
    await store.storage.delete('../secret.key');
  });

  it('lists the keys of the files written before a moment (what the daily purge compares with the rows)', async () => {
    const stored = await store.storage.put(Readable.from([bytes(1000)]));
    const listed = async (before: Date) => {
      const keys: string[] = [];
      for await (const key of store.storage.storedBefore(before)) keys.push(key);
      return keys;
    };
    expect(await listed(new Date(Date.now() + 60_000))).toContain(stored.key);
    expect(await listed(new Date(Date.now() - 60_000))).not.toContain(stored.key);
    await store.storage.delete(stored.key);
    expect(await listed(new Date(Date.now() + 60_000))).not.toContain(stored.key);
  });

  it('leaves nothing behind when the source fails midway (a client gone, a disk full), and throws that error', async () => {
    const before = await store.leftovers();
    const failure = new Error('ENOSPC: no space left on device');
    await expect(store.storage.put(failingStream(bytes(11 * 1024 * 1024), 7 * 1024 * 1024, failure))).rejects.toBe(failure);
    await expect(store.storage.put(failingStream(bytes(300_000), 100_000, failure))).rejects.toBe(failure);
    expect(await store.leftovers()).toEqual(before);
  });
});

describe('file storage settings', () => {
  it('keeps files under DATA_DIR/files by default, 25 MB at most; s3 needs a bucket, and every bad setting is named', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'quorum-storage-config-'));
    try {
      const local = loadConfig({ DATA_DIR: dataDir });
      expect(local.storage).toEqual({ driver: 'local', dir: path.join(dataDir, 'files') });
      expect(local.maxUploadBytes).toBe(25 * 1024 * 1024);
      const s3 = loadConfig({
        DATA_DIR: dataDir,
        STORAGE_DRIVER: 's3',
        S3_BUCKET: 'quorum-files',
        S3_ENDPOINT: 'https://minio.example.org',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
        MAX_UPLOAD_MB: '100',
      });
      expect(s3.storage).toEqual({
        driver: 's3',
        endpoint: 'https://minio.example.org',
        bucket: 'quorum-files',
        region: 'us-east-1',
        credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
        forcePathStyle: true,
      });
      expect(s3.maxUploadBytes).toBe(100 * 1024 * 1024);
      expect(() => loadConfig({ DATA_DIR: dataDir, STORAGE_DRIVER: 's3', MAX_UPLOAD_MB: '0' })).toThrow(
        /S3_BUCKET: obligatorio con STORAGE_DRIVER=s3[\s\S]*MAX_UPLOAD_MB|MAX_UPLOAD_MB[\s\S]*S3_BUCKET/,
      );
      expect(() => loadConfig({ DATA_DIR: dataDir, STORAGE_DRIVER: 'ftp' })).toThrow(/STORAGE_DRIVER/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
