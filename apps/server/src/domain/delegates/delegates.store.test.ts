import { PERSONAL_CODE_PATTERN, personalCodeFromScan } from '@quorum/shared';
import { describe, expect, it } from 'vitest';
import { newPersonalCode } from './delegates.store';

describe('newPersonalCode', () => {
  it('makes codes that the shared personal-code pattern accepts and a badge scan reads back', () => {
    for (let i = 0; i < 50; i++) {
      const code = newPersonalCode();
      expect(code).toMatch(PERSONAL_CODE_PATTERN);
      expect(personalCodeFromScan(code.toLowerCase())).toBe(code);
    }
  });
});
