import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { deflateSync } from 'node:zlib';
import {
  CustomFontSubsetEmbedder,
  type PDFContext,
  type PDFDocument,
  PDFFont,
  type PDFPage,
  type PDFRef,
  type RGB,
  rgb,
} from '@cantoo/pdf-lib';
import fontkit from '@cantoo/fontkit';

/**
 * The app's font in PDF documents: Inter, served from @fontsource/inter's WOFF files, read by
 * @cantoo/fontkit (the fontkit @cantoo/pdf-lib is made for). Two subsets per face — latin (á é í ó ú ñ ü ¿ ¡ …) and
 * latin-ext (ł ș ő …) — are embedded, and each run of text is drawn with the first one that has its
 * glyphs; anything else becomes "?". Text is NFC-normalised first. Regular and bold always; italic when a
 * document asks for it (a resolution's opening words).
 */

const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: ['inter-latin-400-normal.woff', 'inter-latin-ext-400-normal.woff'],
  bold: ['inter-latin-700-normal.woff', 'inter-latin-ext-700-normal.woff'],
  italic: ['inter-latin-400-italic.woff', 'inter-latin-ext-400-italic.woff'],
} as const;
/** A face of the font: regular, bold or italic. */
export type Face = keyof typeof FONT_FILES;
/** The faces every document has. */
type Weight = Exclude<Face, 'italic'>;

let fontBytes: Promise<Record<Face, Uint8Array[]>> | undefined;
function loadFontBytes(): Promise<Record<Face, Uint8Array[]>> {
  fontBytes ??= (async () => {
    const read = (file: string) => readFile(require.resolve(`@fontsource/inter/files/${file}`));
    const [regular, bold, italic] = await Promise.all(
      [FONT_FILES.regular, FONT_FILES.bold, FONT_FILES.italic].map((files) => Promise.all(files.map(read))),
    );
    return { regular, bold, italic } as Record<Face, Uint8Array[]>;
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
  /** Each font's advance of a character at size 1: measuring through the font's layout costs milliseconds a cell. */
  private readonly advances: Map<string, number>[];
  constructor(readonly fonts: PDFFont[]) {
    this.sets = fonts.map((f) => new Set(f.getCharacterSet()));
    this.advances = fonts.map(() => new Map());
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

  /** The width of a line of text: the sum of its characters' advances (what the font's layout adds up too). */
  width(value: string, size: number): number {
    let sum = 0;
    for (const run of this.runs(value)) {
      const index = this.fonts.indexOf(run.font);
      const advances = this.advances[index] as Map<string, number>;
      for (const ch of run.text) {
        let advance = advances.get(ch);
        if (advance === undefined) {
          advance = run.font.widthOfTextAtSize(ch, 1000) / 1000;
          advances.set(ch, advance);
        }
        sum += advance;
      }
    }
    return sum * size;
  }

  /** Draws one line (no wrapping) at x, y (baseline). */
  draw(page: PDFPage, value: string, x: number, y: number, size: number, color: RGB = rgb(0, 0, 0)): number {
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

/**
 * fontkit with each font file parsed once per process: parsing is most of the time of a small document (a
 * certificate). The parsed font caches its glyphs for every document; a glyph first made by another
 * document's subsetting (the «n» inside «ñ») is cached without its character, so the character is filled in
 * when text asks for the glyph — else it would be missing from the PDF's text layer.
 */
type ParsedFont = ReturnType<typeof fontkit.create> | null;
const parsedFonts = new Map<string, ParsedFont>();

function parseOnce(buffer: Uint8Array, postscriptName?: string): ParsedFont {
  const font = (postscriptName ? fontkit.create(buffer, postscriptName) : fontkit.create(buffer)) as ParsedFont;
  if (font && 'getGlyph' in font) {
    const getGlyph = font.getGlyph.bind(font);
    font.getGlyph = (id: number, characters: number[] = []) => {
      const glyph = getGlyph(id, characters);
      if (glyph && characters.length && !glyph.codePoints.length) glyph.codePoints = characters;
      return glyph;
    };
    // One glyph per character, looked up in the font's character map: the text is latin and NFC, and shaping
    // a line (ligatures, contextual forms) took about a millisecond, which a long table cannot afford.
    // pdf-lib reads only the glyphs of a layout (it positions text by advance widths, without kerning).
    font.layout = ((text: string) => ({ glyphs: font.glyphsForString(text) })) as unknown as typeof font.layout;
  }
  return font;
}

const cachedFontkit = {
  ...fontkit,
  create: (buffer: Uint8Array, postscriptName?: string) => {
    // pdf-lib hands over a copy of the bytes: the key is the file's length and its first bytes.
    const key = `${postscriptName ?? ''}:${buffer.byteLength}:${Buffer.from(buffer.buffer, buffer.byteOffset, Math.min(512, buffer.byteLength)).toString('base64')}`;
    if (!parsedFonts.has(key)) parsedFonts.set(key, parseOnce(buffer, postscriptName));
    return parsedFonts.get(key);
  },
} as typeof fontkit;

/** A document's faces: regular and bold, and italic when it asked for it. */
export type DocumentFonts = Record<Weight, FontSet> & { italic?: FontSet };

/**
 * Embeds the app's font (regular and bold, and italic with `italic`; latin and latin-ext, subset to the glyphs drawn)
 * into a document. With `onlyFor` (every text the document will draw, e.g. a certificate's), a fallback subset is
 * embedded only when that text has a character the earlier ones lack: each embedded font costs time when saving.
 */
export async function embedFonts(doc: PDFDocument, opts: { onlyFor?: string; italic?: boolean } = {}): Promise<DocumentFonts> {
  doc.registerFontkit(cachedFontkit);
  const bytes = await loadFontBytes();
  const embed = async (files: Uint8Array[]) =>
    new FontSet(await Promise.all(wantedFiles(files, opts.onlyFor).map((b) => doc.embedFont(b, { subset: true }))));
  const fonts: DocumentFonts = { regular: await embed(bytes.regular), bold: await embed(bytes.bold) };
  if (opts.italic) fonts.italic = await embed(bytes.italic);
  return fonts;
}

/** The font files a text needs: the first, and each later one that draws a character the earlier ones lack. */
function wantedFiles(files: Uint8Array[], onlyFor: string | undefined): Uint8Array[] {
  if (onlyFor === undefined) return files;
  const needed = new Set([...clean(onlyFor)].map((ch) => ch.codePointAt(0) ?? 0));
  const covered = new Set<number>();
  return files.filter((file, index) => {
    const parsed = cachedFontkit.create(file) as unknown as { characterSet: number[] };
    const adds = [...needed].some((cp) => !covered.has(cp) && parsed.characterSet.includes(cp));
    for (const cp of parsed.characterSet) covered.add(cp);
    return index === 0 || adds;
  });
}

/** What a shared embedder exposes beyond pdf-lib's types: its glyphs so far and how it writes the font file. */
interface SubsetEmbedderParts {
  glyphs: unknown[];
  serializeFont(): Promise<Uint8Array>;
  isCFF(): boolean;
  glyphCache: { access(): unknown[]; invalidate(): void };
  embedFontStream(context: PDFContext): Promise<PDFRef>;
}

/**
 * One subset per font file for every document of the thread, growing as texts need new glyphs (a few
 * hundred at most): encoding and compressing the subset — most of a small document's saving — is done again
 * only when it has grown, and each document embeds the same compressed bytes.
 */
const sharedEmbedders = new Map<Uint8Array, Promise<CustomFontSubsetEmbedder>>();

function sharedEmbedder(file: Uint8Array): Promise<CustomFontSubsetEmbedder> {
  let embedder = sharedEmbedders.get(file);
  if (!embedder) {
    embedder = CustomFontSubsetEmbedder.for(cachedFontkit, file).then((created) => {
      const parts = created as unknown as SubsetEmbedderParts;
      // Once written, the subset also holds the parts of composite glyphs (the «n» of «ñ»), which pdf-lib's
      // list of drawn glyphs does not: that list gets gaps, left out when listing widths and characters.
      parts.glyphCache = { access: () => parts.glyphs.filter(Boolean), invalidate: () => {} };
      let kept: { glyphs: number; bytes: Uint8Array } | null = null;
      parts.embedFontStream = async (context) => {
        const glyphs = parts.glyphCache.access().length;
        if (kept?.glyphs !== glyphs) kept = { glyphs, bytes: deflateSync(await parts.serializeFont()) };
        const dict = parts.isCFF() ? { Filter: 'FlateDecode', Subtype: 'CIDFontType0C' } : { Filter: 'FlateDecode' };
        return context.register(context.stream(kept.bytes, dict));
      };
      return created;
    });
    sharedEmbedders.set(file, embedder);
  }
  return embedder;
}

/** Fonts drawn into a document from the thread's shared subsets; `embed` writes them in before saving. */
export interface SharedFonts extends Record<Weight, FontSet> {
  embed(): Promise<void>;
}

/**
 * Like `embedFonts`, for many similar small documents (certificates): the fonts come from the thread's
 * shared subsets (see `sharedEmbedder`), so a document's saving does not subset nor compress the fonts again.
 * Each document carries the glyphs drawn so far in the thread, the text layer included.
 */
export async function embedSharedFonts(doc: PDFDocument, opts: { onlyFor: string }): Promise<SharedFonts> {
  const bytes = await loadFontBytes();
  const fonts: PDFFont[] = [];
  const embed = async (files: Uint8Array[]) =>
    new FontSet(
      await Promise.all(
        wantedFiles(files, opts.onlyFor).map(async (file) => {
          const font = PDFFont.of(doc.context.nextRef(), doc, await sharedEmbedder(file));
          fonts.push(font);
          return font;
        }),
      ),
    );
  return {
    regular: await embed(bytes.regular),
    bold: await embed(bytes.bold),
    embed: async () => {
      for (const font of fonts) await font.embed();
    },
  };
}
