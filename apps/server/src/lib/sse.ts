import type { ServerResponse } from 'node:http';

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

/** The streams a server keeps open, at most `streamsPerUser` per user, all closed at once when the server stops. */
export class SseRegistry {
  private readonly streams = new Set<SseStream>();
  private readonly perUser = new Map<string, number>();

  constructor(private readonly opts: { streamsPerUser: number; bufferBytes: number }) {}

  /** Whether `userId` may open one more stream. */
  hasRoomFor(userId: string): boolean {
    return (this.perUser.get(userId) ?? 0) < this.opts.streamsPerUser;
  }

  /** Opens a stream of `userId` on `res`, counted until it closes; `onClose` runs then. */
  open(userId: string, res: ServerResponse, onClose: () => void): SseStream {
    this.perUser.set(userId, (this.perUser.get(userId) ?? 0) + 1);
    const stream = openSseStream(res, {
      bufferBytes: this.opts.bufferBytes,
      onClose: () => {
        this.streams.delete(stream);
        const left = (this.perUser.get(userId) ?? 1) - 1;
        if (left > 0) this.perUser.set(userId, left);
        else this.perUser.delete(userId);
        onClose();
      },
    });
    this.streams.add(stream);
    return stream;
  }

  /** How many streams are open. */
  get size(): number {
    return this.streams.size;
  }

  /** Closes every open stream (the server is stopping). */
  closeAll(): void {
    for (const stream of [...this.streams]) stream.close();
  }
}
