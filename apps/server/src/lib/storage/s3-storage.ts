import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { StorageConfig } from '../../config';
import { AppError } from '../errors';
import { type FileStorage, isStorageKey, meteredStream, newStorageKey } from './storage';

/** Bytes of one part of a multipart upload: S3's smallest. */
const PART_BYTES = 5 * 1024 * 1024;

/**
 * Uploads sent to the store at once by this process, each with one part buffer of its own for as long as it
 * lasts. The buffers are made once and handed from one upload to the next, so a burst of uploads costs
 * UPLOADS_AT_ONCE × PART_BYTES (20 MB) and leaves no garbage of parts behind; further uploads wait their turn,
 * their clients held back by TCP meanwhile.
 */
const UPLOADS_AT_ONCE = 4;

/**
 * Files in a bucket of an S3-compatible store (AWS S3, MinIO, Garage, R2…). A file goes up as a multipart
 * upload fed from the stream, one part at a time through a part buffer lent for the upload (memory stays
 * flat); when the source or the store fails the upload is aborted, so no object (and no orphan part) is left.
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
      const { buffer, release } = await turns();
      try {
        await sendInParts(client, { Bucket, Key: key }, metered.stream, buffer);
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
    async removeUnfinished() {
      return 0;
    },
    async *storedBefore(before) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ...(ContinuationToken ? { ContinuationToken } : {}) }));
        for (const object of page.Contents ?? []) {
          const key = object.Key ?? '';
          if (isStorageKey(key) && object.LastModified && object.LastModified < before) yield key;
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    close() {
      client.destroy();
    },
  };
}

/**
 * Sends `stream` as the object `target`, gathered in `buffer` one part at a time: a file that fits in one part
 * is one PutObject; a larger one is a multipart upload of full parts (the last may be shorter), a part sent
 * only once more bytes follow it, and aborted on any failure so that no object and no part is left.
 */
async function sendInParts(client: S3Client, target: { Bucket: string; Key: string }, stream: Readable, buffer: Buffer) {
  let filled = 0;
  let uploadId: string | undefined;
  const parts: { PartNumber: number; ETag: string }[] = [];
  const sendPart = async () => {
    uploadId ??= (await client.send(new CreateMultipartUploadCommand({ ...target, ContentType: CONTENT_TYPE }))).UploadId;
    const PartNumber = parts.length + 1;
    const body = buffer.subarray(0, filled);
    const { ETag } = await client.send(
      new UploadPartCommand({ ...target, UploadId: uploadId, PartNumber, Body: body, ContentLength: filled }),
    );
    if (!ETag) throw new Error(`S3: la parte ${PartNumber} no devolvió ETag`);
    parts.push({ PartNumber, ETag });
    filled = 0;
  };
  try {
    for await (const chunk of stream) {
      const bytes = chunk as Buffer;
      for (let at = 0; at < bytes.length; ) {
        if (filled === buffer.length) await sendPart();
        const copied = bytes.copy(buffer, filled, at);
        filled += copied;
        at += copied;
      }
    }
    if (!uploadId) {
      const body = buffer.subarray(0, filled);
      await client.send(new PutObjectCommand({ ...target, Body: body, ContentLength: filled, ContentType: CONTENT_TYPE }));
      return;
    }
    await sendPart();
    await client.send(new CompleteMultipartUploadCommand({ ...target, UploadId: uploadId, MultipartUpload: { Parts: parts } }));
  } catch (error) {
    if (uploadId) await client.send(new AbortMultipartUploadCommand({ ...target, UploadId: uploadId })).catch(() => {});
    throw error;
  }
}

const CONTENT_TYPE = 'application/octet-stream';

/**
 * At most `n` holders at once, each lent one of `n` part buffers: `await take()` waits for a turn and gives
 * the buffer and the release that hands it on.
 */
function turnstile(n: number): () => Promise<{ buffer: Buffer; release: () => void }> {
  const free: Buffer[] = [];
  let made = 0;
  const waiting: ((buffer: Buffer) => void)[] = [];
  const lend = (buffer: Buffer) => ({
    buffer,
    release: () => {
      const next = waiting.shift();
      if (next) next(buffer);
      else free.push(buffer);
    },
  });
  return async () => {
    const ready = free.pop();
    if (ready) return lend(ready);
    if (made < n) {
      made += 1;
      return lend(Buffer.allocUnsafe(PART_BYTES));
    }
    return lend(await new Promise<Buffer>((resolve) => waiting.push(resolve)));
  };
}

function isMissing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}
