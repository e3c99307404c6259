// The importer's parsing, run in a worker thread (domain/delegates/import/parse-in-worker.ts) so that a large or
// hostile file never holds the server's event loop. Plain JavaScript on purpose: it runs as is under tsx, vitest
// and node.
// A task: { kind: 'xlsx' | 'csv', content: Uint8Array, limits: { rows, columns, cellChars } }.
// Its answer: { ok: true, table: [{ row, values }] } (non-empty rows, values by column from 0),
// or { ok: false, reason, row?, column? } with reason 'rows' | 'columns' | 'cell' | 'damaged' | 'noSheet' |
// 'notText' | 'quotes'. Reading stops at the first limit crossed.
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { lowerThisThreadPriority } from './background-thread.mjs';

lowerThisThreadPriority();

class Refusal {
  constructor(answer) {
    this.answer = answer;
  }
}

function textLength(value) {
  if (typeof value === 'string') return value.length;
  if (value && typeof value === 'object' && Array.isArray(value.richText))
    return value.richText.reduce((n, r) => n + String(r.text ?? '').length, 0);
  if (value && typeof value === 'object' && typeof value.formula === 'string') return value.formula.length;
  return 0;
}

function isBlank(value) {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** Collects non-empty rows, refusing past the row, column and cell-length limits. */
function collector(limits) {
  const table = [];
  return {
    table,
    add(row, values) {
      const kept = [];
      let empty = true;
      values.forEach((value, index) => {
        if (isBlank(value)) return;
        if (index >= limits.columns) throw new Refusal({ ok: false, reason: 'columns', row });
        if (textLength(value) > limits.cellChars) throw new Refusal({ ok: false, reason: 'cell', row, column: index + 1 });
        kept[index] = value;
        empty = false;
      });
      if (empty) return;
      table.push({ row, values: Array.from({ length: kept.length }, (_, i) => kept[i] ?? null) });
      // The header plus one row more than allowed is enough to refuse the file.
      if (table.length > limits.rows + 1) throw new Refusal({ ok: false, reason: 'rows' });
    },
  };
}

const SHEET = /^xl\/worksheets\/sheet\d+\.xml$/;
const NO_SHARED_STRINGS =
  '<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="0" uniqueCount="0"/>';

/** A zip part stored as is (no compression): its local header, then its bytes. */
function storedPart(name, text) {
  const data = Buffer.from(text);
  const nameBytes = Buffer.from(name);
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt32LE(crc32(data), 14);
  header.writeUInt32LE(data.length, 18);
  header.writeUInt32LE(data.length, 22);
  header.writeUInt16LE(nameBytes.length, 26);
  return Buffer.concat([header, nameBytes, data]);
}

/**
 * The XLSX's parts in the order the streaming reader needs them: every other part first (the workbook, its
 * relations, the shared strings, an empty shared-strings part when it has none), the sheets last. ExcelJS parks a
 * sheet met before the workbook and the shared strings in a temporary file, read after the zip's end; on a busy
 * machine that path now and then ended with the workbook unread, and a valid file was refused as damaged. In this
 * order each sheet is read as it inflates (stopping at the row limit, nothing written to disk). The reader
 * follows the parts' local headers, never the central directory, which is left out. Bytes whose directory
 * does not describe their parts are returned as they are (the reader then says what it can).
 */
function inReadingOrder(bytes) {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1;
  for (let at = buf.length - 22; at >= Math.max(0, buf.length - 22 - 0xffff) && end < 0; at--)
    if (buf.readUInt32LE(at) === 0x06054b50) end = at;
  if (end < 0) return buf;
  const count = buf.readUInt16LE(end + 10);
  const directory = buf.readUInt32LE(end + 16);
  const parts = [];
  for (let i = 0, at = directory; i < count; i++) {
    if (at + 46 > buf.length || buf.readUInt32LE(at) !== 0x02014b50) return buf;
    const nameLength = buf.readUInt16LE(at + 28);
    const offset = buf.readUInt32LE(at + 42);
    if (offset + 30 > directory || buf.readUInt32LE(offset) !== 0x04034b50) return buf;
    parts.push({ name: buf.toString('utf8', at + 46, at + 46 + nameLength), offset });
    at += 46 + nameLength + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
  }
  parts.sort((a, b) => a.offset - b.offset);
  // Each part runs to the next one's header (its data descriptor, if any, included), the last to the directory.
  const bytesOf = (part, i) => buf.subarray(part.offset, parts[i + 1]?.offset ?? directory);
  const sheets = [];
  const others = [];
  for (const [i, part] of parts.entries()) (SHEET.test(part.name) ? sheets : others).push(bytesOf(part, i));
  if (!parts.some((part) => part.name === 'xl/sharedStrings.xml')) others.push(storedPart('xl/sharedStrings.xml', NO_SHARED_STRINGS));
  return Buffer.concat([...others, ...sheets]);
}

async function readXlsx(content, limits) {
  const rows = collector(limits);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([inReadingOrder(content)]), {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  let sawSheet = false;
  try {
    for await (const sheet of reader) {
      sawSheet = true;
      for await (const row of sheet) rows.add(row.number, (Array.isArray(row.values) ? row.values : []).slice(1));
      break;
    }
  } catch (error) {
    if (error instanceof Refusal) throw error;
    return { ok: false, reason: 'damaged' };
  }
  return sawSheet ? { ok: true, table: rows.table } : { ok: false, reason: 'noSheet' };
}

function decodeText(bytes) {
  let text;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Older spreadsheets save CSV in Windows-1252: accents stay correct this way.
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  return text;
}

function readCsv(content, limits) {
  const text = decodeText(content);
  if (text.includes('\u0000')) return { ok: false, reason: 'notText' };
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const rows = collector(limits);
  let line = 0;
  let answer = null;
  Papa.parse(text, {
    delimiter,
    skipEmptyLines: false,
    step(result, parser) {
      line += 1;
      try {
        if (result.errors.some((e) => e.type === 'Quotes')) throw new Refusal({ ok: false, reason: 'quotes', row: line });
        rows.add(line, result.data);
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        answer = error.answer;
        parser.abort();
      }
    },
  });
  return answer ?? { ok: true, table: rows.table };
}

export default async function parse({ kind, content, limits }) {
  try {
    return kind === 'xlsx' ? await readXlsx(content, limits) : readCsv(content, limits);
  } catch (error) {
    return error instanceof Refusal ? error.answer : { ok: false, reason: 'damaged' };
  }
}
