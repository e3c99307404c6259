import { loadConsoleLaterMessages } from '../../i18n';

/**
 * A part of the console loaded after it paints (a tab but the roll call, the speaking statistics, the room's phones…),
 * with the texts such parts read (`sessionConsoleLater`, i18n/es-console-later.ts): they are not part of the console's
 * first visit either (decision 032). `withLaterTexts(import('./acta-tab'))`.
 */
export function withLaterTexts<T>(part: Promise<T>): Promise<T> {
  return Promise.all([part, loadConsoleLaterMessages()]).then(([loaded]) => loaded);
}
