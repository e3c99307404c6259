import { decodePDFRawStream, PDFDocument, PDFName, PDFRawStream } from '@cantoo/pdf-lib';
import jsQR from 'jsqr';
import sharp from 'sharp';

/**
 * The text of the QR code drawn in a PDF as a grey image (one pixel per module, as certificates draw it),
 * decoded with jsQR after scaling it up — for tests. Null when there is none or it does not decode.
 */
export async function qrTextOf(pdf: Uint8Array): Promise<string | null> {
  const doc = await PDFDocument.load(pdf);
  for (const [, obj] of doc.context.enumerateIndirectObjects()) {
    if (!(obj instanceof PDFRawStream) || obj.dict.get(PDFName.of('ColorSpace')) !== PDFName.of('DeviceGray')) continue;
    const side = Number(obj.dict.get(PDFName.of('Width'))?.toString());
    const gray = decodePDFRawStream(obj).decode();
    const scale = 8;
    const size = side * scale;
    const rgba = new Uint8ClampedArray(size * size * 4);
    for (let y = 0; y < size; y++)
      for (let x = 0; x < size; x++) {
        const v = gray[Math.floor(y / scale) * side + Math.floor(x / scale)] as number;
        rgba.set([v, v, v, 255], (y * size + x) * 4);
      }
    return jsQR(rgba, size, size)?.data ?? null;
  }
  return null;
}

/** The text of a QR code drawn as SVG (the room screen's /meets code), rasterised by sharp and decoded with jsQR. */
export async function svgQrTextOf(svg: string): Promise<string | null> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 400 }).flatten({ background: '#ffffff' }).ensureAlpha().raw().toBuffer({
    resolveWithObject: true,
  });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height)?.data ?? null;
}
