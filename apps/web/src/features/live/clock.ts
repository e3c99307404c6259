import { LIVE_TIME_PATH, type LiveHeartbeat } from '@quorum/shared';
import { api } from '../../lib/api';

/** A round trip to the server's clock: the offset it gives and how long it took (local ms). */
interface RoundTrip {
  offset: number;
  rtt: number;
}

/**
 * The server's clock as this screen knows it, measured as NTP does: a request leaves at `sentAt` (local), the
 * server answers its time, the answer comes back at `receivedAt` (local); the server's time is taken to be the
 * middle of the trip, so the offset is `serverTime − (sentAt + receivedAt) / 2`, off by at most half the trip. Of
 * the recent trips, the quickest is believed. A screen whose own clock is minutes off still shows the server's
 * time; timers are read as `Date.now() + offset`, never from an HTTP `Date` header or a one-way heartbeat.
 */
export class ServerClock {
  private trips: RoundTrip[] = [];
  private readonly keep: number;
  private readonly listeners = new Set<() => void>();

  constructor(keep = 6) {
    this.keep = keep;
  }

  /** Whether a round trip has been measured since the last `reset` (until then the local clock is used). */
  get measured(): boolean {
    return this.trips.length > 0;
  }

  /** Milliseconds to add to the local clock to read the server's: the quickest recent trip's. */
  get offset(): number {
    if (this.trips.length === 0) return 0;
    return this.trips.reduce((best, trip) => (trip.rtt < best.rtt ? trip : best)).offset;
  }

  /** Records one round trip: sent at `sentAt`, answered `serverTime`, back at `receivedAt` (local ms). */
  roundTrip(sentAt: number, serverTime: number, receivedAt: number): void {
    const trip = { offset: serverTime - (sentAt + receivedAt) / 2, rtt: Math.max(0, receivedAt - sentAt) };
    this.trips = [...this.trips.slice(-(this.keep - 1)), trip];
    for (const listener of this.listeners) listener();
  }

  /** Forgets the trips (after a reconnection the local clock may have jumped: a sleeping laptop). */
  reset(): void {
    this.trips = [];
  }

  /** The server's time now, in ms. */
  now(local = Date.now()): number {
    return local + this.offset;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

/** Round trips made each time the clock is measured: the quickest of them counts. */
const TRIPS = 3;

/** Measures `clock` with a few round trips to the server's time; a failed one is left out (measured again later). */
export async function measureClock(clock: ServerClock, ask = () => api<LiveHeartbeat>(LIVE_TIME_PATH)): Promise<void> {
  for (let i = 0; i < TRIPS; i++) {
    const sentAt = Date.now();
    try {
      const { serverTime } = await ask();
      clock.roundTrip(sentAt, serverTime, Date.now());
    } catch {
      return;
    }
  }
}
