// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubServer } from '../../test-utils';
import { bannerUrls } from './api';

const commission = { name: 'Asamblea General', topics: ['Clima'], room: 'Aula 1' };

afterEach(() => vi.unstubAllGlobals());

describe('bannerUrls', () => {
  it('follows the banner API when the server has it', async () => {
    stubServer(() => ({ body: { commission } }));
    expect(await bannerUrls('c 1')).toEqual({
      commission,
      urls: { events: '/api/banner/c%201/live/events', meetsCode: '/api/banner/c%201/meets-code' },
    });
  });

  it('falls back to the chair’s live URLs while the banner API answers 404', async () => {
    const server = stubServer(({ url }) =>
      url.startsWith('/api/banner/')
        ? { status: 404, body: { code: 'NOT_FOUND', message: 'No encontrado' } }
        : { body: { id: 'c1', ...commission } },
    );
    const source = await bannerUrls('c1');
    expect(source.urls).toEqual({ events: '/api/commissions/c1/live/events', meetsCode: '/api/commissions/c1/live/meets-code' });
    expect(source.commission.name).toBe('Asamblea General');
    expect(server.requests.map((r) => r.url)).toEqual(['/api/banner/c1/live', '/api/commissions/c1']);
  });

  it('does not fall back when the banner API refuses the screen', async () => {
    const server = stubServer(() => ({ status: 403, body: { code: 'FORBIDDEN', message: 'El código de proyección no es válido.' } }));
    await expect(bannerUrls('c1')).rejects.toMatchObject({ status: 403 });
    expect(server.requests).toHaveLength(1);
  });
});
