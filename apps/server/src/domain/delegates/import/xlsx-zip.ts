import { MAX_LOAD_ROWS, MAX_LOAD_XLSX_ENTRIES, MAX_LOAD_XLSX_RATIO, MAX_LOAD_XLSX_UNCOMPRESSED_BYTES } from '@quorum/shared';
import { AppError } from '../../../lib/errors';

/**
 * An XLSX is a zip. Before anything inflates it, its central directory (the zip's table of contents, at
 * its end) says how many parts it has and how large each becomes: a "zip bomb" (a few MB that inflate to
 * millions of cells) is refused here with LOAD_FILE_TOO_LARGE. Sizes a file lies about are still bounded
 * while reading: the reader stops at the row limit, in a worker with a memory cap (parse-in-worker.ts).
 */

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
/** Zip64 marks: a size or count too large for the classic fields (no spreadsheet within the limits needs it). */
const ZIP64 = 0xffffffff;
/** The ratio is only checked on parts larger than this: small parts compress very well and are harmless. */
const RATIO_FROM_BYTES = 1024 * 1024;

const damaged = () =>
  new AppError(
    'LOAD_FILE_INVALID',
    'El archivo XLSX está dañado o incompleto y no se pudo leer. Vuelve a guardarlo desde tu hoja de cálculo o usa la plantilla.',
  );
const tooLarge = (message: string) => new AppError('LOAD_FILE_TOO_LARGE', message);
const MB = 1024 * 1024;
const SPLIT = `Divídelo en varios archivos de como máximo ${MAX_LOAD_ROWS} filas o usa la plantilla.`;

/** Refuses an XLSX whose parts would inflate past the limits (LOAD_FILE_TOO_LARGE) or whose zip is broken (LOAD_FILE_INVALID). */
export function assertXlsxWithinLimits(content: Buffer): void {
  const end = endOfDirectory(content);
  if (end < 0) throw damaged();
  const entries = content.readUInt16LE(end + 10);
  const offset = content.readUInt32LE(end + 16);
  if (entries > MAX_LOAD_XLSX_ENTRIES || entries === 0xffff || offset === ZIP64)
    throw tooLarge(`El XLSX tiene más de ${MAX_LOAD_XLSX_ENTRIES} partes internas: no parece una hoja de cálculo normal. ${SPLIT}`);
  let at = offset;
  let total = 0;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > content.length || content.readUInt32LE(at) !== DIRECTORY_ENTRY) throw damaged();
    const compressed = content.readUInt32LE(at + 20);
    const size = content.readUInt32LE(at + 24);
    if (compressed === ZIP64 || size === ZIP64)
      throw tooLarge(`El XLSX ocupa más de ${MAX_LOAD_XLSX_UNCOMPRESSED_BYTES / MB} MB al descomprimirlo. ${SPLIT}`);
    total += size;
    if (total > MAX_LOAD_XLSX_UNCOMPRESSED_BYTES)
      throw tooLarge(`El XLSX ocupa más de ${MAX_LOAD_XLSX_UNCOMPRESSED_BYTES / MB} MB al descomprimirlo. ${SPLIT}`);
    if (size > RATIO_FROM_BYTES && size > MAX_LOAD_XLSX_RATIO * Math.max(compressed, 1))
      throw tooLarge(
        `Una parte del XLSX se descomprime en más de ${MAX_LOAD_XLSX_RATIO} veces su tamaño: no parece una hoja de cálculo normal. Vuelve a guardarlo desde tu hoja de cálculo o usa la plantilla.`,
      );
    at += 46 + content.readUInt16LE(at + 28) + content.readUInt16LE(at + 30) + content.readUInt16LE(at + 32);
  }
}

/** Offset of the end-of-central-directory record (in the last 64 KB + 22 bytes), or -1. */
function endOfDirectory(content: Buffer): number {
  for (let at = content.length - 22; at >= Math.max(0, content.length - 22 - 0xffff); at--) {
    if (content.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  return -1;
}
