import { randomBytes } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { MAX_CERTIFICATE_IMAGE_SIDE } from '@quorum/shared';
import { AppError } from '../../lib/errors';
import { makePrivateDirAsync, writePrivateFileAsync } from '../../lib/private-files';

/**
 * The certificate's images (logo, signatures), kept as files under `<dataDir>/certificates/`. An upload arrives
 * through the one upload path (multipart, PNG or JPEG by content, MAX_CERTIFICATE_IMAGE_BYTES enforced while it
 * arrives, certificates.routes.ts); its dimensions are then read from the header.
 */

export type ImageType = 'png' | 'jpeg';

export interface ImageInfo {
  type: ImageType;
  width: number;
  height: number;
}

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Type and dimensions from the header of a PNG (IHDR) or a JPEG (the first SOF marker); null for anything else. */
export function sniffImage(bytes: Buffer): ImageInfo | null {
  if (bytes.length >= 24 && bytes.subarray(0, 8).equals(PNG_MAGIC) && bytes.toString('latin1', 12, 16) === 'IHDR') {
    return { type: 'png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) {
    let offset = 2;
    while (offset + 9 < bytes.length) {
      if (bytes[offset] !== 0xff) return null;
      const marker = bytes[offset + 1] as number;
      if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
        offset += 2;
        continue;
      }
      const length = bytes.readUInt16BE(offset + 2);
      // SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC).
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { type: 'jpeg', height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
      }
      offset += 2 + length;
    }
  }
  return null;
}

/** An uploaded image's type and dimensions, checked; CERTIFICATE_IMAGE_INVALID for an unreadable header or a side too long. */
export function checkCertificateImage(bytes: Buffer): { bytes: Buffer; info: ImageInfo } {
  const info = sniffImage(bytes.subarray(0, 64 * 1024));
  if (!info || info.width < 1 || info.height < 1) throw new AppError('CERTIFICATE_IMAGE_INVALID');
  if (info.width > MAX_CERTIFICATE_IMAGE_SIDE || info.height > MAX_CERTIFICATE_IMAGE_SIDE) throw new AppError('CERTIFICATE_IMAGE_INVALID');
  return { bytes, info };
}

function imagesDir(dataDir: string): string {
  return path.join(dataDir, 'certificates');
}

/** Writes an image under a new file name (the old file is removed by the caller once the row points here). */
export async function storeImage(dataDir: string, bytes: Buffer, info: ImageInfo): Promise<string> {
  await makePrivateDirAsync(imagesDir(dataDir));
  const name = `${randomBytes(12).toString('hex')}.${info.type === 'png' ? 'png' : 'jpg'}`;
  await writePrivateFileAsync(path.join(imagesDir(dataDir), name), bytes);
  return name;
}

/** Removes a stored image (nothing when already gone). */
export async function removeImage(dataDir: string, name: string | null): Promise<void> {
  if (name) await rm(path.join(imagesDir(dataDir), path.basename(name)), { force: true });
}

/** A stored image's bytes and type, or null when missing. */
export async function readImage(dataDir: string, name: string | null): Promise<{ bytes: Buffer; type: ImageType } | null> {
  if (!name) return null;
  try {
    const bytes = await readFile(path.join(imagesDir(dataDir), path.basename(name)));
    return { bytes, type: name.endsWith('.png') ? 'png' : 'jpeg' };
  } catch {
    return null;
  }
}
