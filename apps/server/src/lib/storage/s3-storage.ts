import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';
import type { StorageConfig } from '../../config';
import { AppError } from '../errors';
import { type FileStorage, isStorageKey, meteredStream, newStorageKey } from './storage';

/** Bytes of one part of a multipart upload: S3's smallest. */
const PART_BYTES = 5 * 1024 * 1024;

/**
 * Uploads sent to the store at once by this process. The upload helper holds up to three parts per upload
 * (the part being gathered, its joined copy, the one in flight: ~15 MB), so further uploads wait their turn,
 * their clients held back by TCP meanwhile: memory in use stays bounded however many arrive together.
 */
const UPLOADS_AT_ONCE = 4;

/**
 * Files in a bucket of an S3-compatible store (AWS S3, MinIO, Garage, R2…). A file goes up as a multipart
 * upload fed from the stream, one part in flight (memory stays flat); when the source or the store fails the
 * upload is aborted, so no object (and no orphan part) is left.
 */
export function createS3Storage(config: Extract<StorageConfig, { driver: 's3' }>): FileStorage {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    forcePathStyle: config.forcePathStyle,
    // Checksums only where the API requires them: several S3-compatible stores refuse the newer headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  const turns = turnstile(UPLOADS_AT_ONCE);
  const checked = (key: string) => {
    if (!isStorageKey(key)) throw new AppError('NOT_FOUND');
    return key;
  };

  return {
    driver: 's3',
    async put(source) {
      const key = newStorageKey();
      const metered = meteredStream(source);
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: metered.stream, ContentType: 'application/octet-stream' },
        partSize: PART_BYTES,
        queueSize: 1,
        leavePartsOnError: false,
      });
      const release = await turns();
      try {
        await upload.done();
      } catch (error) {
        source.destroy();
        throw metered.failure() ?? error;
      } finally {
        release();
      }
      return { key, ...metered.result() };
    },
    async open(key, range) {
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket, Key: checked(key), ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
        );
        return answer.Body as Readable;
      } catch (error) {
        if (isMissing(error)) throw new AppError('NOT_FOUND');
        throw error;
      }
    },
    async stat(key) {
      if (!isStorageKey(key)) return null;
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: head.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      if (!isStorageKey(key)) return;
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    close() {
      client.destroy();
    },
  };
}

/** At most `n` holders at once: `await take()` waits for a turn and gives its release. */
function turnstile(n: number): () => Promise<() => void> {
  let free = n;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else free += 1;
  };
  return async () => {
    if (free > 0) free -= 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    return release;
  };
}

function isMissing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}
