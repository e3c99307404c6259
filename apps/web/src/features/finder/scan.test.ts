import { describe, expect, it } from 'vitest';
import { codeFromBadgeScan } from '@quorum/shared';

describe('codeFromBadgeScan', () => {
  it('takes the code alone, trimmed and upper-cased', () => {
    expect(codeFromBadgeScan(' k7m2q9x4p3rt \n')).toBe('K7M2Q9X4P3RT');
  });
  it('takes a badge code, and the personal code of a badge printed before badge codes', () => {
    expect(codeFromBadgeScan('q7m2x9k4p3')).toBe('Q7M2X9K4P3');
    expect(codeFromBadgeScan('K7M2Q9X4P3RT')).toBe('K7M2Q9X4P3RT');
  });
  it('takes the code from a link', () => {
    expect(codeFromBadgeScan('https://monu.example/verificator?code=K7M2Q9X4P3RT')).toBe('K7M2Q9X4P3RT');
    expect(codeFromBadgeScan('https://monu.example/d/K7M2Q9X4P3RT')).toBe('K7M2Q9X4P3RT');
  });
  it('refuses texts that hold no code', () => {
    for (const text of ['', 'hola mundo', 'ABC', 'https://', 'DROP TABLE;--']) expect(codeFromBadgeScan(text)).toBeNull();
  });
});
