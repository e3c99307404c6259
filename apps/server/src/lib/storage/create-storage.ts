import type { Config } from '../../config';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { FileStorage } from './storage';

/** The store the configuration chooses (`STORAGE_DRIVER`). */
export function createStorage(config: Pick<Config, 'storage'>): FileStorage {
  const s = config.storage;
  return s.driver === 's3' ? createS3Storage(s) : createLocalStorage(s.dir);
}
