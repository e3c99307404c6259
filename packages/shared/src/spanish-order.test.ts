import { describe, expect, it } from 'vitest';
import { compareSpanish, sortSpanish, spanishSortKey } from './spanish-order';

const NAMES = ['Zapata', 'Oscar', 'Ñúñez', 'Álvarez', 'Nuñez', 'Ávila'];
const SPANISH = ['Álvarez', 'Ávila', 'Nuñez', 'Ñúñez', 'Oscar', 'Zapata'];

describe('Spanish order', () => {
  it('sorts accents with their letter and ñ after n', () => {
    expect([...NAMES].sort(compareSpanish)).toEqual(SPANISH);
    expect(sortSpanish(NAMES, (n) => n)).toEqual(SPANISH);
  });

  it('the database key sorts the same way in plain byte order', () => {
    const byKey = [...NAMES].sort((a, b) => (spanishSortKey(a) < spanishSortKey(b) ? -1 : 1));
    expect(byKey).toEqual(SPANISH);
    expect(spanishSortKey('ÁLVAREZ')).toBe(spanishSortKey('alvarez'));
  });
});
