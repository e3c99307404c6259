import type { ServerResponse } from 'node:http';
import type { StreamLeases } from './stream-leases';

/** One Server-Sent Event: its name, its id (the client's `Last-Event-ID` on reconnect) and its JSON data. */
export interface SseEvent {
  event: string;
  id?: number;
  data: unknown;
}

const formatted = new WeakMap<SseEvent, string>();

/** The text of an event on the wire, worked out once per event object however many streams send it. */
export function formatSseEvent(sent: SseEvent): string {
  const known = formatted.get(sent);
  if (known !== undefined) return known;
  const { event, id, data } = sent;
  const text = `event: ${event}\n${id === undefined ? '' : `id: ${id}\n`}data: ${JSON.stringify(data)}\n\n`;
  formatted.set(sent, text);
  return text;
}

/** An open event stream to one client. */
export interface SseStream {
  /** Sends an event; false when the stream is closed (or was just closed because the client fell behind). */
  send(event: SseEvent): boolean;
  close(): void;
  readonly closed: boolean;
}

/**
 * Opens a Server-Sent Events stream on `res`. A client that reads slower than the server writes is not
 * followed without bound: once more than `bufferBytes` wait unsent the stream is closed, and the client
 * reconnects with its `Last-Event-ID` and catches up from where it was. `onClose` runs once, whoever closes.
 */
export function openSseStream(res: ServerResponse, opts: { bufferBytes: number; retryMs?: number; onClose: () => void }): SseStream {
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    opts.onClose();
    if (!res.writableEnded) res.end();
  };
  res.on('close', close);
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // A proxy in front (nginx) must pass each event at once.
    'x-accel-buffering': 'no',
  });
  res.write(`retry: ${opts.retryMs ?? 1000}\n\n`);
  return {
    send(event) {
      if (closed) return false;
      res.write(formatSseEvent(event));
      if (res.writableLength > opts.bufferBytes) {
        closed = true;
        opts.onClose();
        res.destroy();
        return false;
      }
      return true;
    },
    close,
    get closed() {
      return closed;
    },
  };
}

/** A place taken for a stream that is about to open; given back when it closes, or at once if it never opens. */
export interface StreamPlace {
  release(): void;
}

/**
 * The streams a server keeps open, at most `streamsPerUser` per user (counted here; with `shared`, also across
 * every process of the database), all closed at once when the server stops.
 */
export class SseRegistry {
  private readonly streams = new Set<SseStream>();
  private readonly perUser = new Map<string, number>();

  constructor(private readonly opts: { streamsPerUser: number; bufferBytes: number; shared?: StreamLeases | null }) {}

  private count(userId: string, by: 1 | -1): void {
    const n = (this.perUser.get(userId) ?? 0) + by;
    if (n > 0) this.perUser.set(userId, n);
    else this.perUser.delete(userId);
  }

  /** Takes one of `userId`'s places, or null when they are all taken (here, or with `shared` on any process). */
  async take(userId: string): Promise<StreamPlace | null> {
    const { streamsPerUser, shared } = this.opts;
    if ((this.perUser.get(userId) ?? 0) >= streamsPerUser) return null;
    this.count(userId, 1);
    let lease: string | null = null;
    try {
      lease = shared ? await shared.take(userId, streamsPerUser) : null;
    } catch (error) {
      this.count(userId, -1);
      throw error;
    }
    if (shared && lease === null) {
      this.count(userId, -1);
      return null;
    }
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.count(userId, -1);
        if (lease !== null) shared?.release(lease);
      },
    };
  }

  /** Opens a stream on `res` in a place `take` gave, held until it closes; `onClose` runs then. */
  open(place: StreamPlace, res: ServerResponse, onClose: () => void): SseStream {
    const stream = openSseStream(res, {
      bufferBytes: this.opts.bufferBytes,
      onClose: () => {
        this.streams.delete(stream);
        place.release();
        onClose();
      },
    });
    this.streams.add(stream);
    return stream;
  }

  /** The keys holding a place in this process now (streams open, or opening) that start with `prefix`. */
  keysStartingWith(prefix: string): string[] {
    return [...this.perUser.keys()].filter((key) => key.startsWith(prefix));
  }

  /** How many streams are open. */
  get size(): number {
    return this.streams.size;
  }

  /** Closes every open stream (the server is stopping), and gives their shared places back. */
  async closeAll(): Promise<void> {
    for (const stream of [...this.streams]) stream.close();
    await this.opts.shared?.stop();
  }
}
