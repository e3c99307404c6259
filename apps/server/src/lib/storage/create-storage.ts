import type { Config } from '../../config';
import { createLocalStorage } from './local-storage';
import type { FileStorage } from './storage';

/** The store the configuration chooses (`STORAGE_DRIVER`); the S3 client is loaded only when it is chosen. */
export async function createStorage(config: Pick<Config, 'storage'>): Promise<FileStorage> {
  const s = config.storage;
  if (s.driver === 'local') return createLocalStorage(s.dir);
  const { createS3Storage } = await import('./s3-storage');
  return createS3Storage(s);
}
