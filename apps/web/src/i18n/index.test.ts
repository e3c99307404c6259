// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';

// Web test files share a process (isolate: false): this one loads the catalogue module anew, with an i18next of its
// own (i18next goes through vitest's module graph, vitest.config.ts), to see what each step adds to a fresh one.
vi.resetModules();
const {
  default: i18n,
  loadConsoleLaterMessages,
  loadConsoleMessages,
  loadOfficeMessages,
  loadSpanish,
  loadStaffMessages,
  schemaMessage,
  setLanguage,
} = await import('./index');

// The catalogue in two parts (decision 025): the public pages get the public part only; the staff layout adds
// the staff part, in the language shown.
describe('the catalogue parts at run time', () => {
  it('before a staff page: the public texts only', async () => {
    await loadSpanish();
    expect(i18n.t('login.title')).toBe('Iniciar sesión');
    expect(i18n.exists('finder.title')).toBe(false);
  });

  it('with the staff layout: the staff texts, in English too when English is shown', async () => {
    await setLanguage('en');
    await loadStaffMessages();
    expect(i18n.t('finder.title')).toBe('Delegate finder');
    expect(i18n.getFixedT('es')('finder.title')).toBe('Buscador de delegados');
    await setLanguage('es');
    expect(i18n.t('finder.title')).toBe('Buscador de delegados');
  });

  it('the finder reads the staff part only, the console the chair’s part too, other staff pages the rest (decision 032)', async () => {
    expect(i18n.exists('sessionConsole.shortcuts.title')).toBe(false);
    expect(i18n.exists('audit.subtitle')).toBe(false);
    await loadConsoleMessages();
    expect(i18n.exists('sessionConsole.shortcuts.title')).toBe(true);
    expect(i18n.exists('sessionConsoleLater.speaking.title')).toBe(false);
    expect(i18n.exists('audit.subtitle')).toBe(false);
    await loadConsoleLaterMessages();
    expect(i18n.exists('sessionConsoleLater.speaking.title')).toBe(true);
    expect(i18n.exists('audit.subtitle')).toBe(false);
    await setLanguage('en');
    await loadOfficeMessages();
    expect(i18n.t('loadCodes.title')).toBe('Load codes for institutions');
    await setLanguage('es');
    expect(i18n.t('loadCodes.title')).toBe('Códigos de carga para instituciones');
  });

  it('the shared schemas’ messages: in English with the English catalogue, else as the schema wrote them', async () => {
    expect(schemaMessage('Obligatorio')).toBe('Obligatorio');
    await setLanguage('en');
    expect(schemaMessage('Obligatorio')).toBe('Required');
    expect(schemaMessage('Nombres: obligatorio')).toBe('First names: required');
    await setLanguage('es');
    expect(schemaMessage('Obligatorio')).toBe('Obligatorio');
  });
});
