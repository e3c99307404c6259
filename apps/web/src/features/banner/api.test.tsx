// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubServer } from '../../test-utils';
import { bannerUrls } from './api';

const commission = { name: 'Asamblea General', acronym: 'AG', topics: ['Clima'], room: 'Aula 1' };

afterEach(() => vi.unstubAllGlobals());

describe('bannerUrls', () => {
  it('follows the banner API when the server has it', async () => {
    stubServer(() => ({ body: { commission, version: 3 } }));
    expect(await bannerUrls('c 1')).toEqual({
      commission,
      state: { version: 3 },
      urls: { events: '/api/banner/c%201/live/events', meetsCode: '/api/banner/c%201/meets-code' },
    });
  });

  it('stops when the banner API refuses the screen (no valid projection code)', async () => {
    const server = stubServer(() => ({ status: 403, body: { code: 'FORBIDDEN', message: 'El código de proyección no es válido.' } }));
    await expect(bannerUrls('c1')).rejects.toMatchObject({ status: 403 });
    expect(server.requests).toHaveLength(1);
  });
});
