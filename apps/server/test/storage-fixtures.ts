import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
// @ts-expect-error s3rver ships no types; only its constructor, run and close are used.
import S3rver from 's3rver';
import type { StorageConfig } from '../src/config';
import { createStorage } from '../src/lib/storage/create-storage';
import type { FileStorage } from '../src/lib/storage/storage';

/** A file store for a test, with a way to list every object or file it holds (finished or not). */
export interface TestStore {
  name: 'local' | 's3';
  storage: FileStorage;
  config: StorageConfig;
  /** Every key or file present (on disk, temporary files included). */
  leftovers(): Promise<string[]>;
  /**
   * The parts of uploads not finished (local: `.part` files; s3: parts s3rver holds of multipart uploads never
   * completed, which it neither lists through the API nor aborts).
   */
  unfinishedParts(): string[];
  destroy(): Promise<void>;
}

/** The two backends every storage test runs on. */
export const STORE_KINDS = ['local', 's3'] as const;

/** A store on a fresh temporary directory, or on an s3rver started on a free port in a temporary directory. */
export async function startTestStore(kind: 'local' | 's3'): Promise<TestStore> {
  const dir = mkdtempSync(path.join(tmpdir(), `quorum-store-${kind}-`));
  if (kind === 'local') {
    const config: StorageConfig = { driver: 'local', dir: path.join(dir, 'files') };
    const storage = await createStorage({ storage: config });
    return {
      name: kind,
      storage,
      config,
      leftovers: async () => listFiles(config.dir),
      unfinishedParts: () => listFiles(path.join(config.dir, 'tmp')),
      destroy: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: 'quorum' }] });
  const address = (await server.run()) as { port: number };
  const config: StorageConfig = {
    driver: 's3',
    endpoint: `http://127.0.0.1:${address.port}`,
    bucket: 'quorum',
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
  };
  const storage = await createStorage({ storage: config });
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint as string,
    credentials: config.credentials ?? undefined,
    forcePathStyle: true,
  });
  return {
    name: kind,
    storage,
    config,
    leftovers: async () => {
      // s3rver keeps no list of unfinished multipart uploads (nor aborts them): the objects are what a reader sees.
      const objects = await client.send(new ListObjectsV2Command({ Bucket: 'quorum' }));
      return (objects.Contents ?? []).map((o) => o.Key as string);
    },
    unfinishedParts: () => listFiles(path.join(dir, 'quorum')).filter((f) => /\._S3rver_uploads\/[^/]+\/\d+$/.test(f)),
    destroy: async () => {
      storage.close();
      client.destroy();
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function listFiles(dir: string): string[] {
  let out: string[] = [];
  let names: string[] = [];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  for (const name of names) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out = out.concat(listFiles(full).map((f) => `${name}/${f}`));
    else out.push(name);
  }
  return out;
}
