import {
  concatTransformationMatrix,
  drawObject,
  PDFDocument,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  type RGB,
  rgb,
} from '@cantoo/pdf-lib';
import QRCode from 'qrcode';
import { type DocumentFonts, embedFonts, type Face, type FontSet } from './pdf-fonts';

/**
 * PDF documents in the app's font (see pdf-fonts.ts): pages, running header, text, headings, rules and
 * tables that break over pages.
 *
 * Usage: `const pdf = await newPdf({ title, header }); pdf.heading('…'); pdf.table(cols, rows);
 * const bytes = await pdf.toBuffer();` (page numbers "Página n de N" are added by toBuffer).
 */

const BLACK = rgb(0, 0, 0);
export const GREY = rgb(0.4, 0.4, 0.4);
export const LIGHT = rgb(0.93, 0.93, 0.93);
export const RULE = rgb(0.6, 0.6, 0.6);

export const PAGE_SIZES = { A4: [595.28, 841.89], LETTER: [612, 792] } as const;

export interface PdfOptions {
  /** Document title (metadata). */
  title?: string;
  /** Small text at the top of every page (e.g. the event name). */
  header?: string;
  size?: keyof typeof PAGE_SIZES;
  landscape?: boolean;
  margin?: number;
  /** "Página {n} de {total}" at the bottom of every page; false to leave out. */
  pageNumbers?: boolean | ((n: number, total: number) => string);
  /** Embeds the italic face too, for `paragraph`'s italic runs. */
  italic?: boolean;
}

/** A run of a paragraph's text in one face. */
export interface StyledRun {
  text: string;
  face?: Face;
}

export interface ParagraphOptions {
  size?: number;
  /** Every line starts this far right of the margin (points). */
  indent?: number;
  /** The first line starts this much further right (points; negative to hang it out). */
  firstLineIndent?: number;
  /** A label hung in the first line, `at` points right of the margin: «1.», «(a)». */
  label?: { text: string; at: number };
  /** Space after the paragraph (points). */
  gap?: number;
}

/** A word as drawn: its pieces (a word may change face mid-way) and whether a space comes before it. */
interface Word {
  pieces: { text: string; font: FontSet }[];
  width: number;
  spaced: boolean;
}

export interface TableColumn {
  header: string;
  /** Relative width (the columns share the content width in proportion). */
  width: number;
  align?: 'left' | 'center' | 'right';
  /** Draws an empty box in every cell (attendance sheets); the cell's text is ignored. */
  checkbox?: boolean;
}

export interface TableOptions {
  fontSize?: number;
  padding?: number;
  /** Minimum row height (taller rows leave room to write by hand). */
  minRowHeight?: number;
  zebra?: boolean;
}

export class PdfWriter {
  page!: PDFPage;
  /** The cursor: the top of the next thing drawn, in PDF points from the bottom. */
  y = 0;
  readonly pageWidth: number;
  readonly pageHeight: number;

  constructor(
    readonly doc: PDFDocument,
    readonly fonts: DocumentFonts,
    readonly options: Required<Pick<PdfOptions, 'margin'>> & PdfOptions,
  ) {
    const [w, h] = PAGE_SIZES[options.size ?? 'A4'];
    this.pageWidth = options.landscape ? h : w;
    this.pageHeight = options.landscape ? w : h;
    this.addPage();
  }

  get margin(): number {
    return this.options.margin;
  }
  get contentWidth(): number {
    return this.pageWidth - 2 * this.margin;
  }
  /** The top of the writing area (below the running header). */
  get top(): number {
    return this.pageHeight - this.margin - (this.options.header ? 18 : 0);
  }
  /** The bottom of the writing area (above the page numbers). */
  get bottom(): number {
    return this.margin + 16;
  }

  addPage(): PDFPage {
    this.page = this.doc.addPage([this.pageWidth, this.pageHeight]);
    this.y = this.top;
    return this.page;
  }

  /** Starts a new page when less than `height` points are left. */
  ensureSpace(height: number): void {
    if (this.y - height < this.bottom) this.addPage();
  }

  /** `text` as a QR code `size` points wide at the left margin below the cursor, `caption` beside it (grey). */
  qrCode(text: string, size: number, caption?: string): void {
    this.ensureSpace(size + 6);
    drawQrCode(this.doc, this.page, text, this.margin, this.y - size, size);
    if (caption) this.fonts.regular.draw(this.page, caption, this.margin + size + 8, this.y - size / 2 - 3, 9, GREY);
    this.y -= size + 6;
  }

  space(height = 8): void {
    this.y -= height;
  }

  text(value: string, opts: { size?: number; bold?: boolean; color?: RGB; align?: 'left' | 'center' | 'right'; gap?: number } = {}): void {
    const size = opts.size ?? 10;
    const font = this.fonts[opts.bold ? 'bold' : 'regular'];
    const lineHeight = size * 1.3;
    for (const line of font.wrap(value, size, this.contentWidth)) {
      this.ensureSpace(lineHeight);
      const width = font.width(line, size);
      const x =
        opts.align === 'center'
          ? this.margin + (this.contentWidth - width) / 2
          : opts.align === 'right'
            ? this.margin + this.contentWidth - width
            : this.margin;
      font.draw(this.page, line, x, this.y - size, size, opts.color);
      this.y -= lineHeight;
    }
    this.y -= opts.gap ?? 4;
  }

  /** One line with a text at the left and another at the right (a document's symbol, its date); the left one is cut to the room left. */
  pair(left: string, right: string, opts: { size?: number; bold?: boolean; color?: RGB; gap?: number } = {}): void {
    const size = opts.size ?? 10;
    const font = this.fonts[opts.bold ? 'bold' : 'regular'];
    this.ensureSpace(size * 1.3);
    const rightWidth = right ? font.width(right, size) : 0;
    if (right) font.draw(this.page, right, this.margin + this.contentWidth - rightWidth, this.y - size, size, opts.color);
    const room = this.contentWidth - (right ? rightWidth + 12 : 0);
    font.draw(this.page, font.wrap(left, size, room)[0] ?? '', this.margin, this.y - size, size, opts.color);
    this.y -= size * 1.3 + (opts.gap ?? 2);
  }

  /**
   * A paragraph of runs in different faces (a clause with its opening word in italics), wrapped at spaces and flowing
   * over pages; an indent for every line, another for the first, and a label hung in the first line.
   */
  paragraph(runs: readonly StyledRun[], opts: ParagraphOptions = {}): void {
    const size = opts.size ?? 10;
    const lineHeight = size * 1.35;
    const indent = opts.indent ?? 0;
    const first = indent + (opts.firstLineIndent ?? 0);
    const space = this.fonts.regular.width(' ', size);
    let line: Word[] = [];
    let width = 0;
    const lines: Word[][] = [];
    for (const word of this.words(runs, size)) {
      const room = this.contentWidth - (lines.length === 0 ? first : indent);
      const gap = line.length > 0 && word.spaced ? space : 0;
      if (line.length > 0 && width + gap + word.width > room) {
        lines.push(line);
        line = [];
        width = 0;
      }
      for (const piece of this.cut(word, size, this.contentWidth - Math.max(first, indent))) {
        if (line.length > 0 && piece !== word) {
          lines.push(line);
          line = [];
          width = 0;
        }
        width += (line.length > 0 && piece.spaced ? space : 0) + piece.width;
        line.push(piece);
      }
    }
    if (line.length > 0 || lines.length === 0) lines.push(line);
    for (const [index, words] of lines.entries()) {
      this.ensureSpace(lineHeight);
      const baseline = this.y - size;
      if (index === 0 && opts.label) this.fonts.regular.draw(this.page, opts.label.text, this.margin + opts.label.at, baseline, size);
      // A line is drawn as few texts as faces change in it, spaces included: its text reads as written when copied.
      const segments: { text: string; font: FontSet }[] = [];
      for (const [i, word] of words.entries())
        for (const [j, piece] of word.pieces.entries()) {
          const text = i > 0 && j === 0 && word.spaced ? ` ${piece.text}` : piece.text;
          const last = segments[segments.length - 1];
          if (last?.font === piece.font) last.text += text;
          else segments.push({ text, font: piece.font });
        }
      let x = this.margin + (index === 0 ? first : indent);
      for (const segment of segments) x += segment.font.draw(this.page, segment.text, x, baseline, size);
      this.y -= lineHeight;
    }
    this.y -= opts.gap ?? 4;
  }

  /** The face's fonts; italic only in a document made with `italic`. */
  private face(face: Face): FontSet {
    const font = this.fonts[face];
    if (!font) throw new Error(`the ${face} face is embedded by newPdf({ italic: true })`);
    return font;
  }

  /** The runs' words: split at white space, a word's pieces keeping their faces. */
  private words(runs: readonly StyledRun[], size: number): Word[] {
    const words: Word[] = [];
    let current: Word | undefined;
    let spaced = false;
    for (const run of runs) {
      const font = this.face(run.face ?? 'regular');
      for (const part of run.text.split(/(\s+)/)) {
        if (part === '') continue;
        if (/^\s+$/.test(part)) {
          current = undefined;
          spaced = true;
          continue;
        }
        if (!current) {
          current = { pieces: [], width: 0, spaced };
          words.push(current);
          spaced = false;
        }
        current.pieces.push({ text: part, font });
        current.width += font.width(part, size);
      }
    }
    return words;
  }

  /** A word wider than a line, cut into words that fit (each on a line of its own); any other word as it is. */
  private cut(word: Word, size: number, room: number): Word[] {
    if (word.width <= room) return [word];
    const out: Word[] = [];
    let current: Word = { pieces: [], width: 0, spaced: word.spaced };
    for (const { text, font } of word.pieces)
      for (const ch of text) {
        const advance = font.width(ch, size);
        if (current.width + advance > room && current.width > 0) {
          out.push(current);
          current = { pieces: [], width: 0, spaced: false };
        }
        const last = current.pieces[current.pieces.length - 1];
        if (last?.font === font) last.text += ch;
        else current.pieces.push({ text: ch, font });
        current.width += advance;
      }
    out.push(current);
    return out;
  }

  heading(value: string, level: 1 | 2 = 1): void {
    this.text(value, { size: level === 1 ? 16 : 12, bold: true, gap: level === 1 ? 6 : 4 });
  }

  rule(): void {
    this.ensureSpace(6);
    this.page.drawLine({
      start: { x: this.margin, y: this.y },
      end: { x: this.margin + this.contentWidth, y: this.y },
      thickness: 0.5,
      color: RULE,
    });
    this.y -= 6;
  }

  /** A table with borders; the header row repeats on each new page; cells wrap. */
  table(columns: TableColumn[], rows: string[][], opts: TableOptions = {}): void {
    for (const _row of this.drawTable(columns, rows, opts));
  }

  /**
   * The same table for long lists (an acta of thousands of lines): drawn `slice` rows at a time, letting
   * other requests run in between, so the event loop is never held for the whole table.
   */
  async tableInSlices(columns: TableColumn[], rows: string[][], opts: TableOptions & { slice?: number } = {}): Promise<void> {
    const slice = opts.slice ?? 20;
    let drawn = 0;
    for (const _row of this.drawTable(columns, rows, opts)) {
      if (++drawn % slice === 0) await new Promise((resolve) => setImmediate(resolve));
    }
  }

  /** Draws the table, yielding after each row. */
  private *drawTable(columns: TableColumn[], rows: string[][], opts: TableOptions): Generator<void> {
    const size = opts.fontSize ?? 9;
    const pad = opts.padding ?? 4;
    const lineHeight = size * 1.25;
    const total = columns.reduce((s, c) => s + c.width, 0);
    const widths = columns.map((c) => (c.width / total) * this.contentWidth);

    const drawRow = (cells: string[], header: boolean, fill?: RGB) => {
      const font = this.fonts[header ? 'bold' : 'regular'];
      const lines = columns.map((c, i) => (c.checkbox && !header ? [] : font.wrap(cells[i] ?? '', size, (widths[i] as number) - 2 * pad)));
      const height = Math.max(opts.minRowHeight ?? 0, Math.max(1, ...lines.map((l) => l.length)) * lineHeight + 2 * pad);
      if (this.y - height < this.bottom) {
        this.addPage();
        if (!header)
          drawRow(
            columns.map((c) => c.header),
            true,
            LIGHT,
          );
      }
      let x = this.margin;
      columns.forEach((column, i) => {
        const w = widths[i] as number;
        this.page.drawRectangle({ x, y: this.y - height, width: w, height, borderColor: RULE, borderWidth: 0.5, color: fill });
        if (column.checkbox && !header) {
          const box = Math.min(10, w - 2 * pad, height - 2 * pad);
          this.page.drawRectangle({
            x: x + (w - box) / 2,
            y: this.y - height / 2 - box / 2,
            width: box,
            height: box,
            borderColor: BLACK,
            borderWidth: 0.7,
          });
        } else {
          (lines[i] as string[]).forEach((line, j) => {
            const lw = font.width(line, size);
            const align = column.checkbox ? 'center' : (column.align ?? 'left');
            const tx = align === 'center' ? x + (w - lw) / 2 : align === 'right' ? x + w - pad - lw : x + pad;
            font.draw(this.page, line, tx, this.y - pad - size - j * lineHeight + 1, size);
          });
        }
        x += w;
      });
      this.y -= height;
    };

    drawRow(
      columns.map((c) => c.header),
      true,
      LIGHT,
    );
    for (const [index, row] of rows.entries()) {
      drawRow(row, false, opts.zebra && index % 2 === 1 ? rgb(0.97, 0.97, 0.97) : undefined);
      yield;
    }
    this.y -= 6;
  }

  /** Adds running headers and page numbers, then serialises. */
  async toBuffer(): Promise<Buffer> {
    const pages = this.doc.getPages();
    const numbers = this.options.pageNumbers ?? true;
    for (const [index, page] of pages.entries()) {
      // A long document (hundreds of pages) lets other requests run every few pages.
      if (index > 0 && index % 20 === 0) await new Promise((resolve) => setImmediate(resolve));
      if (this.options.header) {
        const size = 8;
        const header = this.fonts.regular.wrap(this.options.header, size, this.contentWidth)[0] ?? '';
        this.fonts.regular.draw(page, header, this.margin, this.pageHeight - this.margin - size, size, GREY);
      }
      if (numbers) {
        const label = typeof numbers === 'function' ? numbers(index + 1, pages.length) : `Página ${index + 1} de ${pages.length}`;
        const size = 8;
        const width = this.fonts.regular.width(label, size);
        this.fonts.regular.draw(page, label, (this.pageWidth - width) / 2, this.margin - 4, size, GREY);
      }
    }
    // Saving yields every few objects (pages, streams) for the same reason.
    return Buffer.from(await this.doc.save({ objectsPerTick: 5 }));
  }
}

/**
 * `text` as a QR code (a verification address): one grey pixel per module (quiet zone of 2), drawn `size` points wide with its
 * lower left corner at (x, y), without smoothing — a few hundred bytes, no PNG to decode.
 */
export function drawQrCode(doc: PDFDocument, page: PDFPage, text: string, x: number, y: number, size: number): void {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const quiet = 2;
  const side = n + 2 * quiet;
  const pixels = new Uint8Array(side * side).fill(255);
  for (let row = 0; row < n; row++)
    for (let col = 0; col < n; col++) if (qr.modules.get(row, col)) pixels[(row + quiet) * side + col + quiet] = 0;
  const stream = doc.context.flateStream(pixels, {
    Type: 'XObject',
    Subtype: 'Image',
    Width: side,
    Height: side,
    ColorSpace: 'DeviceGray',
    BitsPerComponent: 8,
    Interpolate: false,
  });
  const ref = doc.context.register(stream);
  const name = page.node.newXObject('QR', ref);
  page.pushOperators(pushGraphicsState(), concatTransformationMatrix(size, 0, 0, size, x, y), drawObject(name), popGraphicsState());
}

export async function newPdf(options: PdfOptions = {}): Promise<PdfWriter> {
  const doc = await PDFDocument.create();
  if (options.title) doc.setTitle(options.title);
  doc.setProducer('Quórum');
  doc.setCreator('Quórum');
  const fonts = await embedFonts(doc, { italic: options.italic });
  return new PdfWriter(doc, fonts, { ...options, margin: options.margin ?? 40 });
}
