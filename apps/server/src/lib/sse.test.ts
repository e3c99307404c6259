import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Socket } from 'node:net';
import { createGunzip } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { streamEncoding } from '../plugins/compressed-answers';
import { encodeSseEvent, formatSseEvent, openSseStream, SseRegistry, type SseStream } from './sse';

/** A response whose client reads nothing: everything written waits in the server's buffer. */
function stuckResponse() {
  return new http.ServerResponse(new http.IncomingMessage(new Socket()));
}

describe('server-sent events', () => {
  it('writes an event with its name, id and JSON data, and leaves the id out when there is none', () => {
    expect(formatSseEvent({ event: 'session.opened', id: 3, data: { a: 1 } })).toBe('event: session.opened\nid: 3\ndata: {"a":1}\n\n');
    expect(formatSseEvent({ event: 'heartbeat', data: { serverTime: 5 } })).toBe('event: heartbeat\ndata: {"serverTime":5}\n\n');
  });

  it('drops a client that falls behind by more than the buffer allows, instead of holding its events without bound', () => {
    const res = stuckResponse();
    let closes = 0;
    const stream = openSseStream(res, { bufferBytes: 2048, onClose: () => closes++ });
    const event = { event: 'rollcall.answered', id: 1, data: { text: 'x'.repeat(500) } };
    const sent: boolean[] = [];
    for (let i = 0; i < 10; i++) sent.push(stream.send(event));
    expect(sent.indexOf(false)).toBeGreaterThan(0);
    expect(sent.slice(sent.indexOf(false)).every((s) => s === false)).toBe(true);
    expect(res.writableLength).toBeLessThan(2048 + 1024);
    expect(stream.closed).toBe(true);
    expect(closes).toBe(1);
  });

  it('counts streams per user and forgets a closed one; a place taken but never opened is given back; closes all when the server stops', async () => {
    const registry = new SseRegistry({ streamsPerUser: 2, bufferBytes: 1 << 20 });
    const place = async (user: string) => {
      const taken = await registry.take(user);
      if (!taken) throw new Error(`no place for ${user}`);
      return taken;
    };
    const first = registry.open(await place('ana'), stuckResponse(), () => {});
    const unopened = await place('ana');
    expect(await registry.take('ana')).toBeNull();
    unopened.release();
    registry.open(await place('ana'), stuckResponse(), () => {});
    expect(await registry.take('ana')).toBeNull();
    first.close();
    const again = await registry.take('ana');
    expect(again).not.toBeNull();
    again?.release();
    registry.open(await place('luis'), stuckResponse(), () => {});
    expect(registry.size).toBe(2);
    await registry.closeAll();
    expect(registry.size).toBe(0);
    expect(await registry.take('ana')).not.toBeNull();
  });

  it('sends gzip to a client that accepts it, each event decoded as it arrives, its bytes worked out once for every stream', async () => {
    expect(streamEncoding('gzip, deflate, br')).toBe('gzip');
    expect(streamEncoding('br;q=1, gzip;q=0')).toBe('identity');
    expect(streamEncoding(undefined)).toBe('identity');
    const opened: SseStream[] = [];
    const server = http.createServer((req, res) => {
      opened.push(
        openSseStream(res, { bufferBytes: 1 << 20, encoding: streamEncoding(req.headers['accept-encoding']), onClose: () => {} }),
      );
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    const events: string[] = [];
    let arrived = () => {};
    const reader = await new Promise<http.IncomingMessage>((resolve) =>
      http.get({ port, host: '127.0.0.1', headers: { 'accept-encoding': 'gzip' } }, resolve),
    );
    expect(reader.headers['content-encoding']).toBe('gzip');
    const decoded = reader.pipe(createGunzip());
    decoded.setEncoding('utf8');
    let text = '';
    decoded.on('data', (chunk: string) => {
      text += chunk;
      for (let end = text.indexOf('\n\n'); end >= 0; end = text.indexOf('\n\n')) {
        events.push(text.slice(0, end + 2));
        text = text.slice(end + 2);
        arrived();
      }
    });
    const next = (count: number) =>
      new Promise<void>((resolve) => {
        arrived = () => events.length >= count && resolve();
        arrived();
      });
    const room = { event: 'vote.opened', id: 7, data: { voters: Array.from({ length: 100 }, (_, i) => ({ name: `Delegación ${i}` })) } };
    await next(1);
    expect(events[0]).toMatch(/^retry: \d{4}\n\n$/);
    // Each event is read whole before the next is written: nothing waits for more bytes to be decoded.
    opened[0].send(room);
    await next(2);
    expect(events[1]).toBe(formatSseEvent(room));
    opened[0].send({ event: 'heartbeat', data: { serverTime: 1 } });
    await next(3);
    expect(events[2]).toBe('event: heartbeat\ndata: {"serverTime":1}\n\n');
    expect(encodeSseEvent(room, 'gzip')).toBe(encodeSseEvent(room, 'gzip'));
    expect(encodeSseEvent(room, 'gzip').length).toBeLessThan(Buffer.byteLength(formatSseEvent(room)) / 4);
    reader.destroy();
    server.closeAllConnections();
    server.close();
  });

  it('sends the text as it is to a client that does not accept gzip', async () => {
    const server = http.createServer((req, res) => {
      const stream = openSseStream(res, {
        bufferBytes: 1 << 20,
        retryMs: 1000,
        encoding: streamEncoding(req.headers['accept-encoding']),
        onClose: () => {},
      });
      stream.send({ event: 'session.opened', id: 3, data: { a: 1 } });
      stream.close();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/`, { headers: { 'accept-encoding': 'identity' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toBe('retry: 1000\n\nevent: session.opened\nid: 3\ndata: {"a":1}\n\n');
    server.close();
  });

  it('asks each client to reconnect after its own wait, one to two seconds, so that clients dropped together come back spread out', async () => {
    const server = http.createServer((_req, res) => openSseStream(res, { bufferBytes: 1 << 20, onClose: () => {} }).close());
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    const waits: number[] = [];
    for (let i = 0; i < 20; i++) {
      const text = await (await fetch(`http://127.0.0.1:${port}/`, { headers: { 'accept-encoding': 'identity' } })).text();
      waits.push(Number(/^retry: (\d+)\n\n$/.exec(text)?.[1]));
    }
    server.close();
    for (const wait of waits) expect(wait).toBeGreaterThanOrEqual(1000);
    for (const wait of waits) expect(wait).toBeLessThan(2000);
    expect(new Set(waits).size).toBeGreaterThan(1);
  });
});
