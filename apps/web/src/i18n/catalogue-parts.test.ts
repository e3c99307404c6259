import { describe, expect, it } from 'vitest';
import { enConsole } from './en-console';
import { enConsoleLater } from './en-console-later';
import { enOffice } from './en-office';
import { enPapers } from './en-papers';
import { enPublic } from './en-public';
import { enRecords } from './en-records';
import { enStaff } from './en-staff';
import { esConsole } from './es-console';
import { esConsoleLater } from './es-console-later';
import { esOffice } from './es-office';
import { esPapers } from './es-papers';
import { esPublic } from './es-public';
import { esRecords } from './es-records';
import { esStaff } from './es-staff';

// The catalogue comes in parts (decision 025): the public part before the first paint, the staff part with the staff
// layout, the working papers' part with their pages. A section in two parts would be cut in two by the shallow merge
// of es.ts and en.ts.
describe('the catalogue parts', () => {
  it('keep every top-level section in one part only', () => {
    const parts = [esPublic, esStaff, esConsole, esConsoleLater, esOffice, esPapers, esRecords].map((part) => Object.keys(part));
    const all = parts.flat();
    expect(all.filter((section, i) => all.indexOf(section) !== i)).toEqual([]);
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
    expect(Object.keys(enConsole).sort()).toEqual(Object.keys(esConsole).sort());
    expect(Object.keys(enConsoleLater).sort()).toEqual(Object.keys(esConsoleLater).sort());
    expect(Object.keys(enOffice).sort()).toEqual(Object.keys(esOffice).sort());
    expect(Object.keys(enPapers).sort()).toEqual(Object.keys(esPapers).sort());
    expect(Object.keys(enRecords).sort()).toEqual(Object.keys(esRecords).sort());
  });
});
