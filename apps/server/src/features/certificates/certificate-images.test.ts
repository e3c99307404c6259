import { describe, expect, it } from 'vitest';
import { checkCertificateImage, sniffImage } from './certificate-images';

function png(width: number, height: number): Buffer {
  const b = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(b, 0);
  b.writeUInt32BE(13, 8);
  b.write('IHDR', 12, 'latin1');
  b.writeUInt32BE(width, 16);
  b.writeUInt32BE(height, 20);
  return b;
}

/** A JPEG start: SOI, an APP0 segment, then SOF0 with the size. */
function jpeg(width: number, height: number): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const sof = Buffer.from([
    0xff,
    0xc0,
    0x00,
    0x11,
    8,
    height >> 8,
    height & 255,
    width >> 8,
    width & 255,
    3,
    1,
    0x22,
    0,
    2,
    0x11,
    1,
    3,
    0x11,
    1,
  ]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.alloc(16)]);
}

describe('certificate images', () => {
  it('reads the type and size of a PNG and of a JPEG from their headers', () => {
    expect(sniffImage(png(640, 200))).toEqual({ type: 'png', width: 640, height: 200 });
    expect(sniffImage(jpeg(1200, 300))).toEqual({ type: 'jpeg', width: 1200, height: 300 });
  });

  it('refuses a header it cannot read and an image with a side over 4000 pixels', () => {
    const refuse = (bytes: Buffer) =>
      expect(() => checkCertificateImage(bytes)).toThrow(expect.objectContaining({ code: 'CERTIFICATE_IMAGE_INVALID' }));
    refuse(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    refuse(Buffer.from('GIF89a......'));
    refuse(png(10_000, 10));
    refuse(jpeg(300, 5000));
    expect(checkCertificateImage(png(100, 50)).info).toEqual({
      type: 'png',
      width: 100,
      height: 50,
    });
  });
});
