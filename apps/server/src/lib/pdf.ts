import { PDFDocument, type PDFPage, type RGB, rgb } from '@cantoo/pdf-lib';
import { embedFonts, type FontSet, type Weight } from './pdf-fonts';

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
    readonly fonts: Record<Weight, FontSet>,
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

export async function newPdf(options: PdfOptions = {}): Promise<PdfWriter> {
  const doc = await PDFDocument.create();
  if (options.title) doc.setTitle(options.title);
  doc.setProducer('Quórum');
  doc.setCreator('Quórum');
  const fonts = await embedFonts(doc);
  return new PdfWriter(doc, fonts, { ...options, margin: options.margin ?? 40 });
}
