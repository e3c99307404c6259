import { ERROR_MESSAGES_ES, type LoadSaveInput, loadCheckSchema, MAX_LOAD_FILE_BYTES } from '@quorum/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db, Executor } from '../db/database';
import type { Actor } from '../lib/audit';
import { AppError } from '../lib/errors';
import { decodedFileOf } from './import-body-in-worker';
import { checkImport, type ImportCheck, type ImportTarget } from '../domain/delegates/import/check-rows';
import { gridRows, type ImportRow, parseImportFile } from '../domain/delegates/import/read-file';
import { saveImport } from '../domain/delegates/import/save';

/**
 * The importer over HTTP, the same for the public school load (/api/load/:code/…) and the Gestor's list
 * import (/api/delegates/import/…): body limit, 413 in Spanish, a file (JSON with base64 content) or typed
 * rows checked or saved, and the answer of a save (the saved counts, or 422 with every problem).
 */

/** A file of 10 MB sent as base64 inside JSON, plus room for the rest of the body. */
export const UPLOAD_BODY_LIMIT = Math.ceil((MAX_LOAD_FILE_BYTES * 4) / 3) + 64 * 1024;

/** The 422 answer of a save with problems: the check, with its code and message. */
export const importProblemsAnswer = loadCheckSchema.extend({ code: z.literal('LOAD_HAS_PROBLEMS'), message: z.string() });

/** In the plugin's scope: a body over the route's limit answers 413 with its Spanish message; the rest goes to the app's handler. */
export function answerTooLargeInSpanish(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, _request: FastifyRequest, reply) => {
    if (error.statusCode === 413)
      return reply.status(413).send({ code: 'PAYLOAD_TOO_LARGE', message: ERROR_MESSAGES_ES.PAYLOAD_TOO_LARGE });
    throw error;
  });
}

/**
 * The rows of a request: a file (JSON with base64 content, a data: prefix allowed) or rows typed in the
 * grid. A file over MAX_LOAD_FILE_BYTES is refused (PAYLOAD_TOO_LARGE). Files for a target without a fixed
 * institution (the Gestor's import) carry an "Institución" column. `decoded`: the file's bytes, when a large
 * body was already read and decoded in a worker (body-in-worker.ts).
 */
async function uploadedRows(
  body: LoadSaveInput,
  target: ImportTarget,
  decoded: Buffer | undefined,
  maxRows: number,
): Promise<{ rows: ImportRow[]; ignoredColumns: string[]; fileName: string | null }> {
  if ('rows' in body) return { rows: gridRows(body.rows), ignoredColumns: [], fileName: null };
  const content = decoded ?? Buffer.from(body.contentBase64.replace(/^data:[^,]*,/, ''), 'base64');
  if (content.length > MAX_LOAD_FILE_BYTES) throw new AppError('PAYLOAD_TOO_LARGE');
  const file = await parseImportFile(body.fileName, content, { institutionColumn: target.institution === null, maxRows });
  return { ...file, fileName: body.fileName };
}

/**
 * Checks an uploaded file or typed rows without saving: every problem, or what saving would do, and the columns
 * not read. A file is read up to `maxRows` rows (the config's loadFileMaxRows), as in saveUpload.
 */
export async function checkUpload(
  db: Executor,
  target: ImportTarget,
  request: { body: LoadSaveInput; raw: unknown },
  maxRows: number,
): Promise<ImportCheck> {
  const { rows, ignoredColumns } = await uploadedRows(request.body, target, decodedFileOf(request), maxRows);
  const check = await checkImport(db, target, rows);
  return ignoredColumns.length ? { ...check, ignoredColumns } : check;
}

/** Saves an uploaded file or typed rows all or nothing, and answers the counts, or 422 LOAD_HAS_PROBLEMS with every problem. */
export async function saveUpload(
  reply: FastifyReply,
  db: Db,
  target: ImportTarget,
  request: { body: LoadSaveInput; raw: unknown },
  actor: Actor,
  maxRows: number,
) {
  const { rows, fileName } = await uploadedRows(request.body, target, decodedFileOf(request), maxRows);
  const result = await saveImport(db, target, rows, { fileName, actor });
  if (!result.ok)
    return reply.status(422).send({ code: 'LOAD_HAS_PROBLEMS' as const, message: ERROR_MESSAGES_ES.LOAD_HAS_PROBLEMS, ...result.check });
  return { loadId: result.loadId, created: result.created, updated: result.updated };
}
