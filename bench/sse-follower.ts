// A lean Server-Sent Events reader for the benches (bench:realtime, bench:room): many of them share one process.
import net from 'node:net';
import { constants, inflateRawSync } from 'node:zlib';

/** A gzip stream's header (RFC 1952, 2.3), as the server writes it: no optional fields. */
const GZIP_HEADER_BYTES = 10;
const EMPTY: Buffer = Buffer.alloc(0);
const ID = Buffer.from('id:');
const LINE_ID = Buffer.from('\nid:');
const RETRY = Buffer.from('retry:');

/**
 * The bytes of a chunk that is one stored block (RFC 1951, 3.2.4: the server stores its short events, a heartbeat or a
 * count, rather than compress them), or null: read as they are, without setting up a decompressor for each.
 */
function storedText(block: Buffer): Buffer | null {
  if (block.length < 5 || block[0] !== 0) return null;
  const length = block.readUInt16LE(1);
  if (length !== (~block.readUInt16LE(3) & 0xffff) || block.length !== 5 + length) return null;
  return block.subarray(5);
}

/** The wait a stream's `retry:` asks for (its bytes up to the blank line), or null for any other block. */
function retryOf(block: Buffer): number | null {
  if (block.indexOf(RETRY) !== 0) return null;
  const wait = Number.parseInt(block.toString('latin1', RETRY.length), 10);
  return Number.isFinite(wait) ? wait : null;
}

/** The id of an event (its bytes up to the blank line): on a line of its own, as the JSON data holds no raw line break. */
function idOf(event: Buffer): number | null {
  let from: number;
  if (event.indexOf(ID) === 0) from = ID.length;
  else {
    const line = event.indexOf(LINE_ID);
    if (line < 0) return null;
    from = line + LINE_ID.length;
  }
  const to = event.indexOf('\n', from);
  const id = Number.parseInt(event.toString('latin1', from, to < 0 ? event.length : to).trim(), 10);
  return Number.isFinite(id) ? id : null;
}

/**
 * A stream reader that keeps only what the figures need: when each event id arrived; reconnects with
 * Last-Event-ID. It speaks HTTP/1.1 over a plain socket, accepts gzip as a browser does, and looks only for the events' `id:` lines: a thousand
 * readers share one process and two cores with the server, and Node's HTTP client spent more of them than the
 * server did: with Node's client the bare loop's own p95 read 55–64 ms, with this one 47–52 ms.
 */
export class Follower {
  readonly arrived = new Map<number, number>();
  lastId: string | null = null;
  connected = false;
  private socket: net.Socket | null = null;
  private stopped = false;
  /** The server's `retry:`, once it said it: a browser waits that long to reconnect, and so does this reader. */
  private retryMs: number | null = null;
  private readonly waiting = new Map<number, (() => void)[]>();

  /**
   * `clock`: when things happen, in ms (across processes: `epochMs`, the same clock for all of them);
   * `reconnectMs`: how long after a lost link (or a refused attempt) it tries again until the server has said (`retry:`).
   */
  constructor(
    private readonly url: string,
    private readonly headers: Record<string, string>,
    private readonly clock: () => number = () => performance.now(),
    private readonly reconnectMs: () => number = () => 100,
  ) {}

  open(): Promise<void> {
    return new Promise((resolve) => {
      const { hostname, port, pathname, search } = new URL(this.url);
      const headers: Record<string, string> = {
        host: `${hostname}:${port}`,
        accept: 'text/event-stream',
        // As a browser asks: the server sends its streams gzip to those that accept it.
        'accept-encoding': 'gzip',
        ...this.headers,
        ...(this.lastId ? { 'last-event-id': this.lastId } : {}),
      };
      const socket = net.connect(Number(port), hostname);
      this.socket = socket;
      socket.setNoDelay(true);
      let headed = false;
      let chunked = false;
      let gzip = false;
      let first = true;
      // The bytes not yet taken, and the events' bytes not yet read: kept as bytes, never made text.
      let raw: Buffer = EMPTY;
      let events: Buffer = EMPTY;
      const append = (to: Buffer, more: Buffer) => (to.length ? Buffer.concat([to, more]) : more);
      // Each event is one write of the server's, so one chunk of the chunked encoding; in a gzip stream each is
      // deflated on its own (apps/server/src/lib/sse.ts), so each chunk inflates alone, after the stream's header.
      const body = (bytes: Buffer) => {
        if (gzip) {
          const deflated = bytes.subarray(first ? GZIP_HEADER_BYTES : 0);
          first = false;
          events = append(events, storedText(deflated) ?? inflateRawSync(deflated, { finishFlush: constants.Z_SYNC_FLUSH }));
        } else events = append(events, bytes);
      };
      socket.on('connect', () => {
        const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
        socket.write(`GET ${pathname}${search} HTTP/1.1\r\n${lines.join('')}\r\n`);
      });
      socket.on('data', (chunk: Buffer) => {
        const now = this.clock();
        raw = append(raw, chunk);
        if (!headed) {
          const head = raw.indexOf('\r\n\r\n');
          if (head < 0) return;
          headed = true;
          const [status, ...fields] = raw.toString('latin1', 0, head).split('\r\n');
          for (const field of fields) {
            const name = field.slice(0, field.indexOf(':')).trim().toLowerCase();
            const value = field
              .slice(field.indexOf(':') + 1)
              .trim()
              .toLowerCase();
            if (name === 'transfer-encoding') chunked = value === 'chunked';
            if (name === 'content-encoding') gzip = value === 'gzip';
          }
          raw = raw.subarray(head + 4);
          resolve();
          if (!status.startsWith('HTTP/1.1 200')) return void socket.destroy();
          this.connected = true;
        }
        if (!chunked) {
          body(raw);
          raw = EMPTY;
        }
        for (let line = raw.indexOf('\r\n'); chunked && line >= 0; line = raw.indexOf('\r\n')) {
          const size = Number.parseInt(raw.toString('latin1', 0, line), 16);
          if (raw.length < line + 2 + size + 2) break;
          body(raw.subarray(line + 2, line + 2 + size));
          raw = raw.subarray(line + 2 + size + 2);
        }
        // An event ends with a blank line.
        for (let end = events.indexOf('\n\n'); end >= 0; end = events.indexOf('\n\n')) {
          const id = idOf(events.subarray(0, end));
          if (id !== null) this.heard(id, now);
          else this.retryMs = retryOf(events.subarray(0, end)) ?? this.retryMs;
          events = events.subarray(end + 2);
        }
      });
      socket.on('error', () => {});
      socket.on('close', () => {
        this.connected = false;
        resolve();
        if (!this.stopped) setTimeout(() => void this.open(), this.retryMs ?? this.reconnectMs());
      });
    });
  }

  private heard(n: number, now: number) {
    this.lastId = String(n);
    if (this.arrived.has(n)) return;
    this.arrived.set(n, now);
    for (const resolve of this.waiting.get(n) ?? []) resolve();
    this.waiting.delete(n);
  }

  /** Settles once the event `id` has arrived (at once if it has), or after `timeoutMs`. */
  until(id: number, timeoutMs: number): Promise<void> {
    if (this.arrived.has(id)) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      this.waiting.set(id, [
        ...(this.waiting.get(id) ?? []),
        () => {
          clearTimeout(timer);
          resolve();
        },
      ]);
    });
  }

  close() {
    this.stopped = true;
    this.socket?.destroy();
  }
}

/** The machine's clock in ms with performance.now()'s resolution: comparable between processes. */
export const epochMs = () => performance.timeOrigin + performance.now();
