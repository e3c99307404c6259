import { ERROR_MESSAGES_ES, ERROR_STATUS, type ApiErrorBody, type ErrorCode } from '@quorum/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors';

function body(code: ErrorCode, message?: string, fields?: Record<string, string>): ApiErrorBody {
  return { code, message: message ?? ERROR_MESSAGES_ES[code], ...(fields ? { fields } : {}) };
}

/** The one error handler: stable codes, Spanish messages, no internals in 5xx answers. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(ERROR_STATUS[error.code]).send(body(error.code, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const v of error.validation) {
        const key = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fields[key] ??= v.message ?? 'No válido';
      }
      return reply.status(400).send(body('VALIDATION', undefined, fields));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send(body('RATE_LIMITED'));
    if (status === 415) return reply.status(415).send(body('UNSUPPORTED_MEDIA_TYPE'));
    if (status === 404) return reply.status(404).send(body('NOT_FOUND'));
    if (status >= 400 && status < 500) return reply.status(status).send(body('VALIDATION'));
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('INTERNAL'));
  });
}
