import { beforeAll, describe, expect, it } from 'vitest';
import { en } from './en';
import { es } from './es';
import i18n, { loadOfficeMessages, loadSpanish, loadStaffMessages } from './index';

/** Every leaf of a catalogue as [dotted key, text]. */
function leaves(node: object, prefix = ''): [string, string][] {
  return Object.entries(node).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value as object, `${prefix}${key}.`),
  );
}

beforeAll(async () => {
  await Promise.all([loadSpanish(), loadStaffMessages(), loadOfficeMessages()]);
  i18n.addResourceBundle('en', 'translation', en, true, true);
});

describe('counts in the interface read in the singular for one and the plural for two', () => {
  const es1 = () => i18n.getFixedT('es');
  const en1 = () => i18n.getFixedT('en');

  it('the delegate import and the school load summaries', () => {
    const t = es1();
    expect(t('delegateList.import.summary', { rows: 1, create: 1, update: 0 })).toBe('1 fila: 1 nueva, 0 actualizadas.');
    expect(t('delegateList.import.summary', { rows: 2, create: 1, update: 1 })).toBe('2 filas: 1 nueva, 1 actualizada.');
    expect(t('delegateList.import.saved', { created: 1, updated: 2 })).toBe('1 creado y 2 actualizados.');
    expect(t('schoolLoad.ready', { rows: 1, toCreate: 1, toUpdate: 0 })).toBe(
      'Todo correcto: 1 fila (1 nueva, 0 se actualizarán). Pulsa «Guardar» para guardarlas todas.',
    );
    expect(t('schoolLoad.ready', { rows: 2, toCreate: 2, toUpdate: 1 })).toBe(
      'Todo correcto: 2 filas (2 nuevas, 1 se actualizará). Pulsa «Guardar» para guardarlas todas.',
    );
    expect(t('schoolLoad.saved', { created: 1, updated: 1 })).toBe('Guardado: 1 delegado creado y 1 actualizado.');
    expect(t('schoolLoad.saved', { created: 2, updated: 2 })).toBe('Guardado: 2 delegados creados y 2 actualizados.');
    expect(t('schoolLoad.moreProblems', { count: 1 })).toBe('Y 1 problema más.');
    expect(t('schoolLoad.moreProblems', { count: 2 })).toBe('Y 2 problemas más.');
    expect(t('schoolLoad.quotaValue', { loaded: 1, quota: 1, count: 1 })).toBe('1 de 1 delegado cargado');
    expect(t('schoolLoad.quotaValue', { loaded: 1, quota: 2, count: 2 })).toBe('1 de 2 delegados cargados');
  });

  it('the dashboard, the chair pages and the assignment', () => {
    const t = es1();
    expect(t('delegateList.dashboard.registrationsSummary', { count: 1 })).toBe('1 registro en 30 días');
    expect(t('delegateList.dashboard.registrationsSummary', { count: 2 })).toBe('2 registros en 30 días');
    expect(t('delegateList.dashboard.fillLabel', { filled: 1, capacity: 1, delegates: 1 })).toBe('1 de 1 delegación · 1 delegado');
    expect(t('delegateList.dashboard.fillLabel', { filled: 1, capacity: 2, delegates: 2 })).toBe('1 de 2 delegaciones · 2 delegados');
    expect(t('chairArea.delegations.subtitle', { name: 'AG', count: 1, capacity: 1 })).toBe('AG · 1 de 1 delegación');
    expect(t('chairArea.delegations.subtitle', { name: 'AG', count: 1, capacity: 2 })).toBe('AG · 1 de 2 delegaciones');
    expect(t('chairArea.delegates.subtitle', { name: 'AG', count: 1, unseated: 0 })).toBe('AG · 1 delegado, 0 sin delegación');
    expect(t('chairArea.delegates.subtitle', { name: 'AG', count: 2, unseated: 1 })).toBe('AG · 2 delegados, 1 sin delegación');
    expect(t('assignment.resultCommission', { name: 'AG', assigned: 1, free: 1 })).toBe('AG: 1 asignado, 1 delegación libre');
    expect(t('assignment.resultCommission', { name: 'AG', assigned: 2, free: 2 })).toBe('AG: 2 asignados, 2 delegaciones libres');
    expect(t('assignment.free', { count: 1 })).toBe('1 libre');
    expect(t('assignment.free', { count: 2 })).toBe('2 libres');
    expect(t('delegateList.total', { count: 1 })).toBe('1 delegado');
    expect(t('delegateList.total', { count: 2 })).toBe('2 delegados');
  });

  it('in English too', () => {
    const t = en1();
    expect(t('delegateList.import.summary', { rows: 1, create: 1, update: 0 })).toBe('1 row: 1 new, 0 updated.');
    expect(t('schoolLoad.saved', { created: 1, updated: 2 })).toBe('Saved: 1 delegate created and 2 updated.');
    expect(t('schoolLoad.moreProblems', { count: 1 })).toBe('And 1 more problem.');
    expect(t('delegateList.dashboard.fillLabel', { filled: 1, capacity: 1, delegates: 2 })).toBe('1 of 1 delegation · 2 delegates');
    expect(t('chairArea.delegates.subtitle', { name: 'GA', count: 1, unseated: 0 })).toBe('GA · 1 delegate, 0 without a delegation');
  });
});

/**
 * A number followed by a plural noun («{{rows}} filas») reads «1 filas» for one: such a text must be the
 * `_other` form of a plural key or name its count through `$t(counts.…)`. Label forms («Cargados: {{n}}») and
 * nouns that do not change («{{count}} sin comisión») pass.
 */
describe('no count is built by hand in the catalogues', () => {
  const PLURAL_AFTER_NUMBER = /\{\{(\w+)\}\}\s+(?:ya\s+|de\s+\{\{\w+\}\}\s+)?([\p{L}]+s)\b/u;
  const INVARIANT = new Set(['más', 'días', 'caracteres', 'sin', 'characters', 'has', 'was', 'is']);

  it.each([
    ['es', es],
    ['en', en],
  ] as const)('%s', (_language, catalogue) => {
    const handBuilt = leaves(catalogue).filter(([key, text]) => {
      if (key.endsWith('_other')) return false;
      const match = PLURAL_AFTER_NUMBER.exec(text);
      return match !== null && !INVARIANT.has(match[2] ?? '');
    });
    expect(handBuilt).toEqual([]);
  });
});
