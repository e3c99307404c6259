import { describe, expect, it } from 'vitest';
import { enPublic } from './en-public';
import { enStaff } from './en-staff';
import { esPublic } from './es-public';
import { esStaff } from './es-staff';

// The catalogue comes in two parts (decision 025): the public part before the first paint, the staff part with
// the staff layout. A section in both would be cut in two by the shallow merge of es.ts and en.ts.
describe('the catalogue parts', () => {
  it('keep every top-level section in one part only', () => {
    const shared = Object.keys(esPublic).filter((section) => section in esStaff);
    expect(shared).toEqual([]);
  });

  it('nest only public sections into public texts (`$t(counts.rows)`)', () => {
    for (const part of [esPublic, enPublic]) {
      const nested = [...JSON.stringify(part).matchAll(/\$t\((\w+)\./g)].map((m) => m[1]);
      expect(nested.filter((section) => !(section in esPublic))).toEqual([]);
    }
  });

  it('have the same sections in English as in Spanish', () => {
    expect(Object.keys(enPublic).sort()).toEqual(Object.keys(esPublic).sort());
    expect(Object.keys(enStaff).sort()).toEqual(Object.keys(esStaff).sort());
  });
});
