import { describe, expect, it } from 'vitest';
import { giniCoefficient, leastSpokenFirst, speakingStatistics } from './speaking-statistics';

describe('giniCoefficient: how unequal the speaking time was', () => {
  it.each([
    ['everyone as long as the others', [60_000, 60_000, 60_000], 0],
    ['one of four alone', [0, 0, 0, 90_000], 0.75],
    ['one of two alone', [0, 30_000], 0.5],
    // Σ|xi − xj| over ordered pairs = 2 × (1 + 2 + 3 + 1 + 2 + 1) = 20; 2n²x̄ = 2 × 16 × 2.5 = 80.
    ['1, 2, 3 and 4 minutes', [1, 2, 3, 4], 0.25],
  ])('%s', (_, values, gini) => expect(giniCoefficient(values)).toBeCloseTo(gini, 10));

  it('is null with fewer than two delegations or no time spoken', () => {
    expect(giniCoefficient([])).toBeNull();
    expect(giniCoefficient([40_000])).toBeNull();
    expect(giniCoefficient([0, 0, 0])).toBeNull();
  });

  it('does not depend on the order of the values', () => {
    expect(giniCoefficient([4, 1, 3, 2])).toBe(giniCoefficient([1, 2, 3, 4]));
  });
});

describe('speakingStatistics', () => {
  const delegations = [
    { delegationId: 'ar', name: 'Argentina' },
    { delegationId: 'br', name: 'Brasil' },
    { delegationId: 'cl', name: 'Chile' },
    { delegationId: 'pe', name: 'Perú' },
  ];

  it('gives each delegation its share of the time, and names those not heard yet', () => {
    const { delegations: rows, summary } = speakingStatistics(delegations, {
      ar: { speeches: 2, speakingMs: 60_000 },
      br: { speeches: 1, speakingMs: 30_000 },
      // Time received by a yield counts no speech of its own, but Chile has been heard.
      cl: { speeches: 0, speakingMs: 30_000 },
    });
    expect(rows.map((r) => [r.name, r.speeches, r.speakingMs, r.share])).toEqual([
      ['Argentina', 2, 60_000, 0.5],
      ['Brasil', 1, 30_000, 0.25],
      ['Chile', 0, 30_000, 0.25],
      ['Perú', 0, 0, 0],
    ]);
    // Sorted 0, 30, 30, 60 (thousands): Σ(2i − n + 1)x = −30 + 30 + 180 = 180, over n × total = 480.
    expect(summary).toEqual({ totalMs: 120_000, speeches: 3, silent: ['Perú'], gini: expect.closeTo(0.375, 10) });
  });

  it('has no shares and no Gini before anyone speaks', () => {
    const { delegations: rows, summary } = speakingStatistics(delegations, {});
    expect(rows.every((r) => r.share === null)).toBe(true);
    expect(summary).toEqual({ totalMs: 0, speeches: 0, silent: ['Argentina', 'Brasil', 'Chile', 'Perú'], gini: null });
  });
});

describe('leastSpokenFirst: a suggested order', () => {
  it('puts fewer turns first, then less time, keeping the list’s order between equals', () => {
    const list = [
      { id: '1', delegationId: 'ar' },
      { id: '2', delegationId: 'br' },
      { id: '3', delegationId: 'cl' },
      { id: '4', delegationId: 'pe' },
      { id: '5', delegationId: 'uy' },
    ];
    const stats = {
      ar: { speeches: 2, speakingMs: 60_000 },
      br: { speeches: 1, speakingMs: 90_000 },
      cl: { speeches: 1, speakingMs: 30_000 },
    };
    expect(leastSpokenFirst(list, stats).map((s) => s.id)).toEqual(['4', '5', '3', '2', '1']);
    // The list given is not changed.
    expect(list.map((s) => s.id)).toEqual(['1', '2', '3', '4', '5']);
  });
});
