import { LIVE_STREAM_NEWS } from '@quorum/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { newsTopic } from '../../lib/bus';
import { AppError } from '../../lib/errors';
import type { SseRegistry } from '../../lib/sse';
import { followCommission, heartbeatEvent, parseLastEventId } from './live.stream';

/**
 * Answers a request with a commission's live stream (decision 011), counted in `streams` under `streamKey`
 * (a chair's user id, or a projection screen's commission and address): TOO_MANY_STREAMS beyond the limit.
 */
export async function replyWithLiveStream(
  ctx: AppContext,
  streams: SseRegistry,
  streamKey: string,
  commissionId: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  if (!streams.hasRoomFor(streamKey)) throw new AppError('TOO_MANY_STREAMS');
  const follow = await followCommission(ctx, commissionId, parseLastEventId(request.headers['last-event-id']), (error) =>
    request.log.warn({ error }, 'live stream read failed'),
  );
  if (!streams.hasRoomFor(streamKey)) {
    follow.stop();
    throw new AppError('TOO_MANY_STREAMS');
  }
  reply.hijack();
  const heartbeat = setInterval(() => stream.send(heartbeatEvent()), ctx.config.live.heartbeatMs);
  // The press headlines of the commission changed (or the bus lost track): its screens read them again.
  const stopNews = ctx.bus.subscribe(newsTopic(commissionId), () => stream.send({ event: LIVE_STREAM_NEWS, data: {} }));
  const stream = streams.open(streamKey, reply.raw, () => {
    clearInterval(heartbeat);
    stopNews();
    follow.stop();
  });
  follow.attach(stream);
  // The clock at once: a screen that reconnects shows the right time within a second, not a heartbeat later.
  stream.send(heartbeatEvent());
}
