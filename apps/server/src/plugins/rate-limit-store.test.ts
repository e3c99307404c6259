import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { CountedStore } from './rate-limit-store';

describe('the rate limiter’s counts', () => {
  it('lets exactly the allowed requests of a burst through, although all arrive in the same turn', async () => {
    const app = Fastify();
    await app.register(rateLimit, { global: false, store: CountedStore });
    // An async guard that meets no database, as a signed-in user already known.
    app.get('/limited', { config: { rateLimit: { max: 5, timeWindow: 60_000 } }, onRequest: async () => {} }, async () => ({ ok: true }));
    const statuses = (await Promise.all(Array.from({ length: 20 }, () => app.inject({ method: 'GET', url: '/limited' })))).map(
      (r) => r.statusCode,
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    const next = await app.inject({ method: 'GET', url: '/limited' });
    expect(next.statusCode).toBe(429);
    expect(next.headers['x-ratelimit-remaining']).toBe('0');
    await app.close();
  });

  it('keeps each route’s counts apart', async () => {
    const app = Fastify();
    await app.register(rateLimit, { global: false, store: CountedStore });
    for (const path of ['/a', '/b']) app.get(path, { config: { rateLimit: { max: 2, timeWindow: 60_000 } } }, async () => ({ ok: true }));
    const a = await Promise.all([1, 2, 3].map(() => app.inject({ method: 'GET', url: '/a' })));
    const b = await app.inject({ method: 'GET', url: '/b' });
    expect(a.map((r) => r.statusCode)).toEqual([200, 200, 429]);
    expect(b.statusCode).toBe(200);
    expect(b.headers['x-ratelimit-remaining']).toBe('1');
    await app.close();
  });
});
