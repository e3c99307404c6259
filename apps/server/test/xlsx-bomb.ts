import { Readable } from 'node:stream';
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';

/** A zip entry: its name, its deflated bytes, and the uncompressed size and CRC the zip declares. */
interface Entry {
  name: string;
  data: Buffer;
  size: number;
  crc: number;
}

const NS = 'http://schemas.openxmlformats.org';
const PARTS: Record<string, string> = {
  '[Content_Types].xml': `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="${NS}/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
  '_rels/.rels': `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${NS}/package/2006/relationships"><Relationship Id="rId1" Type="${NS}/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  'xl/workbook.xml': `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${NS}/spreadsheetml/2006/main" xmlns:r="${NS}/officeDocument/2006/relationships"><sheets><sheet name="Delegados" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  'xl/_rels/workbook.xml.rels': `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${NS}/package/2006/relationships"><Relationship Id="rId1" Type="${NS}/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
};

function smallEntry(name: string, text: string): Entry {
  const raw = Buffer.from(text);
  return { name, data: deflateRawSync(raw), size: raw.length, crc: crc32(raw) };
}

/**
 * Deflates `head`, then `rowAt(0…times-1)`, then `tail`, without holding the inflated text in memory; `level`
 * is zlib's (9 packs tightest, 1 is several times faster).
 */
async function repeatedEntry(
  name: string,
  head: string,
  rowAt: (i: number) => string,
  times: number,
  tail: string,
  level: number,
): Promise<Entry> {
  let size = 0;
  let crc = 0;
  function* parts() {
    const blocks = Array.from({ length: Math.ceil(times / 1000) }, (_, b) => b);
    for (const block of [head, ...blocks, tail]) {
      const part = Buffer.from(
        typeof block === 'string'
          ? block
          : Array.from({ length: Math.min(1000, times - block * 1000) }, (_, i) => rowAt(block * 1000 + i)).join(''),
      );
      size += part.length;
      crc = crc32(part, crc);
      yield part;
    }
  }
  const chunks: Buffer[] = [];
  for await (const chunk of Readable.from(parts()).pipe(createDeflateRaw({ level }))) chunks.push(chunk as Buffer);
  return { name, data: Buffer.concat(chunks), size, crc };
}

/** A field of a zip record: its width in bytes (2 or 4), its value and its offset. */
type Field = [number, number, number];

/** A zip record of `length` bytes: its signature, then little-endian fields at their offsets, zeros elsewhere. */
function record(length: number, signature: number, fields: Field[]): Buffer {
  const out = Buffer.alloc(length);
  out.writeUInt32LE(signature, 0);
  for (const [width, value, at] of fields) {
    if (width === 2) out.writeUInt16LE(value, at);
    else out.writeUInt32LE(value, at);
  }
  return out;
}

/** A zip file (deflated entries, no zip64) made of `entries`, as an XLSX is. */
function zipOf(entries: Entry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    // CRC, compressed and uncompressed sizes and name length, in both records (after version 2.0 and deflate = 8).
    const described = (at: number): Field[] => [
      [4, e.crc >>> 0, at],
      [4, e.data.length, at + 4],
      [4, e.size, at + 8],
      [2, name.length, at + 12],
    ];
    const local = record(30, 0x04034b50, [[2, 20, 4], [2, 8, 8], ...described(14)]);
    const central = record(46, 0x02014b50, [[2, 20, 4], [2, 20, 6], [2, 8, 10], ...described(16), [4, offset, 42]]);
    locals.push(local, name, e.data);
    centrals.push(central, name);
    offset += local.length + name.length + e.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = record(22, 0x06054b50, [
    [2, entries.length, 8],
    [2, entries.length, 10],
    [4, directory.length, 12],
    [4, offset, 16],
  ]);
  return Buffer.concat([...locals, directory, end]);
}

/** Sheets already deflated, by their rows and level: a bomb and its lying twin share one (a test file builds each once). */
const sheets = new Map<string, Promise<Entry>>();

/**
 * An XLSX whose one sheet is `headers` followed by the same data row `times` times: a few MB that inflate
 * to as many as asked (a "zip bomb" when `times` is large). Numbered rows make a sheet any reader accepts;
 * unnumbered identical rows compress hundreds of times; `understate` makes the zip lie about the sheet's size.
 * `fast` deflates at level 1 (a bomb of 150,000 rows: ≈5 MB in under a second rather than ≈4.5 MB in four),
 * for tests; the benches keep level 9, an attacker's best.
 */
export async function repeatedRowsXlsx(
  headers: string[],
  row: string[],
  times: number,
  opts: { numbered?: boolean; understate?: boolean; fast?: boolean } = {},
): Promise<Buffer> {
  const numbered = opts.numbered ?? true;
  const level = opts.fast ? 1 : 9;
  const key = JSON.stringify([headers, row, times, numbered, level]);
  let deflated = sheets.get(key);
  if (!deflated) {
    deflated = sheetOf(headers, row, times, numbered, level);
    sheets.set(key, deflated);
  }
  // A lying zip declares the sheet as small as its compressed bytes.
  const sheet = { ...(await deflated) };
  if (opts.understate) sheet.size = sheet.data.length;
  return zipOf([...Object.entries(PARTS).map(([name, text]) => smallEntry(name, text)), sheet]);
}

function sheetOf(headers: string[], row: string[], times: number, numbered: boolean, level: number): Promise<Entry> {
  const cells = (values: string[], r: number) =>
    values.map((v, c) => `<c${numbered ? ` r="${String.fromCharCode(65 + c)}${r}"` : ''} t="inlineStr"><is><t>${v}</t></is></c>`).join('');
  const rowXml = (values: string[], r: number) => `<row${numbered ? ` r="${r}"` : ''}>${cells(values, r)}</row>`;
  return repeatedEntry(
    'xl/worksheets/sheet1.xml',
    `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${NS}/spreadsheetml/2006/main"><sheetData>${rowXml(headers, 1)}`,
    (i) => rowXml(row, i + 2),
    times,
    '</sheetData></worksheet>',
    level,
  );
}
