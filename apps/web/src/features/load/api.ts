import type { LoadCheck, LoadCodeInfo, LoadGridRow, LoadSaved } from '@quorum/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, sendWithProgress } from '../../lib/api';

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

/** A file as the API takes it: its name and content in base64. */
async function fileBody(file: File): Promise<{ fileName: string; contentBase64: string }> {
  const dataUrl = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
  return { fileName: file.name, contentBase64: dataUrl.slice(dataUrl.indexOf(',') + 1) };
}

/**
 * POSTs JSON with the progress sent (0..1). Errors come back as ApiError (with the server's Spanish message),
 * a 422 with problems as LoadProblemsError.
 */
function postWithProgress<T>(url: string, body: unknown, onProgress?: (fraction: number) => void): Promise<T> {
  return sendWithProgress<T>(url, JSON.stringify(body), {
    headers: { 'Content-Type': 'application/json' },
    onProgress,
    refine: (status, data) => {
      const problems = (data ?? {}) as Partial<LoadCheck>;
      return status === 422 && Array.isArray(problems.problems) ? new LoadProblemsError(problems as LoadCheck) : null;
    },
  });
}

export type LoadSource = { kind: 'file'; file: File } | { kind: 'rows'; rows: LoadGridRow[] };

async function bodyOf(source: LoadSource) {
  return source.kind === 'file' ? fileBody(source.file) : { rows: source.rows };
}

/** Checks a file (POST …/check) or typed rows (POST …/rows): every problem, or what saving would do. */
export async function checkLoad(code: string, source: LoadSource, onProgress?: (f: number) => void): Promise<LoadCheck> {
  return postWithProgress<LoadCheck>(`${base(code)}/${source.kind === 'file' ? 'check' : 'rows'}`, await bodyOf(source), onProgress);
}

/** Saves every row at once (POST …/save); the server checks again. */
export async function saveLoad(code: string, source: LoadSource, onProgress?: (f: number) => void): Promise<LoadSaved> {
  return postWithProgress<LoadSaved>(`${base(code)}/save`, await bodyOf(source), onProgress);
}
