import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = ['es', 'en'] as const;
export type UiLanguage = (typeof LANGUAGES)[number];

// Both catalogues are chunks of their own (keeps the entry chunk small): Spanish is loaded before the
// first render (main.tsx awaits loadSpanish), English the first time it is needed.
void i18n.use(initReactI18next).init({
  resources: {},
  lng: 'es',
  fallbackLng: 'es',
  supportedLngs: LANGUAGES,
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
  showSupportNotice: false,
});

let wanted: UiLanguage = 'es';

/** Loads the Spanish catalogue; the app renders once it is there. */
export async function loadSpanish(): Promise<void> {
  if (i18n.hasResourceBundle('es', 'translation')) return;
  const { es } = await import('./es');
  i18n.addResourceBundle('es', 'translation', es, true, true);
}

async function ensureResources(language: UiLanguage): Promise<void> {
  if (language === 'es' || i18n.hasResourceBundle(language, 'translation')) return;
  const { en } = await import('./en');
  i18n.addResourceBundle('en', 'translation', en, true, true);
}

/** Switches the interface language (Spanish first, English second) and the page's `lang`. */
export async function setLanguage(language: string): Promise<void> {
  const next: UiLanguage = language === 'en' ? 'en' : 'es';
  wanted = next;
  try {
    await ensureResources(next);
  } catch {
    return; // Offline without the English chunk cached: stay in Spanish.
  }
  // A later call may have asked for another language meanwhile.
  if (wanted !== next) return;
  if (i18n.language !== next) await i18n.changeLanguage(next);
  document.documentElement.lang = next;
}

export default i18n;
