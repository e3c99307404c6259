/**
 * Limits that messages quote, in a module without zod: the browser's form helpers translate those messages
 * on pages that load no schema before their first paint.
 */

/** Most delegates one bulk action may change. */
export const MAX_BULK = 1000;

/** At most this many rows in one load, and the largest quota of a load code. */
export const MAX_LOAD_ROWS = 5000;
/** Largest file accepted by a load (bytes). */
export const MAX_LOAD_FILE_BYTES = 10 * 1024 * 1024;
/** Columns read from a file: a value further right refuses the file (the Gestor’s template has 14). */
export const MAX_LOAD_COLUMNS = 50;
/** Characters in one cell of a file. */
export const MAX_LOAD_CELL_CHARS = 1000;
/** An XLSX is a zip: its parts may not inflate to more than this in total (bytes), checked before reading it. */
export const MAX_LOAD_XLSX_UNCOMPRESSED_BYTES = 50 * 1024 * 1024;
/** A part of an XLSX over 1 MB may not inflate more than this many times its compressed size (a "zip bomb"). */
export const MAX_LOAD_XLSX_RATIO = 100;
/** Parts (files inside the zip) of an XLSX. */
export const MAX_LOAD_XLSX_ENTRIES = 200;
