import { ERROR_MESSAGES_ES, ERROR_STATUS, type ApiErrorBody, type ErrorCode } from '@quorum/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, RetryLaterError } from '../lib/errors';

function body(code: ErrorCode, message?: string, fields?: Record<string, string>): ApiErrorBody {
  return { code, message: message ?? ERROR_MESSAGES_ES[code], ...(fields ? { fields } : {}) };
}

function send(reply: FastifyReply, code: ErrorCode, message?: string, fields?: Record<string, string>) {
  return reply.status(ERROR_STATUS[code]).send(body(code, message, fields));
}

/**
 * A database error a caller's input can still cause, as a catalogued code: a text the database cannot store
 * (PostgreSQL refuses a NUL byte: 22021, "invalid byte sequence") and a unique key taken by a request that
 * committed first (PostgreSQL 23505, SQLite SQLITE_CONSTRAINT_UNIQUE/PRIMARYKEY). Input validation refuses the
 * first earlier and locks prevent the second; this is the safety net.
 */
function databaseErrorCode(error: unknown): ErrorCode | null {
  const e = error as { code?: unknown; message?: unknown };
  if (e?.code === '22021' || (typeof e?.message === 'string' && e.message.includes('invalid byte sequence'))) return 'TEXT_INVALID';
  if (e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY') return 'WRITE_CONFLICT';
  return null;
}

/**
 * Fastify's own refusals before routing (a URL with malformed percent-encoding, a parameter over the length
 * limit), in the API's shape: never the raw framework answer that echoes the path. Passed as `frameworkErrors`.
 */
export function answerFrameworkError(_error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  return send(reply, 'URL_INVALID');
}

/** The one error handler: stable codes, Spanish messages, no internals in 5xx answers. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof RetryLaterError) {
      const retryAfterSeconds = error.retryAfterSeconds();
      reply.header('retry-after', String(retryAfterSeconds));
      return reply
        .status(ERROR_STATUS[error.code])
        .send({ ...body(error.code, error.message), retryAfterSeconds, ...(error.limit ? { limit: error.limit } : {}) });
    }
    if (error instanceof AppError) return send(reply, error.code, error.message, error.fields);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const v of error.validation) {
        const key = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fields[key] ??= v.message ?? 'No válido';
      }
      return send(reply, 'VALIDATION', undefined, fields);
    }
    const fromDatabase = databaseErrorCode(error);
    if (fromDatabase) {
      request.log.warn({ err: error }, 'database refused the input');
      return send(reply, fromDatabase);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return send(reply, 'RATE_LIMITED');
    if (status === 415) return send(reply, 'UNSUPPORTED_MEDIA_TYPE');
    if (status === 413) return send(reply, 'BODY_TOO_LARGE');
    if (status === 404) return send(reply, 'NOT_FOUND');
    if (error.code === 'FST_ERR_BAD_URL' || status === 414) return send(reply, 'URL_INVALID');
    if (status >= 400 && status < 500) return reply.status(status).send(body('VALIDATION'));
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 'INTERNAL');
  });
}
