import { ERROR_MESSAGES_ES, type ErrorCode, type PublicLookupLimit } from '@quorum/shared';

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

/**
 * A refusal with the time from which to try again (RATE_LIMITED unless another code is given): answered with a
 * `Retry-After` header (plugins/errors.ts).
 */
export class RetryLaterError extends AppError {
  constructor(
    readonly retryAt: Date,
    options: {
      message?: string;
      code?: ErrorCode;
      /** The public look-up limit reached, named in the answer. */
      limit?: PublicLookupLimit;
    } = {},
  ) {
    super(options.code ?? 'RATE_LIMITED', options.message);
    this.limit = options.limit;
  }

  readonly limit?: PublicLookupLimit;

  /** Whole seconds until `retryAt`, at least one. */
  retryAfterSeconds(nowMs = Date.now()): number {
    return Math.max(1, Math.ceil((this.retryAt.getTime() - nowMs) / 1000));
  }
}
