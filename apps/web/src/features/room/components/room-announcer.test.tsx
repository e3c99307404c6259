// @vitest-environment jsdom
import type { LiveState } from '@quorum/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test-utils';
import { RoomAnnouncer } from './room-announcer';

const T0 = Date.UTC(2026, 11, 1, 10, 0, 0);

type Speech = NonNullable<LiveState['floor']['speech']>;
type Vote = NonNullable<LiveState['floor']['vote']>;

function speech(id: string, delegationId: string, remainingMs: number, startedAt: number | null): Speech {
  return { id, delegationId, mode: 'discurso', timer: { remainingMs, startedAt }, yieldedBy: null, spokenMs: 0 } as Speech;
}

function room(floor: { speech?: Speech | null; vote?: Vote | null }): LiveState {
  return {
    commissionId: 'c1',
    rules: { warningMs: 10_000 },
    attendance: [],
    floor: { speakers: [], motions: [], results: [], warnings: {}, caucus: null, speech: null, vote: null, ...floor },
  } as unknown as LiveState;
}

const vote = (id: string, label: string) => ({ id, subject: { kind: 'other', label }, method: 'phones_secret' }) as unknown as Vote;

/**
 * The phone's live region, shown the room's states at moments the test chooses (the page's server clock stands still
 * between them): every change of its words is one announcement.
 */
function follow(first: LiveState, now: number) {
  const heard: string[] = [];
  const region = () => screen.getByTestId('room-announcer');
  const { rerender } = renderWithApp(<RoomAnnouncer state={first} own="fr" now={now} />);
  let last = region().textContent ?? '';
  const look = (state: LiveState, at: number): string[] => {
    rerender(<RoomAnnouncer state={state} own="fr" now={at} />);
    const text = region().textContent ?? '';
    const said = text !== last ? [text.trim()] : [];
    last = text;
    heard.push(...said);
    return said;
  };
  return { look, heard, region };
}

describe('the room’s announcements on a phone', () => {
  it('says nothing of what was already so when the page first read the room', () => {
    const first = room({ speech: speech('s1', 'fr', 25_000, T0), vote: vote('v1', 'Proyecto 1.1') });
    const { look, region } = follow(first, T0);
    expect(region().getAttribute('aria-live')).toBe('polite');
    expect(look(first, T0 + 1_000)).toEqual([]);
    expect(region().textContent).toBe('');
  });

  it('says 30 and 10 seconds once each as the running speech crosses them, from the server-timed timer', () => {
    const running = room({ speech: speech('s1', 'co', 90_000, T0) });
    const { look, heard } = follow(running, T0);
    expect(look(running, T0 + 59_800)).toEqual([]); // 30.2 s left
    expect(look(running, T0 + 60_000)).toEqual(['Quedan 30 segundos']); // exactly 30 s
    expect(look(running, T0 + 60_200)).toEqual([]);
    expect(look(running, T0 + 70_000)).toEqual([]);
    expect(look(running, T0 + 79_800)).toEqual([]); // 10.2 s left
    expect(look(running, T0 + 80_200)).toEqual(['Quedan 10 segundos']);
    expect(look(running, T0 + 85_000)).toEqual([]);
    // Overtime says nothing more.
    expect(look(running, T0 + 95_000)).toEqual([]);
    // The chair pauses at 8 s, gives the speech 40 s again and restarts it: each mark was said for this speech.
    const paused = room({ speech: speech('s1', 'co', 40_000, null) });
    expect(look(paused, T0 + 96_000)).toEqual([]);
    const again = room({ speech: speech('s1', 'co', 40_000, T0 + 97_000) });
    expect(look(again, T0 + 97_000)).toEqual([]);
    expect(look(again, T0 + 112_000)).toEqual([]);
    expect(look(again, T0 + 130_000)).toEqual([]);
    expect(heard).toEqual(['Quedan 30 segundos', 'Quedan 10 segundos']);
  });

  it('says «Es tu turno» when the delegation’s speech starts, and the vote that opens with its title', () => {
    const other = room({ speech: speech('s1', 'co', 60_000, null) });
    const { look, heard } = follow(other, T0);
    // Another delegation's speech is no turn of this phone's.
    expect(look(room({ speech: speech('s2', 'jp', 60_000, null) }), T0 + 1_000)).toEqual([]);
    const own = room({ speech: speech('s3', 'fr', 20_000, null) });
    expect(look(own, T0 + 2_000)).toEqual(['Es tu turno']);
    expect(look(own, T0 + 3_000)).toEqual([]);
    // A speech of 20 s never crosses 30: only 10 is said.
    const started = room({ speech: speech('s3', 'fr', 20_000, T0 + 4_000) });
    expect(look(started, T0 + 4_000)).toEqual([]);
    expect(look(started, T0 + 14_100)).toEqual(['Quedan 10 segundos']);
    // The delegation speaks again later: a new turn is said again (the region changes even with the same words).
    expect(look(room({ speech: speech('s4', 'fr', 60_000, null) }), T0 + 30_000)).toEqual(['Es tu turno']);
    const voting = room({ vote: vote('v1', 'Proyecto de resolución 1.1') });
    expect(look(voting, T0 + 40_000)).toEqual(['Votación abierta: Proyecto de resolución 1.1']);
    expect(look(voting, T0 + 41_000)).toEqual([]);
    expect(look(room({}), T0 + 50_000)).toEqual([]);
    expect(heard).toEqual(['Es tu turno', 'Quedan 10 segundos', 'Es tu turno', 'Votación abierta: Proyecto de resolución 1.1']);
  });
});
