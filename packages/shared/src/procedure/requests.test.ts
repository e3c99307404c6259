import { describe, expect, it } from 'vitest';
import { DEFAULT_MOTION_CATALOGUE, type MotionInput } from './motions';
import { orderRequests, type QueuedRequest, requestMergeKey } from './requests';

const motion = (m: MotionInput, id: string, createdAt: number): QueuedRequest => ({
  id,
  kind: 'motion',
  point: null,
  motion: m,
  createdAt,
});
const caucus = (topic: string, totalSeconds = 600): MotionInput => ({ kind: 'caucus_moderado', topic, totalSeconds, speakerSeconds: 60 });

describe('the digital placard’s rules', () => {
  it('merges motions that differ only in case and spaces, never in a parameter or another kind of request', () => {
    const key = requestMergeKey({ kind: 'motion', motion: caucus('Agua potable') });
    expect(requestMergeKey({ kind: 'motion', motion: caucus('  agua   POTABLE') })).toBe(key);
    expect(requestMergeKey({ kind: 'motion', motion: caucus('Agua potable', 900) })).not.toBe(key);
    expect(requestMergeKey({ kind: 'motion', motion: caucus('Agua potáble') })).not.toBe(key);
    expect(requestMergeKey({ kind: 'point', point: 'orden' })).not.toBe(requestMergeKey({ kind: 'point', point: 'informacion' }));
  });

  it('orders points by kind, motions by the catalogue in force, then replies and the floor, earlier first', () => {
    const requests: QueuedRequest[] = [
      { id: 'f', kind: 'floor', point: null, motion: null, createdAt: 1 },
      { id: 'r', kind: 'reply', point: null, motion: null, createdAt: 2 },
      motion({ kind: 'cierre_debate' }, 'c', 3),
      motion(caucus('Tema', 300), 'm1', 4),
      motion(caucus('Tema', 900), 'm2', 5),
      { id: 'i', kind: 'point', point: 'informacion', motion: null, createdAt: 6 },
      { id: 'p', kind: 'point', point: 'privilegio_personal', motion: null, createdAt: 7 },
    ];
    expect(orderRequests(requests, DEFAULT_MOTION_CATALOGUE).map((r) => r.id)).toEqual(['p', 'i', 'c', 'm2', 'm1', 'r', 'f']);
    // A conference that ranks the moderated caucus first has it heard before the closure of debate.
    const reordered = { ...DEFAULT_MOTION_CATALOGUE, caucus_moderado: { ...DEFAULT_MOTION_CATALOGUE.caucus_moderado, rank: 0 } };
    expect(orderRequests(requests, reordered).map((r) => r.id)).toEqual(['p', 'i', 'm2', 'm1', 'c', 'r', 'f']);
  });
});
