import type { ServerResponse } from 'node:http';
import { constants, deflateRawSync } from 'node:zlib';
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

/**
 * How a stream's bytes travel: as they are, or gzip for a client that accepts it (every browser does). A gzip stream
 * is its header and then each event deflated on its own, flushed to a byte boundary without ending the stream: an
 * event's compressed bytes do not depend on what the stream sent before, so they are worked out once and written to
 * every stream that sends the event, and the client's decoder gives each event whole as it arrives (decision 011).
 * A vote's opening, 26 KB of state, is about 4.3 KB so: a room's hundred phones share a sixth of the Wi-Fi.
 */
export type SseEncoding = 'identity' | 'gzip';

/** A gzip member's header (RFC 1952, 2.3): deflate, no flags, no time, no file system. The stream never ends, so no trailer. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);

/** Below this many bytes an event is not worth a compressor (a heartbeat, a count): it goes stored. */
const STORED_BELOW_BYTES = 512;

/**
 * A text on its own in a deflate stream, not final, so any such block may follow it: deflated and flushed to a byte
 * boundary, or, when short, stored as it is (RFC 1951, 3.2.4: a block header byte, its length and the length's
 * complement, then the bytes). Each deflate sets up a compressor of a quarter of a megabyte: the streams' heartbeats,
 * one per stream every few seconds, would cost the server more than the events they keep alive.
 */
function deflatedAlone(text: string): Buffer {
  const bytes = Buffer.from(text);
  if (bytes.length >= STORED_BELOW_BYTES) return deflateRawSync(bytes, { finishFlush: constants.Z_SYNC_FLUSH });
  const block = Buffer.allocUnsafe(5 + bytes.length);
  block[0] = 0;
  block.writeUInt16LE(bytes.length, 1);
  block.writeUInt16LE(~bytes.length & 0xffff, 3);
  bytes.copy(block, 5);
  return block;
}

const encoded: Record<SseEncoding, WeakMap<SseEvent, Buffer>> = { identity: new WeakMap(), gzip: new WeakMap() };

/** The bytes of an event in a stream of `encoding`, worked out once per event object however many streams send it. */
export function encodeSseEvent(sent: SseEvent, encoding: SseEncoding): Buffer {
  const known = encoded[encoding].get(sent);
  if (known !== undefined) return known;
  const text = formatSseEvent(sent);
  const bytes = encoding === 'gzip' ? deflatedAlone(text) : Buffer.from(text);
  encoded[encoding].set(sent, bytes);
  return bytes;
}

/**
 * How long a client waits to reconnect after its stream drops, drawn for each stream: a second and up to a second more.
 * When the server restarts every browser loses its stream in the same instant, and a browser waits exactly the `retry:`
 * it was sent: with one value for all, a room's 3,000 phones would come back in one burst, each second, until the
 * server answers. Each waiting its own time, they come back spread over a second.
 */
function reconnectMs(): number {
  return 1000 + Math.floor(Math.random() * 1000);
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
export function openSseStream(
  res: ServerResponse,
  opts: { bufferBytes: number; retryMs?: number; encoding?: SseEncoding; onClose: () => void },
): SseStream {
  const encoding = opts.encoding ?? 'identity';
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
    ...(encoding === 'gzip' ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
  });
  const retry = `retry: ${opts.retryMs ?? reconnectMs()}\n\n`;
  res.write(encoding === 'gzip' ? Buffer.concat([GZIP_HEADER, deflatedAlone(retry)]) : retry);
  return {
    send(event) {
      if (closed) return false;
      res.write(encodeSseEvent(event, encoding));
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
  open(place: StreamPlace, res: ServerResponse, onClose: () => void, encoding: SseEncoding = 'identity'): SseStream {
    const stream = openSseStream(res, {
      bufferBytes: this.opts.bufferBytes,
      encoding,
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
