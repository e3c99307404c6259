import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';
import type { Executor } from '../db/database';
import { AppError } from '../lib/errors';
import { CountedStore, sharedStoreOf } from './rate-limit-store';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** A body still arriving when its answer is sent is only worth receiving (to keep the connection) below this size. */
const UNREAD_BODY_KEPT_BYTES = 64 * 1024;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route receives a file as multipart/form-data (plugins/upload.ts): allowed only with our own Origin. */
    upload?: boolean;
  }
}

/**
 * CSP limited to the app's own origin, rate limits on demand, and CSRF rules for writes. The rate limits count in
 * `sharedCounts`, the database several processes share (PostgreSQL), or without it in memory (SQLite: one
 * process holds the data directory).
 */
export async function registerSecurity(app: FastifyInstance, config: Config, sharedCounts?: Executor): Promise<void> {
  const headers = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.publicUrl.startsWith('https://') ? [] : null,
      },
    },
    strictTransportSecurity: config.publicUrl.startsWith('https://'),
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  await app.register(rateLimit, { global: false, store: sharedCounts ? sharedStoreOf(sharedCounts) : CountedStore });

  // Writes must be JSON from the app's own origin: a cross-site form cannot send either. A route that
  // receives files (`config: { upload: true }`) also takes multipart/form-data, which a cross-site form CAN
  // send: there the Origin header is required and must be ours (browsers always send it on a POST).
  app.addHook('onRequest', async (request) => {
    if (!MUTATING.has(request.method) || !request.url.startsWith('/api/')) return;
    const type = (request.headers['content-type'] ?? '').toLowerCase();
    const origin = request.headers.origin;
    const own = origin !== undefined && isOwnOrigin(origin, request.protocol, request.host, config.publicUrl);
    if (type.startsWith('multipart/form-data') && request.routeOptions.config?.upload === true) {
      if (!own) throw new AppError('ORIGIN_MISMATCH');
      return;
    }
    if (!type.startsWith('application/json')) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
    if (origin && !own) throw new AppError('ORIGIN_MISMATCH');
  });

  // An answer given before a large body has arrived (an upload refused by its code, its rate or its sender)
  // closes the connection: otherwise the server would go on receiving megabytes only to throw them away,
  // and a client repeating a refused upload would cost it as much as one it accepts.
  app.addHook('onSend', (request, reply, _payload, done) => {
    if (!request.raw.complete && unreadBodyIsLarge(request.headers)) reply.header('connection', 'close');
    done();
  });
}

function unreadBodyIsLarge(headers: IncomingMessage['headers']): boolean {
  if (headers['transfer-encoding'] !== undefined) return true;
  return Number(headers['content-length'] ?? 0) > UNREAD_BODY_KEPT_BYTES;
}

/**
 * The headers helmet sets, worked out once: they are the same for every answer (a route that needs another
 * CSP, like the API docs, replaces it), so building them per request only cost time.
 */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: () => {},
  } as unknown as ServerResponse;
  helmet(options)({} as IncomingMessage, response, () => {});
  return headers;
}

function isOwnOrigin(origin: string, protocol: string, host: string | undefined, publicUrl: string): boolean {
  return origin === new URL(publicUrl).origin || (host !== undefined && origin === `${protocol}://${host}`);
}

/** Route config for a rate-limited endpoint: `max` requests per minute per client address. */
export function perMinute(max: number) {
  return { rateLimit: { max, timeWindow: 60_000 } };
}
