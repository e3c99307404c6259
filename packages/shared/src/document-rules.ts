/** Document kinds, statuses, visibilities, formats and file address (documents.ts), without zod: pages need no zod (decision 027). */
import { FILE_FORMATS, type FileFormat } from './file-rules';

export const DOCUMENT_KINDS = ['guia', 'posicion', 'trabajo', 'proyecto_resolucion', 'enmienda', 'resolucion', 'otro'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_STATUSES = ['recibido', 'en_revision', 'aprobado', 'rechazado'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** Who sees it: only the mesa (chairs and Gestor), the commission's delegates, or everyone (on `/`). */
export const DOCUMENT_VISIBILITIES = ['mesa', 'comision', 'publico'] as const;
export type DocumentVisibility = (typeof DOCUMENT_VISIBILITIES)[number];

/** What a document's file may be: a PDF, or a photo or scan (re-encoded by the server like every image). */
export const DOCUMENT_UPLOAD_FORMATS: readonly FileFormat[] = [FILE_FORMATS.pdf, FILE_FORMATS.png, FILE_FORMATS.jpeg, FILE_FORMATS.webp];

const NEXT_STATUSES: Record<DocumentStatus, readonly DocumentStatus[]> = {
  recibido: ['en_revision'],
  en_revision: ['aprobado', 'rechazado'],
  aprobado: [],
  rechazado: [],
};

/** The statuses a document may move to from `status`: recibido → en revisión → aprobado | rechazado. */
export function nextDocumentStatuses(status: DocumentStatus): readonly DocumentStatus[] {
  return NEXT_STATUSES[status];
}

/** The address of a document version's file (inline for the preview). */
export function documentVersionUrl(commissionId: string, documentId: string, versionId: string, inline = false): string {
  return `/api/commissions/${commissionId}/documents/${documentId}/versions/${versionId}${inline ? '?inline=1' : ''}`;
}

/** The address anyone reads a `publico` document's latest file from (inline). */
export function publicDocumentFileUrl(documentId: string): string {
  return `/api/public-documents/${documentId}/file`;
}
