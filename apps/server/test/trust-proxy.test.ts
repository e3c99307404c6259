import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { startTestApp, type TestApp } from './harness';

/** A one-hop reverse proxy like nginx's `proxy_add_x_forwarded_for`: appends the peer's address to X-Forwarded-For. */
function startProxy(target: AddressInfo): Promise<{ port: number; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const forwarded = req.headers['x-forwarded-for'];
    const peer = req.socket.remoteAddress ?? '';
    const headers = { ...req.headers, 'x-forwarded-for': forwarded ? `${forwarded}, ${peer}` : peer };
    const upstream = http.request({ host: '127.0.0.1', port: target.port, method: req.method, path: req.url, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    req.pipe(upstream);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ port: (server.address() as AddressInfo).port, close: () => new Promise((done) => server.close(() => done())) }),
    ),
  );
}

/** A GET through the proxy from the client address `from`, with a forged X-Forwarded-For. */
function getThrough(port: number, path: string, from: string, forged: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, localAddress: from, headers: { 'x-forwarded-for': forged } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('TRUST_PROXY', () => {
  it('reads true as one hop, a number as hops, a list as proxy addresses, and refuses anything else', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'quorum-proxy-'));
    const trustOf = (value?: string) => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: value }).trustProxy;
    expect(trustOf(undefined)).toBe(false);
    expect(trustOf('false')).toBe(false);
    expect(trustOf('true')).toBe(1);
    expect(trustOf('2')).toBe(2);
    expect(trustOf('127.0.0.1, 10.0.0.0/8,::1')).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
    expect(() => trustOf('proxy.example.org')).toThrow(/TRUST_PROXY/);
    rmSync(dataDir, { recursive: true, force: true });
  });

  // Each setting behind a real proxy hop: a client at 127.0.0.2 forging X-Forwarded-For is still limited by its own address.
  describe.each([
    ['true', 'true'],
    ['1 hop', '1'],
    ['the proxy address', '127.0.0.1'],
  ])('with TRUST_PROXY set to %s', (_label, value) => {
    let t: TestApp;
    let proxy: { port: number; close: () => Promise<void> };

    beforeAll(async () => {
      t = await startTestApp('sqlite', { TRUST_PROXY: value, RATE_LIMIT_AUTH_PER_MINUTE: '3' });
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      proxy = await startProxy(t.app.server.address() as AddressInfo);
    });
    afterAll(async () => {
      await proxy?.close();
      await t?.destroy();
    });

    it('a client forging X-Forwarded-For is rate limited by its real address', async () => {
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push(await getThrough(proxy.port, '/api/setup/status', '127.0.0.2', `203.0.113.${i + 1}`));
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      // Another client behind the same proxy keeps its own allowance.
      expect(await getThrough(proxy.port, '/api/setup/status', '127.0.0.3', '203.0.113.1')).toBe(200);
    });
  });
});
