import { z } from 'zod';
import { DOCUMENT_KINDS, DOCUMENT_STATUSES, DOCUMENT_VISIBILITIES, type DocumentStatus } from './document-rules';
import { humanText, optionalHumanText } from './text';

/**
 * A commission's documents (PRODUCT §2 Document): guides, position papers, working papers, draft resolutions,
 * amendments and resolutions, each with its delegations (author, sponsors, signatories), a status the mesa
 * moves forward, a visibility, and every uploaded version kept.
 */

export {
  DOCUMENT_KINDS,
  DOCUMENT_STATUSES,
  DOCUMENT_UPLOAD_FORMATS,
  DOCUMENT_VISIBILITIES,
  type DocumentKind,
  type DocumentStatus,
  type DocumentVisibility,
  documentVersionUrl,
  nextDocumentStatuses,
  publicDocumentFileUrl,
} from './document-rules';

export const DOCUMENT_STATUS_LABELS_ES: Record<DocumentStatus, string> = {
  recibido: 'recibido',
  en_revision: 'en revisión',
  aprobado: 'aprobado',
  rechazado: 'rechazado',
};

/** DOCUMENT_STATUS_INVALID: «Un documento aprobado no puede pasar a en revisión.» */
export function documentTransitionMessage(from: DocumentStatus, to: DocumentStatus): string {
  return `Un documento ${DOCUMENT_STATUS_LABELS_ES[from]} no puede pasar a ${DOCUMENT_STATUS_LABELS_ES[to]}.`;
}

/** A position paper counts for its author delegation unless it was rejected. */
export function countsAsPositionPaper(doc: { kind: string; status: string; authorDelegationId: string | null }): boolean {
  return doc.kind === 'posicion' && doc.authorDelegationId !== null && doc.status !== 'rechazado';
}

const idList = z.array(z.string().max(64)).max(200);

/** POST/PUT of a document's details (the file goes apart, as a version). */
export const documentInputSchema = z.object({
  kind: z.enum(DOCUMENT_KINDS),
  title: humanText({ min: 1, max: 200, label: 'Título' }),
  visibility: z.enum(DOCUMENT_VISIBILITIES),
  authorDelegationId: z.string().max(64).nullable(),
  sponsorIds: idList,
  signatoryIds: idList,
});
export type DocumentInput = z.input<typeof documentInputSchema>;

export const documentStatusInputSchema = z.object({
  status: z.enum(DOCUMENT_STATUSES),
  comment: optionalHumanText({ max: 1000, multiline: true, label: 'Comentario' }),
});

export const documentVersionSchema = z.object({
  id: z.string(),
  number: z.number(),
  name: z.string(),
  mediaType: z.string(),
  size: z.number(),
  createdAt: z.string(),
});
export type DocumentVersion = z.infer<typeof documentVersionSchema>;

const delegationRefSchema = z.object({ id: z.string(), name: z.string() });

export const documentSchema = z.object({
  id: z.string(),
  commissionId: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  title: z.string(),
  visibility: z.enum(DOCUMENT_VISIBILITIES),
  status: z.enum(DOCUMENT_STATUSES),
  statusComment: z.string().nullable(),
  author: delegationRefSchema.nullable(),
  sponsors: z.array(delegationRefSchema),
  signatories: z.array(delegationRefSchema),
  /** Newest first. */
  versions: z.array(documentVersionSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When it went to the trash; null while it is in use. */
  deletedAt: z.string().nullable(),
});
export type CommissionDocument = z.infer<typeof documentSchema>;

/** A commission's deleted documents, newest deletion first, and how many days they wait before they are purged. */
export const documentTrashSchema = z.object({ documents: z.array(documentSchema), purgeDays: z.number().int() });
export type DocumentTrash = z.infer<typeof documentTrashSchema>;

/** A `publico` document as anyone sees it: what it is, who wrote it, and its latest file. */
export const publicDocumentSchema = z.object({
  id: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  title: z.string(),
  authors: z.array(z.string()),
  /** `/api/public-documents/:id/file`, or null while it has no file. */
  url: z.string().nullable(),
  mediaType: z.string().nullable(),
});
export type PublicDocument = z.infer<typeof publicDocumentSchema>;
