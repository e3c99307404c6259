import {
  LIVE_STREAM_HEARTBEAT,
  LIVE_STREAM_SNAPSHOT,
  type LiveHeartbeat,
  type LiveLogEntry,
  type LiveState,
  type LiveStreamEntry,
} from '@quorum/shared';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { OUTSIDE_LOG } from '../../domain/live/state-announcements';
import type { SseEvent, SseStream } from '../../lib/sse';
import { presentLogEntry } from './live.presenter';
import { readLiveStateSince } from './live.use-cases';

let unnamed = 0;

/** The snapshot event: the whole state, its id the sequence it stands at. */
function snapshotEvent(state: LiveState): SseEvent {
  return { event: LIVE_STREAM_SNAPSHOT, id: state.lastSequence, data: state };
}

export function heartbeatEvent(now = Date.now()): SseEvent {
  const data: LiveHeartbeat = { serverTime: now };
  return { event: LIVE_STREAM_HEARTBEAT, data };
}

/** A `Last-Event-ID` as a sequence, or null when it is not a whole number. */
export function parseLastEventId(header: string | string[] | undefined): number | null {
  const text = Array.isArray(header) ? header[0] : header;
  if (!text || !/^\d{1,15}$/.test(text.trim())) return null;
  return Number(text.trim());
}

/**
 * Reads shared by the streams of one server: the clients following a commission hear the same bus message
 * and stand at the same sequence, so one read (and one set of events, formatted once) serves them all. The
 * key holds the message heard: a read started after hearing it holds that commit.
 */
const sharedReads = new WeakMap<Db, Map<string, Promise<SseEvent[]>>>();
const MAX_SHARED_READS = 1000;

/** The key of a shared read: the streams of a commission standing at `after` that heard the bus message `heard`. */
const sharedReadKey = (commissionId: string, after: number, heard: string) => `${commissionId}\n${after}\n${heard}`;

function keep(db: Db, key: string, events: Promise<SseEvent[]>): void {
  const reads = sharedReads.get(db) ?? new Map<string, Promise<SseEvent[]>>();
  sharedReads.set(db, reads);
  if (reads.size >= MAX_SHARED_READS) reads.delete(reads.keys().next().value as string);
  reads.set(key, events);
  events.catch(() => reads.delete(key));
}

function sharedRead(db: Db, key: string, read: () => Promise<SseEvent[]>): Promise<SseEvent[]> {
  const found = sharedReads.get(db)?.get(key);
  if (found) return found;
  const events = read();
  keep(db, key, events);
  return events;
}

/**
 * The longest entry a bus message carries, in characters of its deflated JSON in base64 (PostgreSQL's notification
 * holds under 8,000 bytes with the topic, `lib/bus.ts`). A vote's opening in a room of a hundred delegations,
 * 26 KB of state, is about 5.8 KB so; a larger room's entry goes as its sequence alone, and is read.
 */
const CARRIED_MAX_CHARS = 7_000;

/**
 * The process that ran a command hands its streams what they would read for it: the entry, with the state its answer
 * read in the command's transaction (what a read after the commit returns: `live-stream.routes.test.ts`). Answers the
 * bus message to publish, the entry's sequence; with several processes (PostgreSQL) it carries the entry and its
 * state too when they fit, so that every process's streams standing at the entry before it send it without a read of
 * their own (at a vote's opening, thirty commissions' states read while the first ballots hold the pool). This
 * process's streams are handed it before the message is published; streams standing elsewhere read as ever. Decision 011.
 */
export function handOver(ctx: Pick<AppContext, 'db' | 'kind'>, commissionId: string, entry: LiveLogEntry, state: LiveState): string {
  const data: LiveStreamEntry = { entry, state };
  const carried = ctx.kind === 'postgres' ? deflateRawSync(JSON.stringify(data)).toString('base64') : '';
  const message = carried && carried.length <= CARRIED_MAX_CHARS ? `${entry.sequence} ${carried}` : String(entry.sequence);
  const events: SseEvent[] = [{ event: entry.event, id: entry.sequence, data }];
  keep(ctx.db, sharedReadKey(commissionId, entry.sequence - 1, message), Promise.resolve(events));
  return message;
}

/** The events a bus message carries for the streams that have been sent everything up to `after` (null: none, read them). */
function carriedEvents(message: string, after: number): SseEvent[] | null {
  const space = message.indexOf(' ');
  if (space < 0 || message.slice(0, space) !== String(after + 1)) return null;
  const data = JSON.parse(inflateRawSync(Buffer.from(message.slice(space + 1), 'base64')).toString()) as LiveStreamEntry;
  return [{ event: data.entry.event, id: data.entry.sequence, data }];
}

/**
 * First reads shared by the clients of one commission that come back together (a restart, the venue's Wi-Fi
 * back): a client asking from the same event as a read begun since the last bus message this process heard for
 * the commission is answered that read. Each client listens on the bus before it asks, so what the read could not
 * hold (a commit after it began) reaches the client as a message; a message heard clears the shared reads, so no
 * client is answered a read older than a commit it could miss. Kept while the commission has followers here.
 */
interface CommissionWatch {
  followers: number;
  reads: Map<number | null, Promise<SseEvent[]>>;
  stop: () => void;
}
const watches = new WeakMap<Db, Map<string, CommissionWatch>>();
const MAX_SHARED_STARTS = 50;

function watchCommission(ctx: Pick<AppContext, 'db' | 'bus'>, commissionId: string) {
  const byCommission = watches.get(ctx.db) ?? new Map<string, CommissionWatch>();
  watches.set(ctx.db, byCommission);
  let watch = byCommission.get(commissionId);
  if (!watch) {
    const reads = new Map<number | null, Promise<SseEvent[]>>();
    watch = { followers: 0, reads, stop: ctx.bus.subscribe(commissionId, () => reads.clear()) };
    byCommission.set(commissionId, watch);
  }
  const held = watch;
  held.followers++;
  return {
    start(after: number | null): Promise<SseEvent[]> {
      const found = held.reads.get(after);
      if (found) return found;
      const read = readLiveStateSince(ctx.db, commissionId, after).then(eventsOf);
      if (held.reads.size >= MAX_SHARED_STARTS) held.reads.clear();
      held.reads.set(after, read);
      read.catch(() => held.reads.get(after) === read && held.reads.delete(after));
      return read;
    },
    release() {
      if (--held.followers > 0) return;
      held.stop();
      byCommission.delete(commissionId);
    },
  };
}

/** The events for a client that has been sent everything up to `after`: entries and the state read with them. */
function eventsOf({ state, entries }: Awaited<ReturnType<typeof readLiveStateSince>>): SseEvent[] {
  if (entries === null) return [snapshotEvent(state)];
  return entries.map((row) => {
    const entry = presentLogEntry(row);
    const data: LiveStreamEntry = { entry, state };
    return { event: entry.event, id: entry.sequence, data };
  });
}

/**
 * What one client of a commission's stream is sent: `start` answers the first events (the entries after
 * `Last-Event-ID` when the log holds all of them, else a snapshot; shared with the clients starting with it) and `next` the entries committed since
 * the last event answered (shared with the other streams at the same point). Each entry comes with the state
 * read with it; a log that went back (a restored database) answers a snapshot.
 */
function liveFeed(db: Db, commissionId: string, starts: ReturnType<typeof watchCommission>) {
  let lastSent = 0;
  const remember = (events: SseEvent[]) => {
    const last = events[events.length - 1];
    if (last?.id !== undefined) lastSent = last.id;
    return events;
  };
  return {
    async start(lastEventId: number | null): Promise<SseEvent[]> {
      // A client that already holds every entry is sent none, and stands where it said it stood: the next entry
      // is read after that one, not after the log's start.
      if (lastEventId !== null) lastSent = lastEventId;
      return remember(await starts.start(lastEventId));
    },
    /** `heard`: the bus message this client heard (unique when the bus could not say which). */
    async next(heard: string): Promise<SseEvent[]> {
      const after = lastSent;
      const read = async () => {
        const carried = carriedEvents(heard, after);
        if (carried) return carried;
        const since = await readLiveStateSince(db, commissionId, after);
        // Nothing new in the log, but the state changed beside it: the state whole, at the same sequence.
        if (since.entries?.length === 0 && heard.startsWith(OUTSIDE_LOG)) return [snapshotEvent(since.state)];
        return eventsOf(since);
      };
      return remember(await sharedRead(db, sharedReadKey(commissionId, after, heard), read));
    },
  };
}

/**
 * Follows a commission for one client: listens on the bus before the first read (nothing committed in
 * between is missed), answers the first events, then, once attached to a stream, sends what each message
 * announces, one read at a time (messages arriving meanwhile make one more read).
 */
export async function followCommission(
  ctx: Pick<AppContext, 'db' | 'bus'>,
  commissionId: string,
  lastEventId: number | null,
  warn: (error: Error) => void,
) {
  let stream: SseStream | null = null;
  let stale = false;
  let heard = '';
  let reading = false;
  const sendAll = (events: SseEvent[]) => {
    for (const event of events) if (!stream?.send(event)) return;
  };
  const pump = (message: string | null) => {
    stale = true;
    // A message the bus could not name (after a lost connection) is heard by this stream alone: a read of its own.
    heard = message ?? `unnamed-${++unnamed}`;
    if (reading || !stream) return;
    reading = true;
    (async () => {
      while (stale && stream && !stream.closed) {
        stale = false;
        sendAll(await feed.next(heard));
      }
    })()
      .catch((error: Error) => {
        warn(error);
        stream?.close();
      })
      .finally(() => {
        reading = false;
        if (stale && stream && !stream.closed) pump(heard);
      });
  };
  const unsubscribe = ctx.bus.subscribe(commissionId, pump);
  const starts = watchCommission(ctx, commissionId);
  const feed = liveFeed(ctx.db, commissionId, starts);
  const stop = () => {
    unsubscribe();
    starts.release();
  };
  let first: SseEvent[];
  try {
    first = await feed.start(lastEventId);
  } catch (error) {
    stop();
    throw error;
  }
  return {
    attach(to: SseStream) {
      stream = to;
      sendAll(first);
      if (stale) pump(heard);
    },
    stop,
  };
}
