import negotiate from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { SseEncoding } from '../lib/sse';

/** The encodings answers are compressed with, in the server's order of preference. */
export type AnswerEncoding = 'br' | 'gzip';

/** Answers smaller than this go as they are: the compressed form would save less than its cost. */
const THRESHOLD_BYTES = 1024;
/** Brotli's quality 4: about gzip's time for a smaller result (11, the build's, is for files compressed once). */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
/** What is compressed: the API's JSON and the CSV exports; files and PDFs are not, the live streams compress each event themselves (lib/sse.ts). */
const COMPRESSIBLE = /^(?:application\/json|text\/csv)(?:;|$)/;

const ENCODINGS: AnswerEncoding[] = ['br', 'gzip'];

/** The encoding a request's Accept-Encoding picks (its weights read as the plugin below reads them); null for none. */
export function acceptedEncoding(acceptEncoding: string | undefined): AnswerEncoding | null {
  return acceptEncoding ? negotiate(acceptEncoding.toLowerCase(), ENCODINGS) : null;
}

/** The encoding an event stream goes in (lib/sse.ts) for a request's Accept-Encoding, its weights read the same way. */
export function streamEncoding(acceptEncoding: string | undefined): SseEncoding {
  return acceptEncoding && negotiate(acceptEncoding.toLowerCase(), ['gzip']) ? 'gzip' : 'identity';
}

/** The encoding an answer of `bytes` goes in: none below the threshold, else what the request accepts. */
export function answerEncoding(acceptEncoding: string | undefined, bytes: number): AnswerEncoding | null {
  return bytes < THRESHOLD_BYTES ? null : acceptedEncoding(acceptEncoding);
}

/** A text compressed as the plugin below compresses answers (for answers kept and sent again as they are). */
export function compressAnswer(text: string, encoding: AnswerEncoding): Buffer {
  return encoding === 'br' ? brotliCompressSync(text, BROTLI_OPTIONS) : gzipSync(text);
}

/**
 * The API's answers over 1 KB go compressed to browsers that accept it (a delegate list is a tenth of its size on a
 * venue's Wi-Fi): small ones at once, large ones as a stream (@fastify/compress). An answer that already carries its
 * encoding (a page, a static file, a kept answer) is left as it is. Request bodies are never decompressed. Must be
 * registered before the routes it compresses.
 */
export async function registerCompressedAnswers(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: THRESHOLD_BYTES,
    encodings: ENCODINGS,
    customTypes: COMPRESSIBLE,
    brotliOptions: BROTLI_OPTIONS,
  });
}
