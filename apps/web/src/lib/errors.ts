import { type ApiErrorBody, PUBLIC_LOOKUP_LIMIT_MESSAGES, type PublicLookupLimit } from '@quorum/shared';
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
 * language (anything that is not an ApiError reads as INTERNAL; a public look-up's RATE_LIMITED names its
 * limit and wait); for the codes in `serverWords`, a Spanish interface shows the server's message instead.
 */
export function errorMessage(t: TFunction, language: string, error: unknown, serverWords?: ServerWords): string {
  if (!(error instanceof ApiError)) return t('errors.INTERNAL');
  const ownWords = serverWords === 'any' || (serverWords?.includes(error.code) ?? false);
  if (ownWords && language !== 'en' && error.message) return error.message;
  const limit = publicLookupLimitOf(error);
  if (limit) return t(`errors.publicLookupLimits.${limit.name}`, { count: limit.minutes });
  return t(`errors.${error.code}`);
}

/** The public look-up limit a RATE_LIMITED answer names, with its wait in whole minutes (at least one). */
function publicLookupLimitOf(error: ApiError): { name: PublicLookupLimit; minutes: number } | null {
  if (error.code !== 'RATE_LIMITED') return null;
  const { limit, retryAfterSeconds } = (error.body ?? {}) as Partial<ApiErrorBody>;
  if (!limit || !(limit in PUBLIC_LOOKUP_LIMIT_MESSAGES) || typeof retryAfterSeconds !== 'number') return null;
  return { name: limit, minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) };
}

/** The translated message of an error (see `errorMessage`). */
export function useErrorMessage(serverWords?: ServerWords): (error: unknown) => string {
  const { t, i18n } = useTranslation();
  return (error: unknown) => errorMessage(t, i18n.language, error, serverWords);
}
