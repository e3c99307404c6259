import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

const LANGUAGES = ['es', 'en'] as const;
type UiLanguage = (typeof LANGUAGES)[number];

// The catalogues are chunks of their own, each in parts (decision 025): the public part of Spanish is loaded
// before the first render (main.tsx awaits loadSpanish), the staff part with the staff layout (router.tsx awaits
// loadStaffMessages), the chair's part with the console (loadConsoleMessages), the texts of the console's parts that
// load after it paints with those parts (loadConsoleLaterMessages), the office's with every other staff page
// (loadOfficeMessages: decision 032), the working papers' part with their pages and the chair's section (loadPapersMessages), the
// records' part with an acta's verification (loadRecordsMessages);
// English the first time it is needed, with the parts already wanted.
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

type Part = 'public' | 'staff' | 'console' | 'consoleLater' | 'office' | 'papers' | 'records';
const PARTS: Record<`${UiLanguage}:${Part}`, () => Promise<object>> = {
  'es:public': () => import('./es-public').then((m) => m.esPublic),
  'es:staff': () => import('./es-staff').then((m) => m.esStaff),
  'en:public': () =>
    Promise.all([import('./en-public'), import('./en-schema-messages')]).then(([m, schema]) => {
      englishSchemaMessage = schema.englishMessage;
      return m.enPublic;
    }),
  'en:staff': () => import('./en-staff').then((m) => m.enStaff),
  'es:console': () => import('./es-console').then((m) => m.esConsole),
  'en:console': () => import('./en-console').then((m) => m.enConsole),
  'es:consoleLater': () => import('./es-console-later').then((m) => m.esConsoleLater),
  'en:consoleLater': () => import('./en-console-later').then((m) => m.enConsoleLater),
  'es:office': () => import('./es-office').then((m) => m.esOffice),
  'en:office': () => import('./en-office').then((m) => m.enOffice),
  'es:papers': () => import('./es-papers').then((m) => m.esPapers),
  'en:papers': () => import('./en-papers').then((m) => m.enPapers),
  'es:records': () => import('./es-records').then((m) => m.esRecords),
  'en:records': () => import('./en-records').then((m) => m.enRecords),
};
const added = new Set<string>();
/** The parts beyond the public one asked for so far: English brings them too. */
const partsWanted = new Set<Exclude<Part, 'public'>>();

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

/** Loads a part of the catalogue beyond the public one (Spanish, and English when shown). */
async function loadPart(part: Exclude<Part, 'public'>): Promise<void> {
  partsWanted.add(part);
  await Promise.all([addPart('es', part), wanted === 'en' ? addPart('en', part) : null]);
}

/** Loads the staff part of the catalogue (what the staff layout and the door's finder read); the layout waits for it. */
export function loadStaffMessages(): Promise<void> {
  return loadPart('staff');
}

/** Loads the chair's part of the catalogue (the session console's texts); the console waits for it. */
export function loadConsoleMessages(): Promise<void> {
  return loadPart('console');
}

/**
 * Loads the texts of the console's parts that load after it paints (its other tabs, the speaking statistics, the
 * room's phones…); each such part waits for them with its module (`withLaterTexts` of the console).
 */
export function loadConsoleLaterMessages(): Promise<void> {
  return loadPart('consoleLater');
}

/** Loads the rest of the staff catalogue, the chair's part with it; every staff page but the two phone pages waits for it. */
export async function loadOfficeMessages(): Promise<void> {
  await Promise.all([loadPart('console'), loadPart('office')]);
}

/** Loads the working papers' part of the catalogue; their pages (router.tsx) and the chair's section wait for it. */
export function loadPapersMessages(): Promise<void> {
  return loadPart('papers');
}

/** Loads the records' part of the catalogue (an acta's verification); its view waits for it. */
export function loadRecordsMessages(): Promise<void> {
  return loadPart('records');
}

async function ensureResources(language: UiLanguage): Promise<void> {
  if (language === 'es') return;
  await Promise.all([addPart(language, 'public'), ...[...partsWanted].map((part) => addPart(language, part))]);
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
