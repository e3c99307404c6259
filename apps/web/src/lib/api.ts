import type { ApiErrorBody, ErrorCode } from '@quorum/shared';

/** Error codes the web can show: the server's plus NETWORK when the server cannot be reached. */
export type ClientErrorCode = ErrorCode | 'NETWORK';

/** An API error answer (or a failed request), carrying the stable code and field problems. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ClientErrorCode;
  readonly fields: Record<string, string> | undefined;
  /** The whole answer (some errors carry more, as STATE_CHANGED carries the current state). */
  readonly body: unknown;

  constructor(status: number, code: ClientErrorCode, message: string, fields?: Record<string, string>, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.body = body;
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

/** Says the server session ended, as a 401 answer does: a live stream the server closed for it (`revoked`). */
export function reportUnauthenticated(path: string): void {
  onUnauthenticated?.(path);
}

/** The code of an error answer without a body code, by HTTP status. */
const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'VALIDATION',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** The JSON of an answer's text; undefined when empty or not JSON. */
function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The one HTTP error mapper (fetch and the XHR upload path): an error answer's status and parsed
 * body become an ApiError with the server's code, or one derived from the status.
 */
function errorFromResponse(status: number, statusText: string, data: unknown): ApiError {
  const body = (data ?? {}) as Partial<ApiErrorBody>;
  const code: ClientErrorCode = body.code ?? STATUS_CODES[status] ?? 'INTERNAL';
  return new ApiError(status, code, body.message ?? statusText, body.fields, data);
}

/** The error of a request that got no answer (offline, server down). */
function networkError(): ApiError {
  return new ApiError(0, 'NETWORK', 'Network error');
}

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
    throw networkError();
  }

  const data = parseJson(await response.text());
  if (!response.ok) {
    const apiError = errorFromResponse(response.status, response.statusText, data);
    if (response.status === 401 && apiError.code === 'UNAUTHENTICATED') onUnauthenticated?.(path);
    throw apiError;
  }
  return data as T;
}

/** Whether an error is an ApiError with one of the given codes. */
export function isApiError(error: unknown, ...codes: ClientErrorCode[]): error is ApiError {
  return error instanceof ApiError && (codes.length === 0 || codes.includes(error.code));
}

/**
 * Downloads a file the server writes as a stream (a ZIP of certificates), reporting the bytes received and
 * the server's estimate of the total (`x-estimated-bytes`) as they come; answers the file and its name.
 */
export async function downloadWithProgress(
  path: string,
  onProgress: (received: number, estimated: number | null) => void,
  signal?: AbortSignal,
): Promise<{ blob: Blob; fileName: string }> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin', signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkError();
  }
  if (!response.ok || !response.body) {
    const apiError = errorFromResponse(response.status, response.statusText, parseJson(await response.text()));
    if (response.status === 401 && apiError.code === 'UNAUTHENTICATED') onUnauthenticated?.(path);
    throw apiError;
  }
  const estimated = Number(response.headers.get('x-estimated-bytes')) || null;
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = decodeURIComponent(disposition.match(/filename\*=UTF-8''([^;]+)/)?.[1] ?? 'descarga');
  const parts: Uint8Array[] = [];
  let received = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    received += value.length;
    onProgress(received, estimated);
  }
  return { blob: new Blob(parts as BlobPart[], { type: response.headers.get('content-type') ?? 'application/octet-stream' }), fileName };
}

/** How an upload is sent: POST by default (PUT replaces a slot's file), its progress, cancelling, its errors. */
export interface SendOptions {
  method?: 'POST' | 'PUT';
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** A more specific error for an answer's body (a save's 422 with its problems), or null for the usual ApiError. */
  refine?: (status: number, data: unknown) => Error | null;
}

/**
 * Sends a body with XMLHttpRequest so the page can show how much has been sent (0..1): the one path of every
 * upload. Errors come back as ApiError with the server's Spanish message (`refine` may answer a more specific
 * error for an answer's body); `signal` cancels.
 */
export function sendWithProgress<T>(
  path: string,
  body: XMLHttpRequestBodyInit,
  opts: SendOptions & { headers?: Record<string, string> } = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(opts.method ?? 'POST', path);
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(opts.headers ?? {})) xhr.setRequestHeader(name, value);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) opts.onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () => reject(networkError());
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    xhr.onload = () => {
      const data = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) return resolve(data as T);
      const refined = opts.refine?.(xhr.status, data);
      if (refined) return reject(refined);
      const apiError = errorFromResponse(xhr.status, xhr.statusText, data);
      if (xhr.status === 401 && apiError.code === 'UNAUTHENTICATED') onUnauthenticated?.(path);
      reject(apiError);
    };
    opts.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    opts.onProgress?.(0);
    xhr.send(body);
  });
}

/**
 * Sends files to a route that takes uploads (`multipart/form-data`, streamed by the server), with the progress
 * sent: documents, files, covers, imports, school loads and certificate images alike. `fields` go before the
 * files (the server reads them first).
 */
export function uploadWithProgress<T>(
  path: string,
  files: { field: string; file: File }[],
  opts: SendOptions & { fields?: Record<string, string> } = {},
): Promise<T> {
  const { fields, ...send } = opts;
  const form = new FormData();
  for (const [name, value] of Object.entries(fields ?? {})) form.append(name, value);
  for (const { field, file } of files) form.append(field, file, file.name);
  return sendWithProgress<T>(path, form, send);
}

/**
 * A new action id for a live command or a ballot (the server answers a repeated one with its first answer): random,
 * URL-safe. `crypto.getRandomValues` works on a plain-http LAN address too, where `crypto.randomUUID` does not.
 */
export function newActionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
