import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  type PDFFont,
  PDFName,
  type PDFPage,
  PDFRawStream,
  PDFRef,
  type RGB,
  rgb,
} from '@cantoo/pdf-lib';

/**
 * PDF documents with an embedded font (Inter, the app's own font, served from @fontsource/inter's WOFF
 * files: @pdf-lib/fontkit embeds WOFF 1; WOFF 2 crashes its subsetter). Two subsets per weight — latin
 * (á é í ó ú ñ ü ¿ ¡ …) and latin-ext (ł ș ő …) — are embedded and each run of text is drawn with the
 * first one that has its glyphs; anything else becomes "?". Text is NFC-normalised first.
 *
 * Usage: `const pdf = await newPdf({ title, header }); pdf.heading('…'); pdf.table(cols, rows);
 * const bytes = await pdf.toBuffer();` (page numbers "Página n de N" are added by toBuffer).
 */

const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: ['inter-latin-400-normal.woff', 'inter-latin-ext-400-normal.woff'],
  bold: ['inter-latin-700-normal.woff', 'inter-latin-ext-700-normal.woff'],
} as const;
export type Weight = keyof typeof FONT_FILES;

let fontBytes: Promise<Record<Weight, Uint8Array[]>> | undefined;
function loadFontBytes(): Promise<Record<Weight, Uint8Array[]>> {
  fontBytes ??= (async () => {
    const read = (file: string) => readFile(require.resolve(`@fontsource/inter/files/${file}`));
    const [regular, bold] = await Promise.all([Promise.all(FONT_FILES.regular.map(read)), Promise.all(FONT_FILES.bold.map(read))]);
    return { regular, bold };
  })();
  return fontBytes;
}

export interface TextRun {
  font: PDFFont;
  text: string;
}

/** One weight: the primary font and its fallbacks, each with the code points it can draw. */
export class FontSet {
  private readonly sets: Set<number>[];
  constructor(readonly fonts: PDFFont[]) {
    this.sets = fonts.map((f) => new Set(f.getCharacterSet()));
  }

  /** Splits text into runs drawable with one font each (unknown characters become "?"). */
  runs(value: string): TextRun[] {
    const runs: TextRun[] = [];
    for (const ch of clean(value)) {
      const cp = ch.codePointAt(0) ?? 63;
      let index = this.sets.findIndex((s) => s.has(cp));
      let text = ch;
      if (index < 0) {
        index = 0;
        text = '?';
      }
      const font = this.fonts[index] as PDFFont;
      const last = runs[runs.length - 1];
      if (last && last.font === font) last.text += text;
      else runs.push({ font, text });
    }
    return runs;
  }

  width(value: string, size: number): number {
    return this.runs(value).reduce((sum, r) => sum + r.font.widthOfTextAtSize(r.text, size), 0);
  }

  /** Draws one line (no wrapping) at x, y (baseline). */
  draw(page: PDFPage, value: string, x: number, y: number, size: number, color: RGB = BLACK): number {
    let cursor = x;
    for (const run of this.runs(value)) {
      page.drawText(run.text, { x: cursor, y, size, font: run.font, color });
      cursor += run.font.widthOfTextAtSize(run.text, size);
    }
    return cursor - x;
  }

  /** Breaks text into lines no wider than maxWidth (words longer than a line are cut). */
  wrap(value: string, size: number, maxWidth: number): string[] {
    const lines: string[] = [];
    for (const paragraph of clean(value).split('\n')) {
      let line = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const candidate = line ? `${line} ${word}` : word;
        if (this.width(candidate, size) <= maxWidth) {
          line = candidate;
          continue;
        }
        if (line) lines.push(line);
        line = '';
        let rest = word;
        while (this.width(rest, size) > maxWidth && rest.length > 1) {
          let cut = rest.length - 1;
          while (cut > 1 && this.width(rest.slice(0, cut), size) > maxWidth) cut--;
          lines.push(rest.slice(0, cut));
          rest = rest.slice(cut);
        }
        line = rest;
      }
      lines.push(line);
    }
    return lines;
  }
}

function clean(value: string): string {
  return (
    value
      .normalize('NFC')
      .replace(/\r\n?/g, '\n')
      .replace(/\t/g, ' ')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters on purpose
      .replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, '')
  );
}

export const BLACK = rgb(0, 0, 0);
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
    rows.forEach((row, index) => {
      drawRow(row, false, opts.zebra && index % 2 === 1 ? rgb(0.97, 0.97, 0.97) : undefined);
    });
    this.y -= 6;
  }

  /** Adds running headers and page numbers, then serialises. */
  async toBuffer(): Promise<Buffer> {
    const pages = this.doc.getPages();
    const numbers = this.options.pageNumbers ?? true;
    pages.forEach((page, index) => {
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
    });
    return Buffer.from(await this.doc.save());
  }
}

/** Embeds the app's font (regular and bold, latin and latin-ext) into a document. */
export async function embedFonts(doc: PDFDocument): Promise<Record<Weight, FontSet>> {
  doc.registerFontkit(fontkit);
  const bytes = await loadFontBytes();
  const embed = async (files: Uint8Array[]) => new FontSet(await Promise.all(files.map((b) => doc.embedFont(b, { subset: true }))));
  return { regular: await embed(bytes.regular), bold: await embed(bytes.bold) };
}

export async function newPdf(options: PdfOptions = {}): Promise<PdfWriter> {
  const doc = await PDFDocument.create();
  if (options.title) doc.setTitle(options.title);
  doc.setProducer('Quórum');
  doc.setCreator('Quórum');
  const fonts = await embedFonts(doc);
  return new PdfWriter(doc, fonts, { ...options, margin: options.margin ?? 40 });
}

/**
 * Extracts the text drawn with embedded fonts (through their ToUnicode maps), page by page — for tests
 * and checks; not a general PDF text extractor.
 */
export async function extractPdfText(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const decode = (obj: unknown): string => {
    const stream = obj instanceof PDFRef ? doc.context.lookup(obj) : obj;
    if (!(stream instanceof PDFRawStream)) return '';
    return Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
  };
  return doc.getPages().map((page) => {
    const maps = new Map<string, Map<number, string>>();
    const fonts = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
    for (const [name, ref] of fonts?.entries() ?? []) {
      const font = doc.context.lookup(ref, PDFDict);
      const cmap = decode(font.get(PDFName.of('ToUnicode')));
      const map = new Map<number, string>();
      for (const m of cmap.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
        const hex = m[2] as string;
        const units: number[] = [];
        for (let i = 0; i < hex.length; i += 4) units.push(Number.parseInt(hex.slice(i, i + 4), 16));
        map.set(Number.parseInt(m[1] as string, 16), String.fromCharCode(...units));
      }
      maps.set(name.asString(), map);
    }
    const contents = page.node.Contents();
    const parts = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    const content = parts.map(decode).join('\n');
    let current = new Map<number, string>();
    let out = '';
    for (const m of content.matchAll(/(\/[^\s/]+)\s+[\d.]+\s+Tf|<([0-9a-fA-F]*)>\s*Tj|(ET)/g)) {
      if (m[1]) current = maps.get(m[1]) ?? new Map();
      else if (m[2] !== undefined) {
        for (let i = 0; i < m[2].length; i += 4) out += current.get(Number.parseInt(m[2].slice(i, i + 4), 16)) ?? '';
      } else out += '\n';
    }
    return out;
  });
}
