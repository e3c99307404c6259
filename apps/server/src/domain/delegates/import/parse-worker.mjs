// The importer's parsing, run in a worker thread (parse-in-worker.ts) so that a large or hostile file never
// holds the server's event loop. Plain JavaScript on purpose: it runs as is under tsx, vitest and node.
// In: workerData { kind: 'xlsx' | 'csv', content: Uint8Array, limits: { rows, columns, cellChars } }.
// Out: one message, { ok: true, table: [{ row, values }] } (non-empty rows, values by column from 0),
// or { ok: false, reason, row?, column? } with reason 'rows' | 'columns' | 'cell' | 'damaged' | 'noSheet' |
// 'notText' | 'quotes'. Reading stops at the first limit crossed.
import { Readable } from 'node:stream';
import { parentPort, workerData } from 'node:worker_threads';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { lowerThisThreadPriority } from '../../../lib/background-thread.mjs';

lowerThisThreadPriority();

const { kind, content, limits } = workerData;

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
function collector() {
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

async function readXlsx() {
  const rows = collector();
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([Buffer.from(content)]), {
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

function readCsv() {
  const text = decodeText(content);
  if (text.includes('\u0000')) return { ok: false, reason: 'notText' };
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const rows = collector();
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

try {
  parentPort.postMessage(kind === 'xlsx' ? await readXlsx() : readCsv());
} catch (error) {
  parentPort.postMessage(error instanceof Refusal ? error.answer : { ok: false, reason: 'damaged' });
}
