import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatSize } from '../features/load/components/file-drop';
import { en } from '../i18n/en';
import i18n, { loadOfficeMessages, loadSpanish, loadStaffMessages } from '../i18n';
import { formatNumber } from './format';

beforeAll(async () => {
  await Promise.all([loadSpanish(), loadStaffMessages(), loadOfficeMessages()]);
  i18n.addResourceBundle('en', 'translation', en, true, true);
});
afterAll(() => i18n.changeLanguage('es'));

describe('numbers in the interface language', () => {
  it('write a decimal comma in Spanish and a point in English', async () => {
    await i18n.changeLanguage('es');
    expect(formatNumber(33.3333)).toBe('33,33');
    expect(formatNumber((1 / 3) * 100, 1)).toBe('33,3');
    expect(formatNumber(50)).toBe('50');
    expect(formatSize(2.5 * 1024 * 1024)).toBe('2,5 MB');
    expect(formatSize(300 * 1024)).toBe('300 KB');
    await i18n.changeLanguage('en');
    expect(formatNumber(33.3333)).toBe('33.33');
    expect(formatSize(2.5 * 1024 * 1024)).toBe('2.5 MB');
  });

  it('read the quorum as a Spanish percentage', async () => {
    await i18n.changeLanguage('es');
    const summary = i18n.t('president.rulesSummary', { percent: formatNumber(12.5, 1), seconds: 90, base: 'presentes' });
    expect(summary).toBe('Quórum 12,5 % · 90 s por intervención · mayoría sobre: presentes');
  });
});
