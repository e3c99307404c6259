// @vitest-environment jsdom
import { DEFAULT_MOTION_CATALOGUE, emptyFloor, type LiveState, procedureRulesOf } from '@quorum/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { chairLiveQuery, useFollowLive } from './api';

const rules = procedureRulesOf({ kind: 'asamblea', rules: {} });
const quorum = { members: 3, present: 0, debateRequired: 1, decisionRequired: 2, hasDebateQuorum: false, hasDecisionQuorum: false };
const rollCall = { id: 'r1', sessionId: null, mode: 'self' as const, openedAt: '2027-03-10T09:00:00Z', closedAt: null, marks: [] };
const base: LiveState = {
  commissionId: 'c1',
  version: 1,
  lastSequence: 1,
  session: null,
  nextSession: null,
  rollCall,
  attendance: [],
  quorum,
  rules,
  catalogue: DEFAULT_MOTION_CATALOGUE,
  floor: emptyFloor(rules),
};

describe('Reuniones kept live by the stream', () => {
  it('takes every state the stream brings, and reads the history and attendance again only when the roll call moves', () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { rerender } = renderHook(({ state }) => useFollowLive('c1', state), { wrapper, initialProps: { state: base } });
    expect(client.getQueryData(chairLiveQuery('c1').queryKey)).toEqual(base);
    expect(invalidate).toHaveBeenCalledTimes(1);
    // A timer started: a newer state, the same roll call.
    const timer = { ...base, version: 2, lastSequence: 2 };
    rerender({ state: timer });
    expect(client.getQueryData(chairLiveQuery('c1').queryKey)).toEqual(timer);
    expect(invalidate).toHaveBeenCalledTimes(1);
    // A delegate checked in at /meets.
    const mark = { delegateId: 'd1', delegationId: 'co', status: 'presente' as const, markedAt: '2027-03-10T09:01:00Z', markedBy: null };
    rerender({
      state: { ...timer, version: 3, lastSequence: 3, rollCall: { ...rollCall, marks: [mark] }, quorum: { ...quorum, present: 1 } },
    });
    expect(invalidate).toHaveBeenCalledTimes(2);
  });
});
