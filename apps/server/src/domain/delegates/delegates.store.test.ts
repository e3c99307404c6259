import { BADGE_CODE_LENGTH, codeFromBadgeScan, PERSONAL_CODE_LENGTH, PERSONAL_CODE_PATTERN } from '@quorum/shared';
import { describe, expect, it } from 'vitest';
import { newBadgeCode, newPersonalCode } from './delegates.store';

describe('newPersonalCode and newBadgeCode', () => {
  it('make codes that the shared personal-code pattern accepts and a badge scan reads back', () => {
    for (let i = 0; i < 50; i++) {
      for (const code of [newPersonalCode(), newBadgeCode()]) {
        expect(code).toMatch(PERSONAL_CODE_PATTERN);
        expect(codeFromBadgeScan(code.toLowerCase())).toBe(code);
      }
    }
  });

  it('never make a badge code that could be someone’s personal code: their lengths differ', () => {
    expect(BADGE_CODE_LENGTH).not.toBe(PERSONAL_CODE_LENGTH);
    expect(newBadgeCode()).toHaveLength(BADGE_CODE_LENGTH);
    expect(newPersonalCode()).toHaveLength(PERSONAL_CODE_LENGTH);
  });
});
