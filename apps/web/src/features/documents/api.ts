import type { CommissionDocument, DocumentInput, DocumentStatus, DocumentTrash } from '@quorum/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, uploadWithProgress } from '../../lib/api';
import { useInvalidatingMutation } from '../../lib/mutations';

const enc = encodeURIComponent;
const DOCUMENTS_KEY = ['documents'] as const;
const base = (commissionId: string) => `/api/commissions/${enc(commissionId)}/documents`;

/** GET /api/commissions/:id/documents: the commission's documents, newest first, each with its versions. */
export function documentsQuery(commissionId: string) {
  return queryOptions({
    queryKey: [...DOCUMENTS_KEY, commissionId],
    queryFn: () => api<CommissionDocument[]>(base(commissionId)),
  });
}

/** GET …/documents/trash: the commission's deleted documents and how many days they wait before they are purged. */
export function documentTrashQuery(commissionId: string) {
  return queryOptions({
    queryKey: [...DOCUMENTS_KEY, commissionId, 'trash'],
    queryFn: () => api<DocumentTrash>(`${base(commissionId)}/trash`),
  });
}

/** Writes refetch the list (and the trash); the public list on `/` too (a document may have become public). */
function useDocumentsMutation<V, R>(request: (vars: V) => Promise<R>) {
  return useInvalidatingMutation(request, [DOCUMENTS_KEY, ['commissions', 'public']], { always: true });
}

export function useCreateDocument(commissionId: string) {
  return useDocumentsMutation((input: DocumentInput) => api<CommissionDocument>(base(commissionId), { method: 'POST', body: input }));
}

export function useUpdateDocument(commissionId: string) {
  return useDocumentsMutation(({ id, input }: { id: string; input: DocumentInput }) =>
    api<CommissionDocument>(`${base(commissionId)}/${enc(id)}`, { method: 'PUT', body: input }),
  );
}

export function useChangeDocumentStatus(commissionId: string) {
  return useDocumentsMutation(({ id, status, comment }: { id: string; status: DocumentStatus; comment: string | null }) =>
    api<CommissionDocument>(`${base(commissionId)}/${enc(id)}/status`, { method: 'POST', body: { status, comment } }),
  );
}

/** POST …/versions: the file as multipart, its progress (0..1) reported while it is sent. */
export function useUploadVersion(commissionId: string) {
  return useDocumentsMutation(({ id, file, onProgress }: { id: string; file: File; onProgress: (fraction: number) => void }) =>
    uploadWithProgress<CommissionDocument>(`${base(commissionId)}/${enc(id)}/versions`, [{ field: 'file', file }], { onProgress }),
  );
}

/** DELETE …/:documentId: the document goes to the trash. */
export function useDeleteDocument(commissionId: string) {
  return useDocumentsMutation((id: string) => api<null>(`${base(commissionId)}/${enc(id)}`, { method: 'DELETE' }));
}

/** POST …/:documentId/restore: the document comes back from the trash, as it was. */
export function useRestoreDocument(commissionId: string) {
  return useDocumentsMutation((id: string) => api<CommissionDocument>(`${base(commissionId)}/${enc(id)}/restore`, { method: 'POST' }));
}
