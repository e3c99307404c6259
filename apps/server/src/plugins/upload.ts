import { Readable } from 'node:stream';
import { pipeline } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import multipart from '@fastify/multipart';
import { type FileFormat, fileNameProblem, fileTooLargeMessage, fileTypeNotAllowedMessage } from '@quorum/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors';
import { IMAGE_MEDIA_TYPE, imageErrorOf, type ImageRules, imageTransformer } from '../lib/storage/images';

/**
 * One uploaded file, from the request to its destination, as a stream: the server holds at most the first
 * `SNIFF_BYTES` and one chunk at a time. The size limit is enforced while reading (the upload stops there,
 * the connection is closed instead of reading the rest, and nothing is kept); an empty file is refused; the
 * format is judged from the content (file-type), never from the name or the browser's type; the original name
 * is checked as display text. The destination is the file store (documents, files, covers: SHA-256 computed on
 * the way) or memory (`inMemory`: an import's spreadsheet, a certificate's image, read whole right after and
 * never larger than their `maxBytes`). Any refusal or failure leaves no file.
 */

/** Bytes read before judging the format: enough for file-type to see inside an Office or OpenDocument ZIP. */
const SNIFF_BYTES = 64 * 1024;

/** Room for the multipart envelope (boundaries, part headers, a few short fields) around the file. */
const ENVELOPE_BYTES = 64 * 1024;

/** What a use accepts: the formats (by content), the largest file, and for images how they are re-encoded. */
export interface UploadRules {
  /**
   * The formats accepted, judged by the content. Absent: any content goes to the destination and the use reads
   * it and says what is wrong (the importer names a damaged XLSX or an old .xls in its own words).
   */
  formats?: readonly FileFormat[];
  maxBytes: number;
  /** When set, an image among `formats` is stored re-encoded (see images.ts); any other format accepted is kept as sent. */
  image?: ImageRules;
}

/** Where the file's bytes go once they are judged: the file store (`FileStorage` is one) or memory. */
export interface UploadDestination<T> {
  put(source: Readable): Promise<T>;
}

/** What every upload says of its file besides where it went. */
export interface UploadedFile {
  /** The sniffed media type; `application/octet-stream` when the rules named no formats. */
  mediaType: string;
  originalName: string;
  /** The form's text fields sent before the file. */
  fields: Record<string, string>;
}

/**
 * The file kept in memory, whole: for a file read right after (an import, a certificate image). Its size is
 * bounded by the rules' `maxBytes`, enforced while it arrives.
 */
export const inMemory: UploadDestination<{ bytes: Buffer }> = {
  async put(source) {
    const chunks: Buffer[] = [];
    for await (const chunk of source) chunks.push(chunk as Buffer);
    return { bytes: Buffer.concat(chunks) };
  },
};

/** Registers multipart bodies for the whole app; a route reads one with `receiveUpload`. */
export async function registerUploads(app: FastifyInstance, maxUploadBytes: number): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: maxUploadBytes, files: 1, fields: 20, fieldSize: 16 * 1024, parts: 21, headerPairs: 50 },
    // The name as the browser sent it, so a path in it is refused rather than silently cut.
    preservePath: true,
    throwFileSizeLimit: false,
  });
}

/** Reads the one file of a multipart request into `destination` under `rules` (see the module's rule). */
export async function receiveUpload<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  destination: UploadDestination<T>,
  rules: UploadRules,
): Promise<T & UploadedFile> {
  try {
    return await receive(request, destination, rules);
  } catch (error) {
    // The rest of the body is not read: the answer goes now and the connection is closed after it.
    reply.header('connection', 'close');
    if (error instanceof AppError) throw error;
    request.log.error({ err: error }, 'file store failed');
    throw new AppError('STORAGE_FAILED');
  }
}

async function receive<T>(request: FastifyRequest, destination: UploadDestination<T>, rules: UploadRules): Promise<T & UploadedFile> {
  const tooLarge = () => new AppError('FILE_TOO_LARGE', fileTooLargeMessage(rules.maxBytes));
  const declared = Number(request.headers['content-length']);
  if (declared > rules.maxBytes + ENVELOPE_BYTES) throw tooLarge();
  if (!request.isMultipart()) throw new AppError('FILE_MISSING');

  let part: MultipartFile | undefined;
  try {
    part = await request.file({ limits: { fileSize: rules.maxBytes } });
  } catch (error) {
    throw uploadErrorOf(error);
  }
  if (!part) throw new AppError('FILE_MISSING');
  const file = part.file;
  const nameProblem = fileNameProblem(part.filename);
  if (nameProblem) throw new AppError('FILE_NAME_INVALID', `${nameProblem}.`);

  const chunks = file[Symbol.asyncIterator]();
  // The parser stops passing bytes at the limit but would end the file only with the request: the file is
  // closed as soon as the limit is heard, which ends the wait for the next chunk.
  let overLimit = false;
  file.once('limit', () => {
    overLimit = true;
    file.destroy();
  });
  let size = 0;
  const next = async (): Promise<Buffer | null> => {
    let step: IteratorResult<Buffer>;
    try {
      step = await chunks.next();
    } catch (error) {
      throw overLimit ? tooLarge() : uploadErrorOf(error);
    }
    if (overLimit || file.truncated) throw tooLarge();
    if (!step.done) size += step.value.length;
    if (size > rules.maxBytes) throw tooLarge();
    return step.done ? null : step.value;
  };

  const headChunks: Buffer[] = [];
  let headBytes = 0;
  let ended = false;
  while (headBytes < SNIFF_BYTES) {
    const chunk = await next();
    if (!chunk) {
      ended = true;
      break;
    }
    headChunks.push(chunk);
    headBytes += chunk.length;
  }
  const head = Buffer.concat(headChunks);
  if (head.length === 0) throw new AppError('FILE_EMPTY');
  const mediaType = rules.formats ? await sniffMediaType(head, rules.formats) : 'application/octet-stream';

  async function* body() {
    yield head;
    if (ended) return;
    for (let chunk = await next(); chunk; chunk = await next()) yield chunk;
  }
  let source: Readable = Readable.from(body(), { objectMode: false });
  const image = rules.image && mediaType.startsWith('image/') ? rules.image : undefined;
  if (image) source = await reencoded(source, image);
  const fields = fieldsOf(part);
  const stored = await destination.put(source);
  return {
    ...stored,
    mediaType: image ? IMAGE_MEDIA_TYPE[image.format] : mediaType,
    originalName: part.filename.normalize('NFC').trim(),
    fields,
  };
}

/** The content's media type when it is one of `formats`; FILE_TYPE_NOT_ALLOWED otherwise. */
async function sniffMediaType(head: Buffer, formats: readonly FileFormat[]): Promise<string> {
  const allowed = new Set(formats.map((f) => f.mediaType));
  const { fileTypeFromBuffer } = await import('file-type');
  const sniffed = await fileTypeFromBuffer(head);
  if (sniffed && allowed.has(sniffed.mime)) return sniffed.mime;
  if (!sniffed && allowed.has('text/plain') && looksLikeText(head)) return 'text/plain';
  throw new AppError('FILE_TYPE_NOT_ALLOWED', fileTypeNotAllowedMessage(formats.map((f) => f.label)));
}

/** UTF-8 without NUL bytes (the start of a file: a character cut at the end of `head` is fine). */
function looksLikeText(head: Buffer): boolean {
  if (head.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/** `source` through the image re-encoder, its errors turned into the Spanish refusals. */
async function reencoded(source: Readable, rules: ImageRules): Promise<Readable> {
  const image = pipeline(source, await imageTransformer(rules), () => {});
  async function* guarded() {
    try {
      for await (const chunk of image) yield chunk as Buffer;
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw imageErrorOf(error, rules) ?? error;
    }
  }
  return Readable.from(guarded(), { objectMode: false });
}

/** A multipart parser's failure as a refusal: a limit passed, a malformed or cut body. */
function uploadErrorOf(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string })?.code ?? '';
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || code === 'FST_NO_FORM_DATA') return new AppError('FILE_MISSING');
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return new AppError('VALIDATION');
  return new AppError('UPLOAD_INTERRUPTED');
}

function fieldsOf(part: MultipartFile): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(part.fields)) {
    const field = Array.isArray(value) ? value[0] : value;
    if (field && field.type === 'field' && typeof field.value === 'string') out[name] = field.value;
  }
  return out;
}
