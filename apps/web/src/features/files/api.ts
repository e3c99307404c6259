import type {
  ChangeFileInput,
  ChangeFolderInput,
  CreateFolderInput,
  Folder,
  FolderListing,
  ScopeUsage,
  StoredFileEntry,
  Trash,
} from '@quorum/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, uploadWithProgress } from '../../lib/api';
import { useInvalidatingMutation } from '../../lib/mutations';

/** A file manager's scope: `general` (the Gestor's) or a commission's id. */
export type FileScope = string;

const FILES_KEY = ['files'] as const;
const base = (scope: FileScope) => `/api/files/${encodeURIComponent(scope)}`;
const inFolder = (folderId: string | null) => (folderId ? `?folderId=${encodeURIComponent(folderId)}` : '');

/** One folder's content (null: the scope's top) with its path and the space used. */
export function folderQuery(scope: FileScope, folderId: string | null) {
  return queryOptions({
    queryKey: [...FILES_KEY, scope, 'folder', folderId ?? ''],
    queryFn: () => api<FolderListing>(`${base(scope)}${inFolder(folderId)}`),
  });
}

/** Every visible folder of the scope (the move dialog's choices). */
export function allFoldersQuery(scope: FileScope) {
  return queryOptions({ queryKey: [...FILES_KEY, scope, 'folders'], queryFn: () => api<Folder[]>(`${base(scope)}/folders`) });
}

/** The scope's trash. */
export function trashQuery(scope: FileScope) {
  return queryOptions({ queryKey: [...FILES_KEY, scope, 'trash'], queryFn: () => api<Trash>(`${base(scope)}/trash`) });
}

/** Space used per scope (Gestor). */
export const usageQuery = queryOptions({ queryKey: [...FILES_KEY, 'usage'], queryFn: () => api<ScopeUsage[]>('/api/file-usage') });

/** Where a file downloads from; `zipUrl` a folder's ZIP (null: the whole scope). */
export const fileUrl = (scope: FileScope, fileId: string) => `${base(scope)}/files/${encodeURIComponent(fileId)}/content`;
export const zipUrl = (scope: FileScope, folderId: string | null) => `${base(scope)}/zip${inFolder(folderId)}`;

/** Sends one file into a folder, reporting the fraction sent. */
export function uploadFile(scope: FileScope, folderId: string | null, file: File, onProgress: (fraction: number) => void) {
  return uploadWithProgress<StoredFileEntry>(`${base(scope)}/files${inFolder(folderId)}`, [{ field: 'file', file }], { onProgress });
}

function useFilesMutation<V, R>(request: (vars: V) => Promise<R>) {
  return useInvalidatingMutation(request, [FILES_KEY]);
}

export function useCreateFolder(scope: FileScope) {
  return useFilesMutation((input: CreateFolderInput) => api<Folder>(`${base(scope)}/folders`, { method: 'POST', body: input }));
}

export function useChangeFolder(scope: FileScope) {
  return useFilesMutation(({ id, input }: { id: string; input: ChangeFolderInput }) =>
    api<Folder>(`${base(scope)}/folders/${encodeURIComponent(id)}`, { method: 'PATCH', body: input }),
  );
}

export function useChangeFile(scope: FileScope) {
  return useFilesMutation(({ id, input }: { id: string; input: ChangeFileInput }) =>
    api<StoredFileEntry>(`${base(scope)}/files/${encodeURIComponent(id)}`, { method: 'PATCH', body: input }),
  );
}

/** A file or a folder: what the trash holds. */
export type Item = { kind: 'file' | 'folder'; id: string };
const itemUrl = (scope: FileScope, item: Item) =>
  `${base(scope)}/${item.kind === 'file' ? 'files' : 'folders'}/${encodeURIComponent(item.id)}`;

export function useTrashItem(scope: FileScope) {
  return useFilesMutation((item: Item) => api<null>(itemUrl(scope, item), { method: 'DELETE', body: {} }));
}

export function useRestoreItem(scope: FileScope) {
  return useFilesMutation((item: Item) => api<unknown>(`${itemUrl(scope, item)}/restore`, { method: 'POST', body: {} }));
}

/** Invalidates the scope's listings after uploads finished. */
export function useFilesRefresh() {
  return useFilesMutation(async () => null);
}
