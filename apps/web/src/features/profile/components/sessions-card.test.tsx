// @vitest-environment jsdom
import type { ActiveSession } from '@quorum/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubServer } from '../../../test-utils';
import { SessionsCard } from './sessions-card';

const session = (over: Partial<ActiveSession>): ActiveSession => ({
  id: 's1',
  createdAt: '2026-12-04T09:00:00.000Z',
  expiresAt: '2026-12-11T09:00:00.000Z',
  ipAddress: '10.0.0.7',
  userAgent: null,
  device: null,
  current: false,
  ...over,
});

describe('the sessions card', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names each session’s device as the server read it, the raw agent when it could not, or says it is unknown', async () => {
    stubServer(() => ({
      body: [
        session({ id: 'a', userAgent: 'Mozilla/5.0 (iPhone…) Safari/604.1', device: 'Safari · iPhone', current: true }),
        session({ id: 'b', userAgent: 'curl/8.5.0' }),
        session({ id: 'c' }),
      ],
    }));
    renderWithApp(<SessionsCard />);
    const iphone = await screen.findByText('Safari · iPhone');
    expect(iphone.getAttribute('title')).toBe('Mozilla/5.0 (iPhone…) Safari/604.1');
    expect(screen.getByText('curl/8.5.0')).toBeTruthy();
    expect(screen.getByText('Dispositivo desconocido')).toBeTruthy();
  });
});
