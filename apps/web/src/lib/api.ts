import type { ApiErrorBody, ErrorCode } from '@quorum/shared';

/** Error codes the web can show: the server's plus NETWORK when the server cannot be reached. */
export type ClientErrorCode = ErrorCode | 'NETWORK';

/** An API error answer (or a failed request), carrying the stable code and field problems. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ClientErrorCode;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, code: ClientErrorCode, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiOptions {
  method?: Method;
  /** JSON body of a write; `{}` is sent when absent (the server requires a JSON body). */
  body?: unknown;
  signal?: AbortSignal;
}

let onUnauthenticated: ((path: string) => void) | null = null;

/** Registers what to do when a request answers 401 (the session ended on the server). */
export function setUnauthenticatedHandler(handler: (path: string) => void): void {
  onUnauthenticated = handler;
}

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'VALIDATION',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** Calls the Quórum API: JSON in and out, same-origin cookie, typed errors. */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: string | undefined;
  if (method !== 'GET') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body ?? {});
  }

  let response: Response;
  try {
    response = await fetch(path, { method, headers, body, credentials: 'same-origin', signal: options.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', 'Network error');
  }

  const text = await response.text();
  let data: unknown;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }

  if (!response.ok) {
    const errorBody = (data ?? {}) as Partial<ApiErrorBody>;
    const code: ClientErrorCode = errorBody.code ?? STATUS_CODES[response.status] ?? (response.status >= 500 ? 'INTERNAL' : 'INTERNAL');
    const apiError = new ApiError(response.status, code, errorBody.message ?? response.statusText, errorBody.fields);
    if (response.status === 401 && code === 'UNAUTHENTICATED') onUnauthenticated?.(path);
    throw apiError;
  }
  return data as T;
}

/** Whether an error is an ApiError with one of the given codes. */
export function isApiError(error: unknown, ...codes: ClientErrorCode[]): error is ApiError {
  return error instanceof ApiError && (codes.length === 0 || codes.includes(error.code));
}
