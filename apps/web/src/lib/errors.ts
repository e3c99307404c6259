import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiError, type ClientErrorCode } from './api';

/**
 * Codes whose server message names the case (which column is missing, which row): with these, the
 * server's own Spanish words are shown while the interface is Spanish. `'any'`: every code.
 */
export type ServerWords = readonly ClientErrorCode[] | 'any';

/**
 * The one error-message policy of the web: a failed request shows its code's message in the interface
 * language (anything that is not an ApiError reads as INTERNAL); for the codes in `serverWords`, a
 * Spanish interface shows the server's message instead.
 */
export function errorMessage(t: TFunction, language: string, error: unknown, serverWords?: ServerWords): string {
  if (!(error instanceof ApiError)) return t('errors.INTERNAL');
  const ownWords = serverWords === 'any' || (serverWords?.includes(error.code) ?? false);
  if (ownWords && language !== 'en' && error.message) return error.message;
  return t(`errors.${error.code}`);
}

/** The translated message of an error (see `errorMessage`). */
export function useErrorMessage(serverWords?: ServerWords): (error: unknown) => string {
  const { t, i18n } = useTranslation();
  return (error: unknown) => errorMessage(t, i18n.language, error, serverWords);
}
