import type { TFunction } from 'i18next';
import { formatNumber } from '../../lib/format';

/** A size in bytes in words: «512 B», «2,5 MB». */
export function formatBytes(t: TFunction, bytes: number): string {
  if (bytes < 1024) return t('files.bytes.b', { n: formatNumber(bytes) });
  if (bytes < 1024 ** 2) return t('files.bytes.kb', { n: formatNumber(bytes / 1024, 1) });
  if (bytes < 1024 ** 3) return t('files.bytes.mb', { n: formatNumber(bytes / 1024 ** 2, 1) });
  return t('files.bytes.gb', { n: formatNumber(bytes / 1024 ** 3, 2) });
}
