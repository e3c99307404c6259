import { ERROR_MESSAGES_ES, type ErrorCode } from '../errors';

/**
 * An expected user mistake answered by a rule of procedure: a stable code of the shared catalogue and its
 * Spanish message. The rules never throw for these; the server turns a refusal into an `AppError`.
 */
export interface Refusal {
  ok: false;
  code: ErrorCode;
  message: string;
  /** Field-level problems (path → Spanish message), for a motion's parameters. */
  fields?: Record<string, string>;
}

/** What a rule of procedure answers: the new value, or a refusal that changed nothing. */
export type Ruling<T> = { ok: true; value: T } | Refusal;

/** A refusal with the catalogue's Spanish message for `code`. */
export function refuse(code: ErrorCode, fields?: Record<string, string>): Refusal {
  return fields ? { ok: false, code, message: ERROR_MESSAGES_ES[code], fields } : { ok: false, code, message: ERROR_MESSAGES_ES[code] };
}

/** An accepted ruling. */
export function allow<T>(value: T): Ruling<T> {
  return { ok: true, value };
}
