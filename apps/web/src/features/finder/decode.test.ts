import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { decodeFrame } from './decode';
import { codeFromBadgeScan } from '@quorum/shared';

/** Renders a QR code as an RGBA frame, the way a camera frame reaches the canvas. */
function frameOf(text: string, scale = 6, margin = 4) {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const size = (n + margin * 2) * scale;
  const data = new Uint8ClampedArray(size * size * 4).fill(255);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const mx = Math.floor(x / scale) - margin;
      const my = Math.floor(y / scale) - margin;
      if (mx >= 0 && my >= 0 && mx < n && my < n && qr.modules.get(my, mx)) {
        const i = (y * size + x) * 4;
        data[i] = data[i + 1] = data[i + 2] = 0;
      }
    }
  }
  return { data, size };
}

describe('decodeFrame (the jsQR path of "Escanear")', () => {
  it('reads the personal code from a badge QR frame', () => {
    const { data, size } = frameOf('K7M2Q9X4P3RT');
    const text = decodeFrame(data, size, size);
    expect(text).toBe('K7M2Q9X4P3RT');
    expect(codeFromBadgeScan(text ?? '')).toBe('K7M2Q9X4P3RT');
  });

  it('answers null to a frame without a QR code', () => {
    const size = 120;
    expect(decodeFrame(new Uint8ClampedArray(size * size * 4).fill(200), size, size)).toBeNull();
  });
});
