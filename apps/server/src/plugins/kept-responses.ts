import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GenerationOf } from '../db/database';
import type { TableGroup } from '../db/table-groups';
import { generationAtRequest, KeptReads } from '../lib/kept-reads';
import { type AnswerEncoding, answerEncoding, compressAnswer } from './compressed-answers';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A signed-in GET whose answer depends only on the data and on who asks (not on the clock): its JSON is
     * kept per user and URL and served again until anything is written (see `lib/kept-reads.ts`), or, with
     * `reads`, until a table of one of those groups is (`db/table-groups.ts`: every group its queries read).
     */
    keepResponse?: boolean | { reads: readonly TableGroup[] };
  }
}

const MAX_RESPONSES = 500;
const MAX_BYTES = 256 * 1024;

/** A kept answer: its JSON, and its compressed forms as first asked for, so a repeated read compresses nothing. */
interface KeptAnswer {
  json: string;
  bytes: number;
  encoded: Partial<Record<AnswerEncoding, Buffer>>;
}

/** Serves kept answers of `keepResponse` routes before their handler; keeps fresh ones as they are sent. */
export function registerKeptResponses(app: FastifyInstance, generationOf: GenerationOf): void {
  const kept = new KeptReads<KeptAnswer>(MAX_RESPONSES);
  const pending = new WeakMap<FastifyRequest, { key: string; generation: string }>();

  // preHandler: after the route's own guards (onRequest) have found who asks and allowed it.
  app.addHook('preHandler', async (request, reply) => {
    const keep = request.routeOptions.config.keepResponse;
    if (!keep || request.method !== 'GET' || !request.staff) return;
    const now = generationAtRequest(request, generationOf(keep === true ? undefined : keep.reads));
    if (now === null) return;
    const key = `${request.staff.uid}\n${request.url}`;
    const answer = kept.get(key, now);
    if (answer !== undefined) {
      reply.type('application/json; charset=utf-8');
      const encoding = answerEncoding(request.headers['accept-encoding'], answer.bytes);
      if (encoding === null) return reply.send(answer.json);
      answer.encoded[encoding] ??= compressAnswer(answer.json, encoding);
      return reply.header('content-encoding', encoding).header('vary', 'accept-encoding').send(answer.encoded[encoding]);
    }
    pending.set(request, { key, generation: now });
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const read = pending.get(request);
    if (read && reply.statusCode === 200 && typeof payload === 'string' && payload.length <= MAX_BYTES) {
      kept.set(read.key, read.generation, { json: payload, bytes: Buffer.byteLength(payload), encoded: {} });
    }
    return payload;
  });
}
