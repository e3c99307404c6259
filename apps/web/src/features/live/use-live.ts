import {
  LIVE_SESSION_EVENTS,
  LIVE_STREAM_BALLOTS,
  LIVE_STREAM_NEWS,
  LIVE_STREAM_OWN_BALLOT,
  LIVE_STREAM_PAPERS,
  LIVE_STREAM_REQUESTS,
  LIVE_STREAM_SNAPSHOT,
  type LiveBallots,
  type LiveState,
  type LiveStreamEntry,
} from '@quorum/shared';
import { replaceEqualDeep } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { measureClock, ServerClock } from './clock';
import { openStream, type StreamHandlers } from './stream-source';
import { useClockNow } from '../../lib/use-clock-now';

/** How often an open screen measures the server's clock again (round trips, clock.ts). */
const CLOCK_REMEASURE_MS = 60_000;

/** The link to the live stream: connecting the first time, open, or lost and reconnecting. */
type LiveConnection = 'connecting' | 'open' | 'reconnecting';

/** Why a screen does not follow the stream: refused (tried again, less and less often) or revoked (not tried again). */
type LiveStreamError = 'refused' | 'revoked';

export interface LiveFeed {
  /** The latest state heard (null until the first snapshot). */
  state: LiveState | null;
  connection: LiveConnection;
  clock: ServerClock;
  /** Takes a state answered by a command (newer than the stream's, or ignored when older). */
  accept: (state: LiveState) => void;
  /**
   * Set while the server refuses the stream (no access, or failing; retried), or once it ended the stream because the
   * right that opened it is gone (`revoked`: signed out, no longer a chair, a regenerated projection code; final).
   */
  error: LiveStreamError | null;
  /** Moves when the commission's press headlines may have changed (announced, or the link came back). */
  newsVersion: number;
  /** The latest count of ballots heard for a vote from phones (the highest for its vote: counts never go down). */
  ballots: LiveBallots | null;
  /** Moves when a request from a phone was made or withdrawn (announced, or the link came back): the queue is read again. */
  requestsHeard: number;
  /**
   * Moves when a working paper of the commission changed (a chair's stream hears it; decision 038): what reads the papers'
   * outcome, the acta's «Resoluciones», reads it again.
   */
  papersHeard: number;
  /** Moves when a phone's own delegation cast a ballot (from any of its devices, or by the chair): it reads its ballot again. */
  ownBallotHeard: number;
}

/** The count to keep: a later vote's, or the higher of the same vote's (bus messages may arrive out of order). */
export function laterBallots(current: LiveBallots | null, next: LiveBallots): LiveBallots {
  return current && current.voteId === next.voteId && current.cast >= next.cast ? current : next;
}

/** Whether `next` is at least as new as `current`. */
function isNewer(current: LiveState | null, next: LiveState): boolean {
  return current === null || next.version >= current.version;
}

/**
 * Follows a commission's live stream (`…/live/events`, Server-Sent Events, through `openStream`): the snapshot on
 * connect and the state carried by every log entry; the server's clock is measured by round trips when the stream
 * opens and every minute after (heartbeats only keep the link alive). The browser's EventSource reconnects
 * by itself with `Last-Event-ID`, so nothing is missed; while it does, `connection` says «reconnecting». A `revoked`
 * event ends it for good: the state heard is dropped (it is no longer this screen's to show), and a session that
 * ended is signed out here as a 401 answer would (the app goes to sign-in).
 * `initial`: a state already read (the room's screen's, written into its page), shown until the stream's snapshot.
 */
export function useLive(eventsUrl: string | null, initial: LiveState | null = null): LiveFeed {
  const [state, setState] = useState<LiveState | null>(initial);
  const [connection, setConnection] = useState<LiveConnection>('connecting');
  const [error, setError] = useState<LiveStreamError | null>(null);
  const [newsVersion, setNewsVersion] = useState(0);
  const [ballots, setBallots] = useState<LiveBallots | null>(null);
  const [requestsHeard, setRequestsHeard] = useState(0);
  const [papersHeard, setPapersHeard] = useState(0);
  const [ownBallotHeard, setOwnBallotHeard] = useState(0);
  const clock = useMemo(() => new ServerClock(), []);
  const current = useRef<LiveState | null>(initial);

  // The state heard keeps every part equal to the one held (react-query's structural sharing): a snapshot equal to the
  // state the page was drawn with (the stream's opening) changes nothing, and an entry draws again only the parts that
  // read what it changed.
  const take = useCallback((next: LiveState) => {
    const kept = current.current ? replaceEqualDeep(current.current, next) : next;
    current.current = kept;
    setState(kept);
  }, []);
  const accept = useCallback(
    (next: LiveState) => {
      if (isNewer(current.current, next)) take(next);
    },
    [take],
  );

  // A state read after the first render (the screen's source, asked by the browser) is shown without waiting for the
  // stream's snapshot; an older one than the stream's is ignored.
  useEffect(() => {
    if (initial) accept(initial);
  }, [initial, accept]);

  useEffect(() => {
    if (!eventsUrl) return;
    const onEntry = (data: string) => accept((JSON.parse(data) as LiveStreamEntry).state);
    const onNews = () => setNewsVersion((v) => v + 1);
    const onRequests = () => setRequestsHeard((n) => n + 1);
    const events: StreamHandlers['events'] = {
      // A snapshot is the truth even when older (a restored database): take it as it is.
      [LIVE_STREAM_SNAPSHOT]: (data) => take(JSON.parse(data) as LiveState),
      [LIVE_STREAM_NEWS]: onNews,
      [LIVE_STREAM_BALLOTS]: (data) => setBallots((b) => laterBallots(b, JSON.parse(data) as LiveBallots)),
      [LIVE_STREAM_REQUESTS]: onRequests,
      [LIVE_STREAM_PAPERS]: () => setPapersHeard((n) => n + 1),
      // Not moved when the link comes back: a room of phones reconnecting at once would all read their ballot again.
      [LIVE_STREAM_OWN_BALLOT]: () => setOwnBallotHeard((n) => n + 1),
    };
    for (const name of LIVE_SESSION_EVENTS) events[name] = onEntry;
    const stream = openStream(eventsUrl, {
      events,
      onOpen: () => {
        void measureClock(clock);
        onNews();
        onRequests();
        setConnection('open');
        setError(null);
      },
      onLost: () => {
        clock.reset();
        setConnection('reconnecting');
      },
      onRefused: () => setError('refused'),
      onRevoked: () => {
        current.current = null;
        setState(null);
        setError('revoked');
      },
    });
    // The clock is measured again now and then: a laptop's own clock drifts, or is set, during a long session.
    const remeasure = window.setInterval(() => {
      if (stream.isOpen()) void measureClock(clock);
    }, CLOCK_REMEASURE_MS);
    return () => {
      window.clearInterval(remeasure);
      stream.close();
    };
  }, [eventsUrl, accept, take, clock]);

  return { state, connection, clock, accept, error, newsVersion, ballots, requestsHeard, papersHeard, ownBallotHeard };
}

/** The server's time, re-read every `everyMs` (`useClockNow`; `startAt`: the time a server-rendered page was drawn at). */
export function useServerNow(clock: ServerClock, everyMs = 200, startAt?: number): number {
  return useClockNow(clock, everyMs, startAt);
}
