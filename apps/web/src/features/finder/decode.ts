import jsQR from 'jsqr';

/** Decodes a QR code in one camera frame (RGBA pixels), or null. */
export function decodeFrame(data: Uint8ClampedArray, width: number, height: number): string | null {
  const found = jsQR(data, width, height, { inversionAttempts: 'dontInvert' });
  return found?.data ? found.data : null;
}
