// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUnauthenticatedHandler } from '../../lib/api';
import { FakeEventSource, stubEventSource } from '../../test-utils';
import { laterBallots, useLive } from './use-live';
import { followPapers } from './papers-stream';

const state = { version: 3, lastSequence: 3 };

function follow(url = '/api/banner/c1/live/events') {
  stubEventSource();
  const hook = renderHook(() => useLive(url));
  const [source] = FakeEventSource.opened;
  source.emit('snapshot', state);
  expect(hook.result.current.state).toEqual(state);
  return { hook, source };
}

afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthenticatedHandler(() => {});
});

describe('a live stream the server revokes', () => {
  it('is closed for good: the state heard is dropped, the screen says why, and no new stream is opened', () => {
    const { hook, source } = follow();
    source.emit('revoked', { code: 'PROJECTION_CODE_INVALID', message: 'El código de proyección ya no es válido.' });
    expect(hook.result.current).toMatchObject({ state: null, error: 'revoked' });
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
    expect(FakeEventSource.opened).toHaveLength(1);
  });

  it('signs the app out when the session ended, as a 401 answer does', () => {
    const signedOut = vi.fn();
    setUnauthenticatedHandler(signedOut);
    const { source } = follow('/api/commissions/c1/live/events');
    source.emit('revoked', { code: 'FORBIDDEN', message: 'No tienes permiso para hacer esto.' });
    expect(signedOut).not.toHaveBeenCalled();
    const again = follow('/api/commissions/c1/live/events');
    again.source.emit('revoked', { code: 'UNAUTHENTICATED', message: 'Debes iniciar sesión.' });
    expect(signedOut).toHaveBeenCalledWith('/api/commissions/c1/live/events');
  });
});

describe('the ballots heard', () => {
  it('keeps the highest count of a vote (messages may come out of order) and takes a new vote’s at once', () => {
    const heard = laterBallots(null, { voteId: 'b1', cast: 3, eligible: 9 });
    expect(laterBallots(heard, { voteId: 'b1', cast: 2, eligible: 9 })).toBe(heard);
    expect(laterBallots(heard, { voteId: 'b1', cast: 4, eligible: 9 }).cast).toBe(4);
    expect(laterBallots(heard, { voteId: 'b2', cast: 0, eligible: 7 })).toEqual({ voteId: 'b2', cast: 0, eligible: 7 });
  });
});

describe('the working papers’ changes heard', () => {
  it('hands each notice to the page as heard, two at once included, and “any paper” when the link comes back or is revoked', () => {
    stubEventSource();
    const onPapers = vi.fn();
    const stop = followPapers('room', onPapers);
    const [source] = FakeEventSource.opened;
    expect(source?.url).toBe('/api/room/events');
    act(() => source?.onopen?.());
    expect(onPapers).not.toHaveBeenCalled();
    act(() => {
      source?.dispatchEvent(new MessageEvent('papers', { data: JSON.stringify({ paperId: 'p1', version: 2 }) }));
      source?.dispatchEvent(new MessageEvent('papers', { data: JSON.stringify({ paperId: 'p2', version: 5 }) }));
    });
    expect(onPapers.mock.calls).toEqual([[{ paperId: 'p1', version: 2 }], [{ paperId: 'p2', version: 5 }]]);
    act(() => source?.onopen?.());
    expect(onPapers).toHaveBeenLastCalledWith({ paperId: '', version: 0 });
    source?.emit('revoked', { code: 'ROOM_DEVICE_ENDED', message: 'Este teléfono ya no está en la sala.' });
    expect(onPapers).toHaveBeenCalledTimes(4);
    expect(source?.readyState).toBe(FakeEventSource.CLOSED);
    stop();
  });
});
