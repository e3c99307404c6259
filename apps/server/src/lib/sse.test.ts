import http from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { formatSseEvent, openSseStream, SseRegistry } from './sse';

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
});
