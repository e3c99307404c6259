import { ERROR_MESSAGES_ES, type LoadGridRow, loadCheckSchema, MAX_LOAD_FILE_BYTES } from '@quorum/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db, Executor } from '../db/database';
import type { Actor } from '../lib/audit';
import { inMemory, receiveUpload } from './upload';
import { checkImport, type ImportCheck, type ImportTarget } from '../domain/delegates/import/check-rows';
import { gridRows, type ImportRow, parseImportFile } from '../domain/delegates/import/read-file';
import { saveImport } from '../domain/delegates/import/save';

/**
 * The importer over HTTP, the same for the public school load (/api/load/:code/…) and the Gestor's list
 * import (/api/delegates/import/…): a file arrives as multipart/form-data (one part) through the one upload
 * path (`receiveUpload`, kept in memory: MAX_LOAD_FILE_BYTES at most, enforced while it arrives) and is parsed
 * in the importer's worker thread; rows typed in the grid arrive as JSON (`{ rows }`). Either is checked or
 * saved, and a save answers the saved counts, or 422 with every problem.
 */

/**
 * The JSON body of rows typed in the grid: MAX_LOAD_ROWS rows of ten short cells fit with room to spare.
 * Files never come this way.
 */
export const TYPED_ROWS_BODY_LIMIT = 4 * 1024 * 1024;

/** The 422 answer of a save with problems: the check, with its code and message. */
export const importProblemsAnswer = loadCheckSchema.extend({ code: z.literal('LOAD_HAS_PROBLEMS'), message: z.string() });

/** What is imported: the file of a multipart request (read here), or the rows typed in the grid (a parsed JSON body). */
export type ImportInput = { file: { request: FastifyRequest; reply: FastifyReply } } | { rows: LoadGridRow[] };

/**
 * The rows of an import. A file for a target without a fixed institution (the Gestor's import) carries an
 * "Institución" column; it is read up to `maxRows` rows (the config's loadFileMaxRows).
 */
async function importRows(
  input: ImportInput,
  target: ImportTarget,
  maxRows: number,
): Promise<{ rows: ImportRow[]; ignoredColumns: string[]; fileName: string | null }> {
  if ('rows' in input) return { rows: gridRows(input.rows), ignoredColumns: [], fileName: null };
  const { request, reply } = input.file;
  const file = await receiveUpload(request, reply, inMemory, { maxBytes: MAX_LOAD_FILE_BYTES });
  const parsed = await parseImportFile(file.originalName, file.bytes, { institutionColumn: target.institution === null, maxRows });
  return { ...parsed, fileName: file.originalName };
}

/** Checks an uploaded file or typed rows without saving: every problem, or what saving would do, and the columns not read. */
export async function checkUpload(db: Executor, target: ImportTarget, input: ImportInput, maxRows: number): Promise<ImportCheck> {
  const { rows, ignoredColumns } = await importRows(input, target, maxRows);
  const check = await checkImport(db, target, rows);
  return ignoredColumns.length ? { ...check, ignoredColumns } : check;
}

/** Saves an uploaded file or typed rows all or nothing, and answers the counts, or 422 LOAD_HAS_PROBLEMS with every problem. */
export async function saveUpload(reply: FastifyReply, db: Db, target: ImportTarget, input: ImportInput, actor: Actor, maxRows: number) {
  const { rows, fileName } = await importRows(input, target, maxRows);
  const result = await saveImport(db, target, rows, { fileName, actor });
  if (!result.ok)
    return reply.status(422).send({ code: 'LOAD_HAS_PROBLEMS' as const, message: ERROR_MESSAGES_ES.LOAD_HAS_PROBLEMS, ...result.check });
  return { loadId: result.loadId, created: result.created, updated: result.updated };
}
