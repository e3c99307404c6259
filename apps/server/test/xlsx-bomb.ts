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

/** Deflates `head`, then `rowAt(0…times-1)`, then `tail`, without holding the inflated text in memory. */
async function repeatedEntry(name: string, head: string, rowAt: (i: number) => string, times: number, tail: string): Promise<Entry> {
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
  for await (const chunk of Readable.from(parts()).pipe(createDeflateRaw({ level: 9 }))) chunks.push(chunk as Buffer);
  return { name, data: Buffer.concat(chunks), size, crc };
}

/** A zip file (deflated entries, no zip64) made of `entries`, as an XLSX is. */
function zipOf(entries: Entry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(e.crc >>> 0, 14);
    local.writeUInt32LE(e.data.length, 18);
    local.writeUInt32LE(e.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(e.crc >>> 0, 16);
    central.writeUInt32LE(e.data.length, 20);
    central.writeUInt32LE(e.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, e.data);
    centrals.push(central, name);
    offset += local.length + name.length + e.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * An XLSX whose one sheet is `headers` followed by the same data row `times` times: a few MB that inflate
 * to as many as asked (a "zip bomb" when `times` is large). Numbered rows make a sheet any reader accepts;
 * unnumbered identical rows compress hundreds of times.
 */
export async function repeatedRowsXlsx(
  headers: string[],
  row: string[],
  times: number,
  opts: { numbered?: boolean } = {},
): Promise<Buffer> {
  const numbered = opts.numbered ?? true;
  const cells = (values: string[], r: number) =>
    values.map((v, c) => `<c${numbered ? ` r="${String.fromCharCode(65 + c)}${r}"` : ''} t="inlineStr"><is><t>${v}</t></is></c>`).join('');
  const rowXml = (values: string[], r: number) => `<row${numbered ? ` r="${r}"` : ''}>${cells(values, r)}</row>`;
  const sheet = await repeatedEntry(
    'xl/worksheets/sheet1.xml',
    `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${NS}/spreadsheetml/2006/main"><sheetData>${rowXml(headers, 1)}`,
    (i) => rowXml(row, i + 2),
    times,
    '</sheetData></worksheet>',
  );
  return zipOf([...Object.entries(PARTS).map(([name, text]) => smallEntry(name, text)), sheet]);
}
