import { describe, expect, it } from 'vitest';
import { adoptionText, type ResolutionDocument, resolutionLayout } from './resolution.render';

const doc: ResolutionDocument = {
  conference: 'Modelo ONU 2026',
  commission: { name: 'Asamblea General', acronym: 'AG' },
  number: null,
  status: 'proyecto',
  title: 'Agua potable',
  text: {
    title: 'Agua potable',
    preambular: [{ id: 'p1', text: 'Recordando su resolución 64/292,' }],
    operative: [
      { id: 'o1', text: 'Exhorta a los Estados;', subClauses: [] },
      {
        id: 'o2',
        text: 'Recomienda:',
        subClauses: [
          {
            id: 'a',
            text: 'planes de riego,',
            subClauses: [
              { id: 'i', text: 'anuales;' },
              { id: 'ii', text: 'públicos;' },
            ],
          },
          { id: 'b', text: 'fondos;', subClauses: [] },
        ],
      },
    ],
  },
  sponsors: ['Argentina', 'Brasil', 'Italia'],
  signatories: [],
  date: '2026-03-14',
  vote: null,
};

describe('a resolution laid out', () => {
  it('heads it, names its parties, and numbers its clauses by their order with the opening words in italics', () => {
    const layout = resolutionLayout(doc);
    expect(layout.heading).toEqual([
      ['Modelo ONU 2026', ''],
      ['Asamblea General', '14 de marzo de 2026'],
    ]);
    expect(layout.kind).toBe('Proyecto de resolución');
    expect(layout.parties).toEqual(['Patrocinadores: Argentina, Brasil e Italia']);
    expect(layout.body.map((p) => [p.role, p.label ?? '', p.runs.map((r) => (r.italic ? `*${r.text}*` : r.text)).join('')])).toEqual([
      ['subject', '', '*Asamblea General,*'],
      ['preambular', '', '*Recordando* su resolución 64/292,'],
      ['operative', '1.', '*Exhorta* a los Estados;'],
      ['operative', '2.', '*Recomienda:*'],
      ['subClause', '(a)', 'planes de riego,'],
      ['item', '(i)', 'anuales;'],
      ['item', '(ii)', 'públicos;'],
      ['subClause', '(b)', 'fondos;'],
    ]);
  });

  it('heads an adopted one with its symbol and closes it with its vote', () => {
    const layout = resolutionLayout({ ...doc, number: 'AG/1/2026', vote: { favor: 12, contra: 1, abstenciones: 0 } });
    expect(layout.heading[0]).toEqual(['Modelo ONU 2026', 'AG/1/2026']);
    expect(layout.kind).toBe('Resolución');
    expect(layout.body.at(-1)).toEqual({
      role: 'closing',
      runs: [{ text: 'Aprobada con 12 votos a favor, 1 en contra y 0 abstenciones.' }],
    });
  });

  it('says the vote in Spanish, singular for one', () => {
    expect(adoptionText({ favor: 1, contra: 0, abstenciones: 1 })).toBe('Aprobada con 1 voto a favor, 0 en contra y 1 abstención.');
    expect(adoptionText({ favor: 30, contra: 2, abstenciones: 5 })).toBe('Aprobada con 30 votos a favor, 2 en contra y 5 abstenciones.');
  });
});
