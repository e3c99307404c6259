import { describe, expect, it } from 'vitest';
import { personalCodeFromScan } from '@quorum/shared';

describe('personalCodeFromScan', () => {
  it('takes the code alone, trimmed and upper-cased', () => {
    expect(personalCodeFromScan(' k7m2q9x4p3rt \n')).toBe('K7M2Q9X4P3RT');
  });
  it('takes the code from a link', () => {
    expect(personalCodeFromScan('https://monu.example/verificator?code=K7M2Q9X4P3RT')).toBe('K7M2Q9X4P3RT');
    expect(personalCodeFromScan('https://monu.example/d/K7M2Q9X4P3RT')).toBe('K7M2Q9X4P3RT');
  });
  it('refuses texts that hold no code', () => {
    for (const text of ['', 'hola mundo', 'ABC', 'https://', 'DROP TABLE;--']) expect(personalCodeFromScan(text)).toBeNull();
  });
});
