import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import { redactUrl, serializeRequest } from '../lib/log-redaction';

/**
 * The server's request log. At the default `info` level every answered request writes one short line —
 * method, route pattern (never the raw URL: ids, codes and searches stay out of the log), status and
 * milliseconds — instead of Fastify's two lines with whole request and reply objects, which cost a third of a
 * small request's CPU. A request that matched no route is logged by its redacted path (`lib/log-redaction.ts`),
 * as are requests in error lines.
 */
class OneLineRequestLog extends LogController {
  /** The log's level is fixed at start: below `info`, answered requests cost nothing more. */
  private readonly answered: boolean;
  constructor(level: string) {
    super();
    this.answered = ['info', 'debug', 'trace'].includes(level);
  }

  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (!error && !this.answered) return;
    const line = {
      method: request.method,
      route: request.routeOptions.url ?? redactUrl(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error });
    else reply.log.info(line);
  }
}

/** Fastify's logger options: the level, the redacted request serializer and the one-line request log. */
export function requestLogOptions(
  level: string,
  stream?: { write(line: string): void },
): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  return {
    logger: { level, serializers: { req: serializeRequest }, ...(stream ? { stream } : {}) },
    logController: new OneLineRequestLog(level),
  };
}
