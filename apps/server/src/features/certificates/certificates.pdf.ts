import {
  concatTransformationMatrix,
  drawObject,
  JpegEmbedder,
  type PDFContext,
  PDFDocument,
  type PDFPage,
  type PDFRef,
  PngEmbedder,
  popGraphicsState,
  pushGraphicsState,
  rgb,
} from '@cantoo/pdf-lib';
import { deflateSync } from 'node:zlib';
import { fillCertificateText } from '@quorum/shared';
import { drawQrCode, GREY, PAGE_SIZES, RULE } from '../../lib/pdf';
import { embedSharedFonts, type FontSet } from '../../lib/pdf-fonts';
import { spanishDate } from '../../lib/spanish-dates';
import type { ImageType } from './certificate-images';

/** The event's certificate design: texts with placeholders, logo and signatures (images prepared once per batch). */
export interface CertificateDesign {
  eventName: string;
  /** The event's clock: the issue date is the day in this IANA zone. */
  timeZone: string;
  title: string;
  body: string;
  footer: string;
  logo: PreparedImage | null;
  signatures: { name: string; role: string; image: PreparedImage | null }[];
}

/** One certificate's own data. */
export interface CertificateContent {
  holderName: string;
  title: string;
  commissionName: string;
  delegationName: string;
  code: string;
  issuedAt: string;
  verifyUrl: string;
}

/** An image as the event stored it (PNG or JPEG file bytes). */
export interface SourceImage {
  bytes: Uint8Array;
  type: ImageType;
}

/** The design as stored, with its images' file bytes: what a batch hands to the renderer once. */
export type SourceDesign = Omit<CertificateDesign, 'logo' | 'signatures'> & {
  logo: SourceImage | null;
  signatures: { name: string; role: string; image: SourceImage | null }[];
};

/**
 * A PNG decoded and compressed once for a batch: each certificate only adds the compressed bytes to its
 * document (decoding and compressing a large logo again for every certificate would be the slow part).
 */
class DeflatedPng {
  private constructor(
    readonly width: number,
    readonly height: number,
    private readonly bitsPerComponent: number,
    private readonly rgb: Uint8Array,
    private readonly alpha: Uint8Array | null,
  ) {}

  static async for(bytes: Uint8Array): Promise<DeflatedPng> {
    const decoded = await PngEmbedder.for(bytes);
    // The embedder keeps the decoded channels; they are compressed here once instead of in every document.
    const { rgbChannel, alphaChannel } = (decoded as unknown as { image: { rgbChannel: Uint8Array; alphaChannel?: Uint8Array } }).image;
    return new DeflatedPng(
      decoded.width,
      decoded.height,
      decoded.bitsPerComponent,
      deflateSync(rgbChannel),
      alphaChannel ? deflateSync(alphaChannel) : null,
    );
  }

  async embedIntoContext(context: PDFContext, ref: PDFRef): Promise<PDFRef> {
    const image = { Type: 'XObject', Subtype: 'Image', BitsPerComponent: this.bitsPerComponent, Width: this.width, Height: this.height };
    const SMask = this.alpha
      ? context.register(context.stream(this.alpha, { ...image, ColorSpace: 'DeviceGray', Decode: [0, 1], Filter: 'FlateDecode' }))
      : undefined;
    context.assign(ref, context.stream(this.rgb, { ...image, ColorSpace: 'DeviceRGB', Filter: 'FlateDecode', SMask }));
    return ref;
  }
}

type Embedder = DeflatedPng | JpegEmbedder;

/** An image prepared once and embedded in every certificate of a batch. */
interface PreparedImage {
  embedder: Embedder;
  width: number;
  height: number;
}

/** Prepares a stored image for a batch of certificates. */
async function prepareImage(image: SourceImage | null): Promise<PreparedImage | null> {
  if (!image) return null;
  const embedder = image.type === 'png' ? await DeflatedPng.for(image.bytes) : await JpegEmbedder.for(image.bytes);
  return { embedder, width: embedder.width, height: embedder.height };
}

/** The design with its images prepared (once per batch). */
export async function prepareDesign(source: SourceDesign): Promise<CertificateDesign> {
  return {
    ...source,
    logo: await prepareImage(source.logo),
    signatures: await Promise.all(source.signatures.map(async (g) => ({ ...g, image: await prepareImage(g.image) }))),
  };
}

const [A4_SHORT, A4_LONG] = PAGE_SIZES.A4;
const WIDTH = A4_LONG;
const HEIGHT = A4_SHORT;
const MARGIN = 48;
const NAME_MAX_SIZE = 34;
const INK = rgb(0.1, 0.16, 0.3);

/** The largest font size (≤ max) at which the text fits the width on one line: a long name shrinks, never wraps nor cuts. */
function fittingSize(font: FontSet, text: string, maxSize: number, width: number): number {
  const atMax = font.width(text, maxSize);
  return atMax <= width ? maxSize : Math.floor(((maxSize * width) / atMax) * 100) / 100;
}

/**
 * One certificate, A4 landscape: logo, event name, title, what it certifies, the holder's name (one line,
 * shrunk to fit), the body text, signatures, the verification QR code with its code, and the footer.
 */
export async function certificatePdf(design: CertificateDesign, content: CertificateContent): Promise<Buffer> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(`${design.title} — ${content.holderName}`);
  doc.setProducer('Quórum');
  doc.setCreator('Quórum');
  const printed = [
    design.eventName,
    design.title,
    design.body,
    design.footer,
    'otorgado a Expedido el Verificación:',
    ...design.signatures.flatMap((g) => [g.name, g.role]),
  ];
  const fonts = await embedSharedFonts(doc, {
    onlyFor: [...printed, ...Object.values(content), '0123456789 ·—'].join(' '),
  });
  const { regular, bold } = fonts;
  const page = doc.addPage([WIDTH, HEIGHT]);
  const inner = WIDTH - 2 * MARGIN;
  const centre = (font: FontSet, text: string, y: number, size: number, color = INK) =>
    font.draw(page, text, (WIDTH - font.width(text, size)) / 2, y, size, color);

  page.drawRectangle({ x: 20, y: 20, width: WIDTH - 40, height: HEIGHT - 40, borderColor: INK, borderWidth: 2 });
  page.drawRectangle({ x: 27, y: 27, width: WIDTH - 54, height: HEIGHT - 54, borderColor: RULE, borderWidth: 0.5 });

  let y = HEIGHT - MARGIN;
  if (design.logo) {
    const box = fit(design.logo, 160, 64);
    await drawImage(doc, page, design.logo, (WIDTH - box.width) / 2, y - box.height, box);
    y -= box.height + 10;
  }
  const eventLine = regular.wrap(design.eventName, 12, inner)[0] ?? '';
  centre(regular, eventLine, y - 12, 12, GREY);
  y -= 12 + 26;
  const titleSize = fittingSize(bold, design.title, 32, inner);
  centre(bold, design.title, y - titleSize, titleSize);
  y -= titleSize + 10;
  const certifies = content.title;
  const certSize = fittingSize(regular, certifies, 18, inner);
  centre(regular, certifies, y - certSize, certSize);
  y -= certSize + 22;
  centre(regular, 'otorgado a', y - 11, 11, GREY);
  y -= 11 + 12;
  const nameSize = fittingSize(bold, content.holderName, NAME_MAX_SIZE, inner);
  centre(bold, content.holderName, y - nameSize, nameSize);
  y -= NAME_MAX_SIZE + 6;
  page.drawLine({ start: { x: MARGIN + 80, y }, end: { x: WIDTH - MARGIN - 80, y }, thickness: 0.6, color: RULE });
  y -= 18;
  const values = {
    name: content.holderName,
    certifies: certifies.toLocaleLowerCase('es') === 'participación' ? 'participación' : certifies,
    commission: content.commissionName,
    delegation: content.delegationName,
    event: design.eventName,
  };
  for (const line of regular.wrap(fillCertificateText(design.body, values), 12, inner - 120).slice(0, 5)) {
    centre(regular, line, y - 12, 12);
    y -= 16;
  }

  // Signatures along the bottom, the QR code at the bottom right.
  const qrSize = 78;
  const bottom = MARGIN + 14;
  const signArea = inner - qrSize - 20;
  const slot = signArea / Math.max(1, design.signatures.length);
  for (const [i, signature] of design.signatures.entries()) {
    const cx = MARGIN + slot * i + slot / 2;
    const lineY = bottom + 30;
    if (signature.image) {
      const box = fit(signature.image, Math.min(150, slot - 20), 44);
      await drawImage(doc, page, signature.image, cx - box.width / 2, lineY + 2, box);
    }
    page.drawLine({
      start: { x: cx - Math.min(80, slot / 2 - 10), y: lineY },
      end: { x: cx + Math.min(80, slot / 2 - 10), y: lineY },
      thickness: 0.6,
      color: INK,
    });
    const nameSize = fittingSize(bold, signature.name, 10, slot - 16);
    bold.draw(page, signature.name, cx - bold.width(signature.name, nameSize) / 2, lineY - 13, nameSize, INK);
    const roleSize = fittingSize(regular, signature.role, 9, slot - 16);
    regular.draw(page, signature.role, cx - regular.width(signature.role, roleSize) / 2, lineY - 25, roleSize, GREY);
  }
  const qrX = WIDTH - MARGIN - qrSize;
  drawQrCode(doc, page, content.verifyUrl, qrX, bottom, qrSize);
  // The full address under the QR code, its right edge the QR's: whoever holds the paper can type it.
  const verify = `Verificación: ${content.verifyUrl}`;
  const verifySize = fittingSize(regular, verify, 7, inner / 2);
  regular.draw(page, verify, qrX + qrSize - regular.width(verify, verifySize), bottom - 10, verifySize, GREY);

  // The day on the event's clock, as the site shows it (not UTC's: an evening issue would print the next day).
  const issued = `Expedido el ${spanishDate(content.issuedAt, design.timeZone)}`;
  const footer = [issued, design.footer].filter(Boolean).join(' · ');
  const footerLine = regular.wrap(footer, 8, signArea)[0] ?? '';
  regular.draw(page, footerLine, MARGIN, 34, 8, GREY);
  await fonts.embed();
  return Buffer.from(await doc.save({ useObjectStreams: true }));
}

function fit(image: PreparedImage, maxWidth: number, maxHeight: number): { width: number; height: number } {
  const scale = Math.min(maxWidth / image.width, maxHeight / image.height, 1);
  return { width: image.width * scale, height: image.height * scale };
}

async function drawImage(
  doc: PDFDocument,
  page: PDFPage,
  image: PreparedImage,
  x: number,
  y: number,
  box: { width: number; height: number },
) {
  const ref = doc.context.nextRef();
  // The decoded image is embedded as is in this document (no decoding again).
  await image.embedder.embedIntoContext(doc.context, ref);
  const name = page.node.newXObject('Image', ref);
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(box.width, 0, 0, box.height, x, y),
    drawObject(name),
    popGraphicsState(),
  );
}
