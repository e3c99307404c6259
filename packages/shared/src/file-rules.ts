/** Upload formats and the general scope (files.ts, file-manager.ts), without zod: pages use them without loading it (decision 027). */

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

/** Formats the file manager accepts (by content): every format an upload may have. */
export const FILE_MANAGER_FORMATS: readonly FileFormat[] = Object.values(FILE_FORMATS);

/** The general folder's scope (the Gestor's); any other scope is a commission's id. */
export const GENERAL_SCOPE = 'general';
