import type { LoadCheck, LoadCodeInfo, LoadGridRow, LoadSaved } from '@quorum/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, sendWithProgress, uploadWithProgress } from '../../lib/api';

const base = (code: string) => `/api/load/${encodeURIComponent(code)}`;

/** GET /api/load/:code: the institution, quota and rows already loaded of a load code. */
export const loadCodeInfoQuery = (code: string) =>
  queryOptions({
    queryKey: ['load-code-info', code],
    queryFn: () => api<LoadCodeInfo>(base(code)),
    retry: false,
    enabled: code !== '',
  });

export const templateUrl = (code: string, format: 'xlsx' | 'csv') => `${base(code)}/template.${format}`;

/** The server's answer to a save that found problems (422). */
export class LoadProblemsError extends Error {
  constructor(readonly check: LoadCheck) {
    super('load has problems');
  }
}

/** A 422 answer with the problems of a save, as LoadProblemsError; null for any other answer. */
function problemsOf(status: number, data: unknown): Error | null {
  const problems = (data ?? {}) as Partial<LoadCheck>;
  return status === 422 && Array.isArray(problems.problems) ? new LoadProblemsError(problems as LoadCheck) : null;
}

export type LoadSource = { kind: 'file'; file: File } | { kind: 'rows'; rows: LoadGridRow[] };

/**
 * Sends a load to `…/check` or `…/save`: a file as multipart (…/check, …/save), rows typed in the grid as JSON
 * (…/rows/check, …/rows/save), with the progress sent (0..1). Errors come back as ApiError (with the server's
 * Spanish message), a 422 with problems as LoadProblemsError.
 */
function sendLoad<T>(code: string, action: 'check' | 'save', source: LoadSource, onProgress?: (fraction: number) => void): Promise<T> {
  if (source.kind === 'file')
    return uploadWithProgress<T>(`${base(code)}/${action}`, [{ field: 'file', file: source.file }], { onProgress, refine: problemsOf });
  return sendWithProgress<T>(`${base(code)}/rows/${action}`, JSON.stringify({ rows: source.rows }), {
    headers: { 'Content-Type': 'application/json' },
    onProgress,
    refine: problemsOf,
  });
}

/** Checks a file or typed rows: every problem, or what saving would do. */
export function checkLoad(code: string, source: LoadSource, onProgress?: (f: number) => void): Promise<LoadCheck> {
  return sendLoad<LoadCheck>(code, 'check', source, onProgress);
}

/** Saves every row at once; the server checks again. */
export function saveLoad(code: string, source: LoadSource, onProgress?: (f: number) => void): Promise<LoadSaved> {
  return sendLoad<LoadSaved>(code, 'save', source, onProgress);
}
