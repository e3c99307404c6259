import { LIVE_STREAM_HEARTBEAT, LIVE_STREAM_NEWS, LIVE_STREAM_OWN_BALLOT, LIVE_STREAM_PAPERS, LIVE_STREAM_REQUESTS } from '@quorum/shared';
import http from 'node:http';
import { createGunzip } from 'node:zlib';

/** One event read from a Server-Sent Events stream. */
interface ReadEvent {
  event: string;
  id: string | null;
  data: unknown;
}

export interface SseClient {
  status: number;
  /** The parsed JSON body of a refused stream (non-200). */
  body: unknown;
  /** The next event (waits for it); the test's own timeout bounds the wait. */
  next(): Promise<ReadEvent>;
  /** The next event named `name`, skipping the others (heartbeats). */
  nextNamed(name: string): Promise<ReadEvent>;
  /** The next event of the log (a snapshot or an entry): heartbeats and the notices of headlines, requests, papers and own ballots skipped. */
  nextData(): Promise<ReadEvent>;
  close(): void;
  /** Settles when the server ends the stream. */
  ended: Promise<void>;
}

/**
 * Opens `GET url` on a listening server with `http.get` and parses its events as they arrive. It accepts gzip, as a
 * browser does, and decodes what comes so; each event must decode as it arrives (the tests wait for one before the next).
 */
export function openSse(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { accept: 'text/event-stream', 'accept-encoding': 'gzip', ...headers } }, (res) => {
      const queue: ReadEvent[] = [];
      const waiters: ((e: ReadEvent) => void)[] = [];
      let buffer = '';
      let raw = '';
      const push = (e: ReadEvent) => {
        const waiter = waiters.shift();
        if (waiter) waiter(e);
        else queue.push(e);
      };
      const body = res.headers['content-encoding'] === 'gzip' ? res.pipe(createGunzip()) : res;
      body.setEncoding('utf8');
      body.on('data', (chunk: string) => {
        raw += res.statusCode === 200 ? '' : chunk;
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
          const fields = Object.fromEntries(
            block
              .split('\n')
              .filter((line) => line.includes(':'))
              .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
          );
          if (fields.data !== undefined) push({ event: fields.event ?? 'message', id: fields.id ?? null, data: JSON.parse(fields.data) });
        }
      });
      res.on('error', () => {});
      body.on('error', () => {});
      const next = () => new Promise<ReadEvent>((r) => (queue.length ? r(queue.shift() as ReadEvent) : waiters.push(r)));
      const nextNamed = async (name: string) => {
        for (;;) {
          const e = await next();
          if (e.event === name) return e;
        }
      };
      const nextData = async () => {
        for (;;) {
          const e = await next();
          if (
            ![LIVE_STREAM_HEARTBEAT, LIVE_STREAM_NEWS, LIVE_STREAM_REQUESTS, LIVE_STREAM_OWN_BALLOT, LIVE_STREAM_PAPERS].includes(e.event)
          )
            return e;
        }
      };
      const ended = new Promise<void>((r) => res.on('close', () => r()));
      const client: SseClient = { status: res.statusCode ?? 0, body: null, next, nextNamed, nextData, close: () => req.destroy(), ended };
      if (res.statusCode === 200) resolve(client);
      else
        body.on('end', () => {
          client.body = JSON.parse(raw);
          resolve(client);
        });
    });
    req.on('error', reject);
  });
}
