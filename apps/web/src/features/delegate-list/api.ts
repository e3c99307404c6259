import type {
  BulkDelegatesInput,
  Delegate,
  DelegateFilters,
  DelegateList,
  DelegateListOptions,
  DelegateListQuery,
  DelegatePatchInput,
  LoadCheck,
  LoadSaved,
} from '@quorum/shared';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { api, uploadWithProgress } from '../../lib/api';
import { useInvalidatingMutation } from '../../lib/mutations';

/** Query string of the list's filters (empty values left out). */
function filtersQueryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** GET /api/delegates (Gestor): one page of the filtered, sorted list; the previous page stays while the next loads. */
export function delegatesQuery(params: DelegateListQuery) {
  return queryOptions({
    queryKey: ['delegates', 'list', params],
    queryFn: ({ signal }) => api<DelegateList>(`/api/delegates${filtersQueryString({ ...params })}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/delegates/options: institutions and delegations for the filter selects. */
export const delegateOptionsQuery = queryOptions({
  queryKey: ['delegates', 'options'],
  queryFn: () => api<DelegateListOptions>('/api/delegates/options'),
});

/** GET /api/delegates/:id (Gestor): one delegate with every field. */
export function delegateQuery(id: string) {
  return queryOptions({
    queryKey: ['delegates', 'one', id],
    queryFn: () => api<Delegate>(`/api/delegates/${encodeURIComponent(id)}`),
  });
}

/** URL of the import's template (the school template's columns with «Institución»). */
export function importTemplateUrl(format: 'xlsx' | 'csv'): string {
  return `/api/delegates/import/template?format=${format}`;
}

/** URL of the list's export with the current filters (a download link). */
export function exportUrl(format: 'xlsx' | 'csv', filters: DelegateFilters & { sort?: string; dir?: string }): string {
  return `/api/delegates/export${filtersQueryString({ ...filters, format })}`;
}

/** URL of one delegate's personal data (a JSON download). */
export function personalDataUrl(id: string): string {
  return `/api/delegates/${encodeURIComponent(id)}/personal-data`;
}

function useDelegatesMutation<V, R>(request: (vars: V) => Promise<R>) {
  return useInvalidatingMutation(request, [['delegates'], ['dashboard']]);
}

/** POST /api/delegates/bulk: assign a commission or change the status of many delegates (all or nothing). */
export function useBulkDelegates() {
  return useDelegatesMutation((input: BulkDelegatesInput) =>
    api<{ changed: number }>('/api/delegates/bulk', { method: 'POST', body: input }),
  );
}

/** PATCH /api/delegates/:id. */
export function useUpdateDelegate() {
  return useDelegatesMutation(({ id, patch }: { id: string; patch: DelegatePatchInput }) =>
    api<Delegate>(`/api/delegates/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch }),
  );
}

/** POST /api/delegates/:id/personal-code: a new personal code (the old one and its link stop working), mailed to the delegate. */
export function useRenewPersonalCode() {
  return useDelegatesMutation((id: string) =>
    api<Delegate>(`/api/delegates/${encodeURIComponent(id)}/personal-code`, { method: 'POST', body: {} }),
  );
}

/** DELETE /api/delegates/:id with the document number typed again. */
export function useEraseDelegate() {
  return useDelegatesMutation(({ id, confirm }: { id: string; confirm: string }) =>
    api<{ erased: true }>(`/api/delegates/${encodeURIComponent(id)}`, { method: 'DELETE', body: { confirm } }),
  );
}

/** A file to import, and where to report how much of it has been sent (0..1). */
export interface ImportUpload {
  file: File;
  onProgress: (fraction: number) => void;
}

const sendImport = <T>(action: 'check' | 'save', { file, onProgress }: ImportUpload) =>
  uploadWithProgress<T>(`/api/delegates/import/${action}`, [{ field: 'file', file }], { onProgress });

/** POST /api/delegates/import/check (multipart): every problem of the file, or what saving would do. Nothing is saved. */
export function useCheckImport() {
  return useMutation({ mutationFn: (upload: ImportUpload) => sendImport<LoadCheck>('check', upload) });
}

/** POST /api/delegates/import/save (multipart): saves every row at once (all or nothing). */
export function useSaveImport() {
  return useDelegatesMutation((upload: ImportUpload) => sendImport<LoadSaved>('save', upload));
}
