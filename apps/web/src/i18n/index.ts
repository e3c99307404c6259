import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

const LANGUAGES = ['es', 'en'] as const;
type UiLanguage = (typeof LANGUAGES)[number];

// The catalogues are chunks of their own, each in two parts (decision 025): the public part of Spanish is loaded
// before the first render (main.tsx awaits loadSpanish), the staff part with the staff layout (router.tsx awaits
// loadStaffMessages); English the first time it is needed, with the parts already wanted.
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
/** The shared schemas' messages in English, loaded with the English catalogue's public part. */
let englishSchemaMessage: ((message: string) => string) | undefined;

/** A shared schema's Spanish message (a field error) in the interface language. */
export function schemaMessage(message: string): string {
  return i18n.language === 'en' && englishSchemaMessage ? englishSchemaMessage(message) : message;
}

type Part = 'public' | 'staff';
const PARTS: Record<`${UiLanguage}:${Part}`, () => Promise<object>> = {
  'es:public': () => import('./es-public').then((m) => m.esPublic),
  'es:staff': () => import('./es-staff').then((m) => m.esStaff),
  'en:public': () =>
    Promise.all([import('./en-public'), import('./en-schema-messages')]).then(([m, schema]) => {
      englishSchemaMessage = schema.englishMessage;
      return m.enPublic;
    }),
  'en:staff': () => import('./en-staff').then((m) => m.enStaff),
};
const added = new Set<string>();
let staffWanted = false;

/** Adds one part of a catalogue to i18next (once). */
async function addPart(language: UiLanguage, part: Part): Promise<void> {
  const id = `${language}:${part}` as const;
  if (added.has(id)) return;
  const messages = await PARTS[id]();
  i18n.addResourceBundle(language, 'translation', messages, true, true);
  added.add(id);
}

/** Loads the public part of the Spanish catalogue; the app renders once it is there. */
export function loadSpanish(): Promise<void> {
  return addPart('es', 'public');
}

/** Loads the staff part of the catalogue (Spanish, and English when shown); the staff layout waits for it. */
export async function loadStaffMessages(): Promise<void> {
  staffWanted = true;
  await Promise.all([addPart('es', 'staff'), wanted === 'en' ? addPart('en', 'staff') : null]);
}

async function ensureResources(language: UiLanguage): Promise<void> {
  if (language === 'es') return;
  await Promise.all([addPart(language, 'public'), staffWanted ? addPart(language, 'staff') : null]);
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
