import { ERROR_MESSAGES_ES, type ErrorCode } from '@quorum/shared';

/** A failure the API answers with a stable code and its Spanish message. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message ?? ERROR_MESSAGES_ES[code]);
  }
}
