import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { es } from './es';

export const LANGUAGES = ['es', 'en'] as const;
export type UiLanguage = (typeof LANGUAGES)[number];

void i18n.use(initReactI18next).init({
  resources: { es: { translation: es }, en: { translation: en } },
  lng: 'es',
  fallbackLng: 'es',
  supportedLngs: LANGUAGES,
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

/** Switches the interface language (Spanish first, English second) and the page's `lang`. */
export function setLanguage(language: string): void {
  const next: UiLanguage = language === 'en' ? 'en' : 'es';
  if (i18n.language !== next) void i18n.changeLanguage(next);
  document.documentElement.lang = next;
}

export default i18n;
