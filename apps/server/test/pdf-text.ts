import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef } from '@cantoo/pdf-lib';

/**
 * Extracts the text drawn with embedded fonts (through their ToUnicode maps), page by page — for tests;
 * not a general PDF text extractor.
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
