import QRCode from 'qrcode';
import { GREY, LIGHT, newPdf, RULE } from '../../lib/pdf';

export interface Badge {
  name: string;
  delegation: string | null;
  commission: string | null;
  institution: string;
  /** The badge code (never the personal code: a badge is seen and photographed by anyone). */
  badgeCode: string;
}

const COLUMNS = 2;
const ROWS = 4;
const MARGIN = 24;

/**
 * Printable badges, 8 per A4 page (2 × 4, cut along the grey lines): event name, the delegate's name
 * (bold, up to two lines), delegation, commission, institution, and a QR code holding only the badge code.
 */
export async function badgesPdf(input: { eventName: string; title: string; badges: Badge[] }): Promise<Buffer> {
  const pdf = await newPdf({ title: input.title, margin: MARGIN, pageNumbers: false });
  const { regular, bold } = pdf.fonts;
  const cellWidth = (pdf.pageWidth - 2 * MARGIN) / COLUMNS;
  const cellHeight = (pdf.pageHeight - 2 * MARGIN) / ROWS;
  const pad = 12;
  const qrSize = 84;

  if (!input.badges.length) {
    pdf.heading(input.title);
    pdf.text('No hay delegados para esta selección.', { color: GREY });
    return pdf.toBuffer();
  }

  const qrImages = new Map<string, Awaited<ReturnType<typeof pdf.doc.embedPng>>>();
  for (const [index, badge] of input.badges.entries()) {
    const slot = index % (COLUMNS * ROWS);
    if (slot === 0 && index > 0) pdf.addPage();
    const page = pdf.page;
    const x = MARGIN + (slot % COLUMNS) * cellWidth;
    const top = pdf.pageHeight - MARGIN - Math.floor(slot / COLUMNS) * cellHeight;
    page.drawRectangle({
      x,
      y: top - cellHeight,
      width: cellWidth,
      height: cellHeight,
      borderColor: RULE,
      borderWidth: 0.5,
      borderDashArray: [3, 3],
    });
    // Event band.
    page.drawRectangle({ x: x + 0.5, y: top - 24, width: cellWidth - 1, height: 23.5, color: LIGHT });
    const event = regular.wrap(input.eventName, 9, cellWidth - 2 * pad)[0] ?? '';
    regular.draw(page, event, x + pad, top - 16, 9, GREY);

    // QR code (badge code only) at the bottom right, the code printed under it.
    let image = qrImages.get(badge.badgeCode);
    if (!image) {
      const png = await QRCode.toBuffer(badge.badgeCode, { type: 'png', errorCorrectionLevel: 'M', margin: 1, scale: 6 });
      image = await pdf.doc.embedPng(png);
      qrImages.set(badge.badgeCode, image);
    }
    const qrX = x + cellWidth - pad - qrSize;
    const qrY = top - cellHeight + pad + 10;
    page.drawImage(image, { x: qrX, y: qrY, width: qrSize, height: qrSize });
    const codeWidth = regular.width(badge.badgeCode, 7);
    regular.draw(page, badge.badgeCode, qrX + (qrSize - codeWidth) / 2, qrY - 9, 7, GREY);

    // Name: as large as fits in two lines.
    const textWidth = cellWidth - 2 * pad;
    let size = 18;
    let lines = bold.wrap(badge.name, size, textWidth);
    while (lines.length > 2 && size > 11) {
      size -= 1;
      lines = bold.wrap(badge.name, size, textWidth);
    }
    let y = top - 24 - 10 - size;
    for (const line of lines.slice(0, 2)) {
      bold.draw(page, line, x + pad, y, size);
      y -= size * 1.2;
    }
    y -= 4;
    // Delegation, commission and institution to the left of the QR code.
    const sideWidth = cellWidth - 2 * pad - qrSize - 8;
    const blocks: [string | null, number, boolean, typeof GREY | undefined][] = [
      [badge.delegation, 13, true, undefined],
      [badge.commission, 10, false, undefined],
      [badge.institution, 9, false, GREY],
    ];
    for (const [value, fontSize, isBold, color] of blocks) {
      if (!value) continue;
      const font = isBold ? bold : regular;
      for (const line of font.wrap(value, fontSize, sideWidth).slice(0, 2)) {
        if (y < top - cellHeight + pad + fontSize) break;
        font.draw(page, line, x + pad, y, fontSize, color);
        y -= fontSize * 1.25;
      }
      y -= 3;
    }
  }
  return pdf.toBuffer();
}
