import { z } from 'zod';
import { cleanText, humanTextProblem, labelled } from './text';

/**
 * Uploaded files: the original name a person's computer gave a file (kept only as the text shown and offered
 * when downloading, never as a path: the stored key is made by the server) and the formats each use accepts,
 * judged by the content, not by the name.
 */

/** Most characters of a file's original name. */
export const MAX_FILE_NAME_LENGTH = 200;

/** What is wrong with a file's original name (Spanish), or null. The name is checked as given, after NFC and trim. */
export function fileNameProblem(name: string): string | null {
  const value = cleanText(name);
  const label = 'Nombre del archivo';
  const problem = humanTextProblem(value, { min: 1, max: MAX_FILE_NAME_LENGTH, label });
  if (problem) return problem;
  if (/[/\\]/.test(value)) return labelled('no puede contener «/» ni «\\»', label);
  if (/^\.+$/.test(value)) return labelled('no puede ser solo puntos', label);
  return null;
}

/** A file's original name as a schema field (rename, move): the same rule. Output: NFC, trimmed. */
export const fileNameSchema = z
  .string()
  .overwrite((v) => cleanText(v))
  .check((ctx) => {
    const message = fileNameProblem(ctx.value);
    if (message) ctx.issues.push({ code: 'custom', input: ctx.value, message });
  });

/** A media type an upload may have, with the short name shown to people («PDF»). */
export interface FileFormat {
  mediaType: string;
  label: string;
}

export const FILE_FORMATS = {
  pdf: { mediaType: 'application/pdf', label: 'PDF' },
  docx: { mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', label: 'Word (DOCX)' },
  xlsx: { mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', label: 'Excel (XLSX)' },
  pptx: { mediaType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', label: 'PowerPoint (PPTX)' },
  odt: { mediaType: 'application/vnd.oasis.opendocument.text', label: 'OpenDocument (ODT)' },
  png: { mediaType: 'image/png', label: 'PNG' },
  jpeg: { mediaType: 'image/jpeg', label: 'JPEG' },
  webp: { mediaType: 'image/webp', label: 'WebP' },
  mp4: { mediaType: 'video/mp4', label: 'MP4' },
  text: { mediaType: 'text/plain', label: 'texto (TXT)' },
} as const satisfies Record<string, FileFormat>;

/** Images a page shows (covers, logos, signatures): re-encoded by the server before they are kept. */
export const IMAGE_FORMATS: readonly FileFormat[] = [FILE_FORMATS.png, FILE_FORMATS.jpeg, FILE_FORMATS.webp];

/** Documents of a commission (guides, position papers, resolutions). */
export const DOCUMENT_FORMATS: readonly FileFormat[] = [FILE_FORMATS.pdf, FILE_FORMATS.docx, FILE_FORMATS.odt];
