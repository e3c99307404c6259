import { z } from 'zod';
import { FILE_FORMATS, type FileFormat } from './file-rules';
import { cleanText, humanTextProblem, labelled } from './text';

/**
 * Uploaded files: the original name a person's computer gave a file (kept only as the text shown and offered
 * when downloading, never as a path: the stored key is made by the server) and the formats each use accepts,
 * judged by the content, not by the name.
 */

/** Most characters of a file's original name. */
export const MAX_FILE_NAME_LENGTH = 200;

/**
 * What is wrong with a name that becomes a part of a path somewhere (a file's name in a ZIP, a folder's):
 * the text rule with `label` and `max`, no «/» or «\\», not only dots. Spanish, or null.
 */
export function pathPartProblem(name: string, label: string, max: number): string | null {
  const value = cleanText(name);
  const problem = humanTextProblem(value, { min: 1, max, label });
  if (problem) return problem;
  if (/[/\\]/.test(value)) return labelled('no puede contener «/» ni «\\»', label);
  if (/^\.+$/.test(value)) return labelled('no puede ser solo puntos', label);
  return null;
}

/** A schema field checked by `problemOf`. Output: NFC, trimmed. */
export function pathPartSchema(problemOf: (name: string) => string | null) {
  return z
    .string()
    .overwrite((v) => cleanText(v))
    .check((ctx) => {
      const message = problemOf(ctx.value);
      if (message) ctx.issues.push({ code: 'custom', input: ctx.value, message });
    });
}

/** What is wrong with a file's original name (Spanish), or null. The name is checked as given, after NFC and trim. */
export function fileNameProblem(name: string): string | null {
  return pathPartProblem(name, 'Nombre del archivo', MAX_FILE_NAME_LENGTH);
}

/** A file's original name as a schema field (rename, move): the same rule. Output: NFC, trimmed. */
export const fileNameSchema = pathPartSchema(fileNameProblem);

export { FILE_FORMATS, type FileFormat } from './file-rules';

/** Images a page shows (covers, logos, signatures): re-encoded by the server before they are kept. */
export const IMAGE_FORMATS: readonly FileFormat[] = [FILE_FORMATS.png, FILE_FORMATS.jpeg, FILE_FORMATS.webp];

/** Documents of a commission (guides, position papers, resolutions). */
export const DOCUMENT_FORMATS: readonly FileFormat[] = [FILE_FORMATS.pdf, FILE_FORMATS.docx, FILE_FORMATS.odt];
