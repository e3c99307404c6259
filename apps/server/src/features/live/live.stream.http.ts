import {
  LIVE_STREAM_BALLOTS,
  LIVE_STREAM_NEWS,
  LIVE_STREAM_OWN_BALLOT,
  LIVE_STREAM_PAPERS,
  LIVE_STREAM_REQUESTS,
  LIVE_STREAM_REVOKED,
  type LiveBallots,
  type LiveOwnBallot,
  type LivePapers,
  type LiveRequests,
  type LiveRevoked,
} from '@quorum/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { type Bus, ballotsTopic, newsTopic, papersTopic, requestsTopic } from '../../lib/bus';
import { AppError } from '../../lib/errors';
import { type SseEvent, SseRegistry } from '../../lib/sse';
import { streamEncoding } from '../../plugins/compressed-answers';
import { databaseStreamLeases } from '../../lib/stream-leases';
import { ballotsNow } from './ballots.use-cases';
import { followCommission, heartbeatEvent, parseLastEventId } from './live.stream';

/** The right a stream was opened with: the route's own guard, run again on the same request (throws when it is gone). */
type StreamRight = (request: FastifyRequest) => Promise<void>;

/**
 * The live streams of one kind (the consoles', the room screens', the delegates' phones), at most `streamsPerUser` per key
 * (LIVE_STREAMS_PER_USER unless told): counted in
 * memory on SQLite (one process), and across every process of the database on PostgreSQL.
 */
export function liveStreamRegistry(
  ctx: AppContext,
  log: { warn: (o: object, m: string) => void },
  streamsPerUser = ctx.config.live.streamsPerUser,
): SseRegistry {
  const { bufferBytes, heartbeatMs } = ctx.config.live;
  const shared =
    ctx.kind === 'postgres' ? databaseStreamLeases(ctx.db, heartbeatMs, (error) => log.warn({ error }, 'live stream lease failed')) : null;
  return new SseRegistry({ streamsPerUser, bufferBytes, shared });
}

/** The last event of a stream whose right is gone: the guard's refusal, its code and Spanish message. */
function revokedEvent(error: AppError): SseEvent {
  const data: LiveRevoked = { code: error.code, message: error.message };
  return { event: LIVE_STREAM_REVOKED, data };
}

/** The `ballots` event of a bus message `voteId cast eligible` (null for anything else: a bus that lost track). */
function ballotsEvent(message: string | null): SseEvent | null {
  const [voteId, cast, eligible] = message?.split(' ') ?? [];
  if (!voteId || !/^\d+$/.test(cast ?? '') || !/^\d+$/.test(eligible ?? '')) return null;
  const data: LiveBallots = { voteId, cast: Number(cast), eligible: Number(eligible) };
  return { event: LIVE_STREAM_BALLOTS, data };
}

/**
 * What a stream hears beside the state: the open vote's count (decision 036: «votos emitidos», the console's and
 * the room screen's) and the phones' requests (decision 037: the queue the console and the room screen show). A
 * delegate's phone hears neither: it reads its own ballot and requests with the state, and 100 phones sent every
 * ballot's count would be 100 messages a ballot that no screen shows. It hears its own delegation's ballots only
 * (`{ ownBallots: delegationId }`): a ballot is one message to that delegation's phones, none to the others'.
 * The working papers' changes (decision 038: one message per write to a paper, its id and version) reach the phones
 * and the chair's stream, whose papers' pages read the paper again; the room's screen shows no paper.
 */
export type StreamExtra = 'ballots' | 'requests' | 'papers' | { ownBallots: string };

/** The `papers` event of a bus message `paperId version` (null: the bus lost track, any paper may have changed). */
function papersEvent(message: string | null): SseEvent | null {
  const [paperId = '', version = '0'] = message?.split(' ') ?? [];
  if (message !== null && (!paperId || !/^\d+$/.test(version))) return null;
  const data: LivePapers = { paperId, version: Number(version) };
  return { event: LIVE_STREAM_PAPERS, data };
}

/** The listeners of one commission's ballots per delegation, behind one subscription to its ballots topic. */
interface BallotRoutes {
  byDelegation: Map<string, Set<(voteId: string) => void>>;
  stop: () => void;
}
const ballotRoutes = new WeakMap<Bus, Map<string, BallotRoutes>>();

/**
 * Calls `listener` with the vote's ballots id when a ballot of `delegationId` is announced (with '' when the bus lost
 * track: every delegation may have missed one). One subscription per commission and process routes each message to
 * its delegation's listeners, so a ballot costs a lookup, not a call per phone of the room.
 */
function onOwnBallot(bus: Bus, commissionId: string, delegationId: string, listener: (voteId: string) => void): () => void {
  const byCommission = ballotRoutes.get(bus) ?? new Map<string, BallotRoutes>();
  ballotRoutes.set(bus, byCommission);
  let routes = byCommission.get(commissionId);
  if (!routes) {
    const byDelegation = new Map<string, Set<(voteId: string) => void>>();
    const stop = bus.subscribe(ballotsTopic(commissionId), (message) => {
      const [voteId = '', , , delegation = ''] = message?.split(' ') ?? [];
      const heard = message === null ? [...byDelegation.values()] : [byDelegation.get(delegation) ?? new Set()];
      for (const listeners of heard) for (const call of [...listeners]) call(voteId);
    });
    routes = { byDelegation, stop };
    byCommission.set(commissionId, routes);
  }
  const held = routes;
  const listeners = held.byDelegation.get(delegationId) ?? new Set<(voteId: string) => void>();
  held.byDelegation.set(delegationId, listeners);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    held.byDelegation.delete(delegationId);
    if (held.byDelegation.size > 0) return;
    held.stop();
    byCommission.delete(commissionId);
  };
}

/**
 * Answers a request with a commission's live stream (decision 011), counted in `streams` under `streamKey`
 * (a chair's user id, or a projection screen's commission and address): TOO_MANY_STREAMS beyond the limit.
 * `right` is the guard that let the request in: it runs again before every heartbeat, and once it refuses (signed
 * out, account disabled, no longer a chair, a regenerated projection code) the stream sends `revoked` and ends.
 * `extras`: what else it hears (StreamExtra).
 */
export async function replyWithLiveStream(
  ctx: AppContext,
  streams: SseRegistry,
  streamKey: string,
  commissionId: string,
  request: FastifyRequest,
  reply: FastifyReply,
  right: StreamRight,
  extras: readonly StreamExtra[],
): Promise<void> {
  const place = await streams.take(streamKey);
  if (!place) throw new AppError('TOO_MANY_STREAMS');
  let follow: Awaited<ReturnType<typeof followCommission>>;
  try {
    follow = await followCommission(ctx, commissionId, parseLastEventId(request.headers['last-event-id']), (error) =>
      request.log.warn({ error }, 'live stream read failed'),
    );
  } catch (error) {
    place.release();
    throw error;
  }
  reply.hijack();
  let checking = false;
  // The right first, then the heartbeat: a heartbeat sent means the right held when it was sent.
  const beat = async () => {
    if (checking) return;
    checking = true;
    try {
      await right(request);
      stream.send(heartbeatEvent());
    } catch (error) {
      if (error instanceof AppError) stream.send(revokedEvent(error));
      // A check that could not be made (the database failing): the stream ends and the client asks again.
      else request.log.warn({ error }, 'live stream right check failed');
      stream.close();
    } finally {
      checking = false;
    }
  };
  const heartbeat = setInterval(() => void beat(), ctx.config.live.heartbeatMs);
  // The press headlines of the commission changed (or the bus lost track): its screens read them again.
  const stopNews = ctx.bus.subscribe(newsTopic(commissionId), () => stream.send({ event: LIVE_STREAM_NEWS, data: {} }));
  // A ballot cast (decision 036): the count as announced, never the state; a lost one is made good by the next.
  const stopBallots = extras.includes('ballots')
    ? ctx.bus.subscribe(ballotsTopic(commissionId), (message) => {
        const event = ballotsEvent(message);
        if (event) stream.send(event);
      })
    : () => {};
  // A request made or withdrawn from a phone (decision 037): the consoles and screens read the queue again (null: the bus lost track).
  const stopRequests = extras.includes('requests')
    ? ctx.bus.subscribe(requestsTopic(commissionId), (message) => {
        const data: LiveRequests = { delegationId: message ?? '' };
        stream.send({ event: LIVE_STREAM_REQUESTS, data });
      })
    : () => {};
  // A working paper of the commission changed (decision 038): the pages reading it read it again.
  const stopPapers = extras.includes('papers')
    ? ctx.bus.subscribe(papersTopic(commissionId), (message) => {
        const event = papersEvent(message);
        if (event) stream.send(event);
      })
    : () => {};
  // The phone's own delegation voted (decision 036): its phones read their ballot again; no other phone hears it.
  const own = extras.find((extra) => typeof extra === 'object');
  const stopOwnBallot = own
    ? onOwnBallot(ctx.bus, commissionId, own.ownBallots, (voteId) => {
        const data: LiveOwnBallot = { voteId };
        stream.send({ event: LIVE_STREAM_OWN_BALLOT, data });
      })
    : () => {};
  const stream = streams.open(
    place,
    reply.raw,
    () => {
      clearInterval(heartbeat);
      stopNews();
      stopBallots();
      stopRequests();
      stopPapers();
      stopOwnBallot();
      follow.stop();
    },
    streamEncoding(request.headers['accept-encoding']),
  );
  follow.attach(stream);
  // The clock at once: a screen that reconnects shows the right time within a second, not a heartbeat later.
  stream.send(heartbeatEvent());
  // And the count of an open vote from phones: a screen opened during the vote does not wait for the next ballot.
  if (!extras.includes('ballots')) return;
  ballotsNow(ctx.db, commissionId)
    .then((now) => now && stream.send({ event: LIVE_STREAM_BALLOTS, data: now }))
    .catch((error: Error) => request.log.warn({ error }, 'live stream ballots read failed'));
}
