import { MEETS_CODE_ALPHABET } from '@quorum/shared';
import { describe, expect, it } from 'vitest';
import { codeAge, currentMeetsCode, meetsCode, meetsKeyOf, windowOf } from './meets.code';

const key = meetsKeyOf('a-server-secret-of-at-least-32-characters');
const T = 1_800_000_000_000; // a window start: divisible by 30 000

describe('the rotating check-in code', () => {
  it('is 6 characters without look-alikes, the same for the same roll call and window', () => {
    for (let w = 0; w < 200; w++) {
      const code = meetsCode(key, 'roll-call-1', w);
      expect(code).toMatch(/^[34679ACDEFGHJKMNPQRTUVWXY]{6}$/);
      expect(code).not.toMatch(/[0O1IL5S2Z8B]/);
      expect(meetsCode(key, 'roll-call-1', w)).toBe(code);
    }
    expect(MEETS_CODE_ALPHABET).toHaveLength(25);
  });

  it('differs between roll calls, windows and secrets', () => {
    const codes = new Set<string>();
    for (let w = 0; w < 100; w++) codes.add(meetsCode(key, 'roll-call-1', w));
    expect(codes.size).toBeGreaterThan(95);
    expect(meetsCode(key, 'roll-call-2', 7)).not.toBe(meetsCode(key, 'roll-call-1', 7));
    expect(meetsCode(meetsKeyOf('another-secret-of-at-least-32-characters'), 'roll-call-1', 7)).not.toBe(meetsCode(key, 'roll-call-1', 7));
  });

  it('changes every 30 s and says when', () => {
    expect(currentMeetsCode(key, 'rc', T)).toEqual({ code: meetsCode(key, 'rc', windowOf(T)), changesAt: T + 30_000 });
    expect(currentMeetsCode(key, 'rc', T + 29_999).code).toBe(currentMeetsCode(key, 'rc', T).code);
    expect(currentMeetsCode(key, 'rc', T + 30_000).code).toBe(meetsCode(key, 'rc', windowOf(T) + 1));
  });

  it('accepts the previous code during the first 10 s of a window, and calls it stale after', () => {
    const previous = meetsCode(key, 'rc', windowOf(T) - 1);
    expect(codeAge(key, 'rc', currentMeetsCode(key, 'rc', T).code, T)).toBe('valid');
    expect(codeAge(key, 'rc', previous, T)).toBe('valid');
    expect(codeAge(key, 'rc', previous, T + 9_999)).toBe('valid');
    expect(codeAge(key, 'rc', previous, T + 10_000)).toBe('stale');
    expect(codeAge(key, 'rc', meetsCode(key, 'rc', windowOf(T) - 5), T)).toBe('stale');
    expect(codeAge(key, 'rc', meetsCode(key, 'rc', windowOf(T) + 1), T)).toBeNull();
    expect(codeAge(key, 'other', currentMeetsCode(key, 'rc', T).code, T)).toBeNull();
  });
});
