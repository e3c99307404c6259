// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers, stubServer } from '../../test-utils';
import { useMeetsCode } from './use-meets-code';

const wrapper = ({ children }: { children: ReactNode }) => <Providers router={false}>{children}</Providers>;

afterEach(() => vi.unstubAllGlobals());

describe('useMeetsCode', () => {
  it('reads the code while a self check-in roll call is open and again when it changes', async () => {
    const codes = ['K7QF3M', 'P4XW9A'];
    const server = stubServer(() => ({ body: { code: codes.shift() ?? 'P4XW9A', changesAt: Date.now() + 150 } }));
    const { result } = renderHook(() => useMeetsCode('/api/banner/c1/meets-code', 'r1', Date.now), { wrapper });
    await waitFor(() => expect(result.current?.code).toBe('K7QF3M'));
    await waitFor(() => expect(result.current?.code).toBe('P4XW9A'));
    expect(server.requests[0].url).toBe('/api/banner/c1/meets-code');
  });

  it('asks nothing without a self check-in roll call, and shows nothing when the server has no code (409)', async () => {
    const server = stubServer(() => ({ status: 409, body: { code: 'ROLL_CALL_NOT_OPEN', message: 'No hay llamado abierto.' } }));
    const closed = renderHook(() => useMeetsCode('/api/banner/c1/meets-code', null, Date.now), { wrapper });
    expect(closed.result.current).toBeNull();
    expect(server.requests).toHaveLength(0);
    const refused = renderHook(() => useMeetsCode('/api/banner/c1/meets-code', 'r1', Date.now), { wrapper });
    await waitFor(() => expect(server.requests).toHaveLength(1));
    expect(refused.result.current).toBeNull();
  });
});
