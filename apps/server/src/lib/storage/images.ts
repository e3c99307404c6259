import type { Sharp } from 'sharp';
import { AppError } from '../errors';
import { imageTooManyPixelsMessage } from '@quorum/shared';

/**
 * Images people upload (covers, logos, signatures) are never kept as sent: each is decoded, turned upright,
 * shrunk to fit the use and encoded again, which drops every piece of metadata (EXIF with the camera's GPS
 * position, comments, embedded profiles other than the colour one). The work runs on sharp's own threads
 * (libvips), off the event loop, as a stream. An image whose header announces more pixels than
 * `maxPixels` is refused before anything is decoded: a 20000 × 20000 PNG of a few KB cannot fill the memory.
 */

/** The largest image decoded: 50 megapixels (a 48 MP phone photo fits; a decompression bomb does not). */
const MAX_IMAGE_PIXELS = 50_000_000;

export type ImageFormat = 'png' | 'jpeg' | 'webp';

export const IMAGE_MEDIA_TYPE: Record<ImageFormat, string> = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' };

/** How a use keeps its images: the box they are shrunk into (never enlarged) and the format they are stored in. */
export interface ImageRules {
  maxWidth: number;
  maxHeight: number;
  format: ImageFormat;
  maxPixels?: number;
}

/** A stream that takes an image's bytes and gives the re-encoded image (see the module's rule); sharp loads on the first image. */
export async function imageTransformer(rules: ImageRules): Promise<Sharp> {
  const { default: sharp } = await import('sharp');
  const image = sharp({ limitInputPixels: rules.maxPixels ?? MAX_IMAGE_PIXELS, sequentialRead: true, failOn: 'error' })
    .autoOrient()
    .resize({ width: rules.maxWidth, height: rules.maxHeight, fit: 'inside', withoutEnlargement: true });
  if (rules.format === 'png') return image.png({ compressionLevel: 9 });
  if (rules.format === 'jpeg') return image.flatten({ background: '#ffffff' }).jpeg({ quality: 85, mozjpeg: true });
  return image.webp({ quality: 85 });
}

/** The Spanish refusal for an error sharp raised on a person's image, or null when the error is not about the image. */
export function imageErrorOf(error: unknown, rules: ImageRules): AppError | null {
  const message = error instanceof Error ? error.message : '';
  if (/pixel limit/i.test(message))
    return new AppError('IMAGE_TOO_MANY_PIXELS', imageTooManyPixelsMessage(rules.maxPixels ?? MAX_IMAGE_PIXELS));
  if (
    /^(Input|VipsJpeg|VipsPng|VipsWebp|vips|pngload|jpegload|webpload|heifload)/i.test(message) ||
    /corrupt|premature|unsupported image/i.test(message)
  )
    return new AppError('IMAGE_INVALID');
  return null;
}
