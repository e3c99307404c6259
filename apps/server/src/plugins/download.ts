import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors';
import { clientAbortSignal } from './client-abort';
import { eventDay } from '../lib/spanish-dates';
import { type ColumnDef, type SpreadsheetFormat, safeFileName, toSpreadsheet } from '../lib/spreadsheet-export';
import type { ByteRange, DownloadableFile, FileStorage } from '../lib/storage/storage';

/**
 * A stored file as an HTTP answer: its original name in `Content-Disposition` (an ASCII fallback and the
 * exact name as RFC 5987 `filename*`), the media type found at upload with `nosniff` (a browser never
 * guesses another), and byte ranges (`Accept-Ranges`, 206) so PDFs and videos open at any page or second.
 * A range outside the file answers 416 RANGE_NOT_SATISFIABLE.
 */

/** Formats a browser may show in the page instead of saving (asked with `inline`); anything else is always saved. */
const SHOWN_INLINE = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/webp', 'video/mp4', 'text/plain']);

/** The policy of a file shown inline: nothing runs or loads from elsewhere; only the app's own pages may frame it. */
const INLINE_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; object-src 'self'; frame-ancestors 'self'";

/** Sends `file` from `storage`: whole (200) or the range asked (206); HEAD answers the headers only. */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  file: DownloadableFile,
  opts: { inline?: boolean } = {},
) {
  const ifRange = request.headers['if-range'];
  const range = byteRangeOf(request.headers.range, file.size, typeof ifRange === 'string' ? ifRange : undefined, file.sha256);
  if (range === 'unsatisfiable') {
    reply.header('content-range', `bytes */${file.size}`);
    throw new AppError('RANGE_NOT_SATISFIABLE');
  }
  // Opened before any header of the file is set: a file missing from the store answers the API's 404.
  const body = request.method === 'HEAD' || file.size === 0 ? null : await storage.open(file.key, range ?? undefined);
  const inline = opts.inline === true && SHOWN_INLINE.has(file.mediaType);
  reply
    .header('content-type', file.mediaType === 'text/plain' ? 'text/plain; charset=utf-8' : file.mediaType)
    .header('x-content-type-options', 'nosniff')
    .header('accept-ranges', 'bytes')
    .header('cache-control', 'private, no-cache')
    .header('content-disposition', contentDisposition(file.name, inline ? 'inline' : 'attachment'));
  // Shown inline, the file may be framed by the app's own pages (a preview), never by another site's.
  if (inline) reply.header('content-security-policy', INLINE_CSP);
  if (file.sha256) reply.header('etag', `"${file.sha256}"`);
  if (range) {
    reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
      .header('content-length', range.end - range.start + 1);
  } else {
    reply.header('content-length', file.size);
  }
  return body ? reply.send(body) : reply.send();
}

/**
 * The one range of a `Range` header (`bytes=a-b`, `bytes=a-`, `bytes=-n`) within `size`; null for the whole file
 * (no header, another unit, several ranges, a syntax this does not read, or an `If-Range` that no longer
 * matches: the header is then ignored, as HTTP allows); 'unsatisfiable' when it starts past the end.
 */
function byteRangeOf(header: string | undefined, size: number, ifRange?: string, etag?: string): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  if (ifRange && (!etag || ifRange !== `"${etag}"`)) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [first, last] = [match[1] as string, match[2] as string];
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

/** `attachment; filename="Informe_final.pdf"; filename*=UTF-8''Informe%20final%20%C2%AB2026%C2%BB.pdf` */
export function contentDisposition(name: string, kind: 'inline' | 'attachment' = 'attachment', ascii = asciiName(name)): string {
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** A name's ASCII fallback: accents dropped, anything else outside printable ASCII (and quotes, `\\`, `%`) as `_`. */
function asciiName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7E]|["\\%]/g, '_');
}

/**
 * Sends a body as a download with its media type: a safe ASCII file name, and the name as given (accents and all,
 * without folder separators or control characters) as RFC 5987 UTF-8.
 */
export function sendDownload(
  reply: FastifyReply,
  file: { body: Buffer | string | Readable; contentType: string; fileName: string },
): FastifyReply {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: taking control characters out of a file name on purpose
  const exact = file.fileName.replace(/[\u0000-\u001f\u007f/\\]+/g, '-');
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(exact, 'attachment', safeFileName(file.fileName)))
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.body);
}

/**
 * A download built in a worker thread for this request, then sent: a client gone meanwhile cancels the build (`build`
 * is handed the signal) and gets nothing.
 */
export async function sendBuiltDownload(
  reply: FastifyReply,
  file: { contentType: string; fileName: string; build: (signal: AbortSignal) => Promise<Buffer> },
): Promise<FastifyReply> {
  const signal = clientAbortSignal(reply);
  try {
    return sendDownload(reply, { body: await file.build(signal), contentType: file.contentType, fileName: file.fileName });
  } catch (error) {
    if (signal.aborted) return reply.hijack();
    throw error;
  }
}

/**
 * Builds and sends a spreadsheet download: `<baseName>-<YYYY-MM-DD>.<ext>`, its dates and the name's day on the event's
 * clock (`timeZone`, `readEventTimeZone`).
 */
export async function sendSpreadsheet<Row>(
  reply: FastifyReply,
  opts: {
    format: SpreadsheetFormat;
    rows: readonly Row[];
    columns: readonly ColumnDef<Row>[];
    baseName: string;
    sheetName?: string;
    timeZone: string;
  },
): Promise<FastifyReply> {
  const file = await toSpreadsheet(opts.format, opts.rows, opts.columns, { sheetName: opts.sheetName, timeZone: opts.timeZone });
  const date = eventDay(new Date().toISOString(), opts.timeZone);
  return sendDownload(reply, {
    body: file.body,
    contentType: file.contentType,
    fileName: `${opts.baseName}-${date}.${file.extension}`,
  });
}
